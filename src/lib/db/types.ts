import type { Generated } from 'kysely';

/** Times are ISO 8601 UTC strings in both databases, so they sort and compare as text. */
export interface ApplicationsTable {
  /** The reference number shown to the applicant, e.g. BW-261121-7K3QXM. */
  id: string;
  /** Hash of the form's submission id and the email: a resubmitted POST finds its application. */
  submission_key: string;
  created_at: string;
  locale: string;
  name: string;
  email: string;
  phone: string;
  position_id: string;
  position_title: string;
  city: string;
  experience: string;
  message: string;
  consent_at: string;
  resume_name: string;
  resume_type: string;
  resume_size: number;
}

export interface ApplicationFilesTable {
  application_id: string;
  content: Uint8Array;
}

/** A parcel known to the tracking lookup. Numbers are stored upper-case. */
export interface TrackingShipmentsTable {
  /** Our waybill number. */
  number: string;
  /** The customer's own reference (order number), upper-case. */
  reference: string | null;
  /** The channel id of the rate card (data/shipping), when known. */
  service: string | null;
  origin: string | null;
  destination: string | null;
  pieces: number | null;
  weight_kg: number | null;
  /** The status of the latest event by event time (info_received before any event). */
  status: string;
  /** UTC time of that latest event. */
  status_at: string | null;
  last_mile_carrier: string | null;
  last_mile_number: string | null;
  /** When the parcel was delivered or returned (UTC), for retention. */
  ended_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface TrackingEventsTable {
  number: string;
  /** The sender's event id: (number, event_id) is stored once however often it is sent. */
  event_id: string;
  /** The event time in UTC (sorts as text). */
  time_utc: string;
  /** The offset of the place where it happened, to show the time as it was there. */
  utc_offset_minutes: number;
  status: string;
  location: string | null;
  /** As received; shown as text. */
  description: string;
  last_mile_carrier: string | null;
  last_mile_number: string | null;
  received_at: string;
}

/** Ingest API tokens: only a SHA-256 hash of the token is stored. */
export interface TrackingTokensTable {
  name: string;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** "Email me when the status changes": deleted (with the address) when it ends. */
export interface TrackingSubscriptionsTable {
  id: string;
  number: string;
  email: string;
  locale: string;
  /** Hash of the secret in the confirmation and unsubscribe links. */
  token_hash: string;
  created_at: string;
  confirmed_at: string | null;
  /** The last status a mail was queued for. */
  notified_status: string | null;
}

/** One row per counted request, for rate limits shared by every instance. */
export interface RateLimitHitsTable {
  id: Generated<number>;
  /** Which limit: 'tracking', 'careers', … */
  bucket: string;
  client_key: string;
  created_at: string;
}

/** Mails queued in the transaction that stores what they report; a worker sends them. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** Unique when set: the same mail is never queued twice. */
  dedupe_key: string | null;
  kind: string;
  created_at: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  /** Extra headers as a JSON object (List-Unsubscribe, …). */
  headers: string | null;
  /** References to files read at send time, as JSON (src/lib/mail/attachments.ts). */
  attachments: string | null;
  /** pending, sending, sent, failed (gave up). */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker's claim on a pending mail expires at this time. */
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
}

/** An enquiry or quote request from the contact form (issue 22). */
export interface EnquiriesTable {
  id: Generated<number>;
  /** What the visitor is told and reads over the phone: six characters (reference.ts). */
  reference: string;
  /** Hash of the form's submission id and the contact given: a resubmitted POST finds it. */
  submission_key: string;
  created_at: string;
  locale: string;
  /** The site path the visitor came from. */
  source: string | null;
  /** An ENQUIRY_SERVICES id. */
  service: string;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  wechat: string | null;
  message: string;
  /** A QuoteSnapshot as JSON, for a quote request. */
  quote: string | null;
  consent_at: string;
}

export interface Database {
  applications: ApplicationsTable;
  application_files: ApplicationFilesTable;
  tracking_shipments: TrackingShipmentsTable;
  tracking_events: TrackingEventsTable;
  tracking_tokens: TrackingTokensTable;
  tracking_subscriptions: TrackingSubscriptionsTable;
  rate_limit_hits: RateLimitHitsTable;
  mail_outbox: MailOutboxTable;
  enquiries: EnquiriesTable;
}
