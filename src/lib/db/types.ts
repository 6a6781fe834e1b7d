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
  /** new, reviewing, interview, offer, hired, rejected (0006; the console sets it). */
  status: Generated<string>;
  status_at: string | null;
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
  /**
   * The month its shipment was first stored (`2026-11`, migration 0011): PostgreSQL keeps each
   * month in a partition of its own (docs/tracking-scale.md).
   */
  month: string;
  /** The event time in UTC (sorts as text). */
  time_utc: string;
  /** The offset of the place where it happened, to show the time as it was there. */
  utc_offset_minutes: number;
  status: string;
  location: string | null;
  /** As received (for a catalogue code, its English text); shown as text. */
  description: string;
  /** The event catalogue's code (data/tracking/events.json), when it was sent with one. */
  code: string | null;
  /** The code's parameters: a JSON object of strings. */
  params: string | null;
  /** The Chinese description, when it was sent in both languages. */
  description_zh: string | null;
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
  /** The staff member (user id) who made it; null: the CLI. Disabling them stops it. */
  created_by: string | null;
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

/** An enquiry or quote request from the contact form. */
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
  /** new, contacted, quoted, won, lost, spam (0006; the console sets it). */
  status: Generated<string>;
  /** When the status last changed; null while it is the first `new`. */
  status_at: string | null;
  /** The user id of the colleague it is assigned to. */
  assignee_id: string | null;
  /** The quote's lane, for the numbers (0022; enquiryFigures); null without a quote. */
  lane: string | null;
  /** When the desk first answered it: its first reply or status change (0022). */
  first_answer_at: string | null;
}

/**
 * better-auth's tables (0005), with its column names. It reads and writes them itself (through
 * its Kysely adapter); the site reads them. Its times are Date on PostgreSQL and ISO text on
 * SQLite, its booleans 0/1 on SQLite.
 */
type AuthTime = Date | string;
type AuthFlag = boolean | number;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: AuthFlag;
  image: string | null;
  createdAt: AuthTime;
  updatedAt: AuthTime;
  /** A StaffRole (src/lib/staff/permissions.ts). */
  role: string | null;
  banned: AuthFlag | null;
  banReason: string | null;
  banExpires: AuthTime | null;
  twoFactorEnabled: AuthFlag | null;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthTime;
  token: string;
  createdAt: AuthTime;
  updatedAt: AuthTime;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  /** Unused since the admin plugin was dropped; kept by the shipped migration. */
  impersonatedBy: string | null;
  /** Whether the sign-in that made it passed the second factor (migration 0009). */
  twoFactorVerified: AuthFlag;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthTime | null;
  refreshTokenExpiresAt: AuthTime | null;
  scope: string | null;
  /** better-auth's hash of the password (scrypt). */
  password: string | null;
  createdAt: AuthTime;
  updatedAt: AuthTime;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthTime;
  createdAt: AuthTime;
  updatedAt: AuthTime;
}

export interface TwoFactorTable {
  id: string;
  /** The TOTP secret, encrypted by better-auth with its secret. */
  secret: string;
  backupCodes: string;
  userId: string;
  verified: AuthFlag | null;
  failedVerificationCount: number | null;
  lockedUntil: AuthTime | null;
}

/** A single-use invitation to the console: only a SHA-256 hash of its token is kept. */
export interface StaffInvitationsTable {
  token_hash: string;
  /** Lower-case. */
  email: string;
  role: string;
  /** The inviting user's id, or `cli` for `npm run staff -- invite`. */
  created_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** What staff did, and sign-ins: appended, never changed or deleted (src/lib/staff/audit.ts). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** The staff member's user id; null for the CLI and for a failed sign-in. */
  actor_id: string | null;
  actor_email: string | null;
  /** What happened: 'staff.invite', 'staff.disable', … */
  action: string;
  /** What it happened to: 'user', 'invitation', 'enquiry', … and its id or reference. */
  target_type: string | null;
  target_id: string | null;
  client_address: string | null;
  /** More, as JSON; never an applicant's or visitor's personal data. */
  details: string | null;
}

/**
 * A record's timeline in the console (0006): status changes, assignments, notes and replies, for
 * `record_type` 'enquiry' (record_id its reference) and 'application' (its id). Deleted with its
 * record.
 */
export interface StaffHistoryTable {
  id: Generated<number>;
  record_type: string;
  record_id: string;
  at: string;
  /** Who: the staff member's user id and name at the time. */
  actor_id: string | null;
  actor_name: string | null;
  /** 'status', 'assign', 'note', 'reply' */
  kind: string;
  /** What, as JSON: { from, to } of a status, the note's text, the reply's subject and text… */
  details: string;
}

/** A CSV import of tracking data, from the console or `npm run tracking -- import` (0006). */
export interface TrackingImportsTable {
  id: Generated<number>;
  at: string;
  /** Null for the CLI. */
  actor_id: string | null;
  actor_email: string | null;
  file_name: string;
  rows: number;
  shipments: number;
  events: number;
}

/** A news article (0008): both languages side by side; '' is a field not written yet. */
export interface NewsArticlesTable {
  id: Generated<number>;
  /** The address: /news-services/<slug>. Lowercase letters, digits and single hyphens. */
  slug: string;
  /** company-news, service-updates, compliance or industry-notes. */
  category: string;
  /** draft, scheduled, published or unpublished. */
  status: string;
  /** Scheduled: when it goes out; published: when it went out (the date shown). Else null. */
  publish_at: string | null;
  /** A correction's day (YYYY-MM-DD), shown as "Updated"; null when none. */
  corrected_on: string | null;
  /** 'en' or 'zh' for an article meant for one language's readers; null for both. */
  only_locale: string | null;
  /** The file name of the cover among the article's images. */
  cover: string | null;
  /**
   * The revision the public pages show: publishing copies the working fields (this row) into a
   * revision of kind `publish` and points here, so saving a published article's draft changes
   * nothing public until it is published again. Null until first published.
   */
  live_revision_id: number | null;
  title_en: Generated<string>;
  summary_en: Generated<string>;
  body_en: Generated<string>;
  cover_alt_en: Generated<string>;
  author_en: Generated<string>;
  title_zh: Generated<string>;
  summary_zh: Generated<string>;
  body_zh: Generated<string>;
  cover_alt_zh: Generated<string>;
  author_zh: Generated<string>;
  /** JSON arrays of strings. */
  tags_en: Generated<string>;
  tags_zh: Generated<string>;
  /** Raised by every save: a save that names an older version is refused (two editors). */
  version: Generated<number>;
  created_at: string;
  /** Staff user id; null for the import of content/. */
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
}

/** Every save of an article: who, when, and the editable fields as JSON. */
export interface NewsRevisionsTable {
  id: Generated<number>;
  article_id: number;
  /** The article's version this revision saved. */
  version: number;
  saved_at: string;
  saved_by: string | null;
  /** import, save, autosave, restore or publish. */
  kind: string;
  /** The fields as JSON: `ArticleContent` of src/lib/news/content.ts. */
  content: string;
}

/** An article's earlier address: answered with a permanent redirect to its current one. */
export interface NewsRedirectsTable {
  old_slug: string;
  article_id: number;
}

/** An image of an article (its content checked by its bytes), served at /news-media/<slug>/<name>. */
export interface NewsImagesTable {
  id: Generated<number>;
  article_id: number;
  name: string;
  content_type: string;
  width: number;
  height: number;
  size: number;
  content: Uint8Array;
  created_at: string;
  created_by: string | null;
}

/** A job opening (0008): both languages side by side. */
export interface PositionsTable {
  /** Stable id, kept by the applications that name it. */
  id: string;
  /** open or closed. */
  status: string;
  /** The order on the join-us page, ascending. */
  sort_order: number;
  department: string;
  /** An office id of content/company.json. */
  city: string;
  employment_type: string;
  /** YYYY-MM-DD. */
  posted: string;
  title_en: Generated<string>;
  summary_en: Generated<string>;
  body_en: Generated<string>;
  title_zh: Generated<string>;
  summary_zh: Generated<string>;
  body_zh: Generated<string>;
  /** JSON arrays of strings. */
  responsibilities_en: Generated<string>;
  requirements_en: Generated<string>;
  responsibilities_zh: Generated<string>;
  requirements_zh: Generated<string>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

/** One row (id 1): a counter raised by every change of what the public pages show. */
export interface ContentStateTable {
  id: number;
  version: number;
  changed_at: string;
}

/** A scheduled backup's run (0012): src/lib/db/backup-schedule.ts. */
export interface BackupRunsTable {
  id: Generated<number>;
  started_at: string;
  duration_ms: number;
  /** 'ok' or 'failed'. */
  outcome: string;
  file: string | null;
  /** PostgreSQL's bigint comes back as a string. */
  bytes: number | string | null;
  schema_version: string | null;
  error: string | null;
  /** Older backups the run deleted by the keeping rules. */
  removed: Generated<number>;
}

/** A booking: a won quote made a shipment (migration 0013). */
/** A shipper's account (0016): one per verified address, apart from the staff's accounts. */
export interface CustomerAccountsTable {
  id: string;
  /** The verified address, lower case and trimmed: what the account's records are matched by. */
  email: string;
  /** The language of the account's mails: the page's when it last signed in. */
  locale: string;
  created_at: string;
  signed_in_at: string;
}

/** A one-time sign-in code mailed to an address (0016). */
export interface CustomerCodesTable {
  id: Generated<number>;
  email: string;
  /** The code's keyed hash (accounts/codes.ts); the code itself is only in the mail. */
  code_hash: string;
  created_at: string;
  expires_at: string;
  /** Wrong codes tried against it; at the limit it opens nothing. */
  tries: Generated<number>;
  used_at: string | null;
}

/** A signed-in browser of a shipper's account (0016). */
export interface CustomerSessionsTable {
  id: string;
  account_id: string;
  /** SHA-256 of the cookie's token. */
  token_hash: string;
  created_at: string;
  seen_at: string;
  /** The browser as it named itself at sign-in (shortened), to tell sessions apart. */
  user_agent: string | null;
}

/** An offer of the price lookup an account saved (0017): one per account, offer and query. */
export interface SavedQuotesTable {
  id: string;
  account_id: string;
  created_at: string;
  /** The offer's channel code. */
  offer: string;
  /** The price search's canonical query (the snapshot's). */
  query: string;
  /** The QuoteSnapshot as it was saved, as JSON. */
  quote: string;
}

/** An entry of an account's address book (0017): an FBA centre, or an address of its own. */
export interface CustomerAddressesTable {
  id: string;
  account_id: string;
  created_at: string;
  kind: 'fba' | 'address';
  fba_code: string | null;
  /** The addressee: a person's name or a company. */
  name: string | null;
  street: string | null;
  city: string | null;
  postcode: string | null;
  /** A country code of the rate card. */
  country: string | null;
}

export interface BookingsTable {
  id: Generated<number>;
  /** Its own reference, BK + six characters (reference.ts's alphabet). */
  reference: string;
  /** The enquiry it was booked from; null for a booking made online (`source` 'online'). */
  enquiry_reference: string | null;
  /** The enquiry's reference while the booking stands; null once cancelled (unique). */
  active_enquiry: string | null;
  /** Our waybill number (BW + 8 digits): the tracking store's shipment. */
  waybill: string;
  created_at: string;
  /** The user id of who confirmed it. */
  created_by: string | null;
  /** The enquiry's language: the customer's mails and the labels' link. */
  locale: string;
  email: string | null;
  /** The customer's name or company, as the enquiry gave it. */
  customer: string;
  origin: string;
  service: string;
  /** The destination's FBA code, else its country code (as the tracking store keeps it). */
  destination: string;
  /** The destination as confirmed: a QuoteSnapshot destination as JSON. */
  destination_detail: string;
  cartons: number;
  /** Each carton's gross weight in kg (JSON array), when the quote's carton lines say it. */
  carton_weights: string | null;
  /** The departure the booking was made for (a shipping Departure as JSON). */
  departure: string | null;
  /** The enquiry's QuoteSnapshot as JSON, as quoted: never priced again. */
  quote: string;
  /** The hash of the booking page's link secret; null once revoked. */
  link_hash: string | null;
  link_version: Generated<number>;
  /** When the standing link stops opening the page (ISO time; links.ts's LINK_DAYS after mailing). */
  link_expires_at: string | null;
  cancelled_at: string | null;
  /** 'desk' (from a won enquiry) or 'online' (a shipper's own, from their account; 0017). */
  source: Generated<'desk' | 'online'>;
  /** The account that booked it online. */
  account_id: string | null;
  /** The contact and phone the shipper gave when booking online. */
  contact: string | null;
  phone: string | null;
  /** The online booking form's submission: confirming twice finds the first booking. */
  submission_id: string | null;
  /** For the numbers (0022; bookingFigures): the lane, and the offer's price and CO₂e as quoted. */
  lane: string | null;
  total_fen: number | null;
  co2e_kg: number | null;
}

/** A message of a booking's conversation (0019): as sent, never changed nor deleted. */
export interface BookingMessagesTable {
  id: Generated<number>;
  booking_reference: string;
  created_at: string;
  /** 'shipper' (from their account) or 'staff' (an answer from the console). */
  author: 'shipper' | 'staff';
  /** The staff member who answered (user id, and their name as it was). */
  staff_id: string | null;
  staff_name: string | null;
  /** Plain text, up to 4,000 characters; shown as text, its links made clickable. */
  body: string;
  /** Hash of the form's submission and the text: a retried post is stored once. */
  submission_key: string;
}

export interface BookingLabelsTable {
  reference: string;
  /** 'label' (4×6 in) or 'a4'. */
  format: string;
  pdf: Uint8Array;
  created_at: string;
}

/** A file a shipper uploaded for a booking (migration 0018), encrypted (src/lib/files/sealed.ts). */
export interface BookingDocumentsTable {
  /** Random, never shown in a path: the account's route and the console's forms carry it. */
  id: string;
  booking_reference: string;
  /** 'invoice', 'packing-list' or 'other' (src/lib/bookings/documents.ts). */
  kind: string;
  /** The file's name as uploaded: shown, never used as a path. */
  name: string;
  /** The type read from its bytes: 'pdf', 'xlsx', 'csv', 'jpg' or 'png'. */
  type: string;
  size: number;
  content: Uint8Array;
  /** 'submitted', 'accepted' or 'rejected' (the desk's review). */
  status: string;
  /** Why the desk asked for a new one. */
  reason: string | null;
  uploaded_at: string;
  /** The account that uploaded it. */
  uploaded_by: string | null;
  reviewed_at: string | null;
  /** The staff member's user id. */
  reviewed_by: string | null;
}

/** The one reminder mailed for a booking's missing documents (migration 0018): its key is the claim. */
export interface BookingDocumentRemindersTable {
  booking_reference: string;
  sent_at: string;
}

/**
 * The last serial handed out in order (migration 0013), no longer moved: random draws start above
 * it (migration 0014).
 */
export interface WaybillSequenceTable {
  name: string;
  value: number | string;
}

/** Every waybill number drawn at random (migration 0014): never deleted, never drawn again. */
export interface WaybillNumbersTable {
  number: string;
  issued_at: string;
}

/** Price lookups counted per Beijing day and lane (0021): the numbers' first step, nothing else. */
export interface LookupCountsTable {
  /** YYYY-MM-DD in Beijing. */
  day: string;
  /** `<origin code>-<destination country>`, as laneOf makes it (src/lib/numbers/lanes.ts). */
  lane: string;
  count: number;
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
  bookings: BookingsTable;
  customer_accounts: CustomerAccountsTable;
  customer_codes: CustomerCodesTable;
  customer_sessions: CustomerSessionsTable;
  saved_quotes: SavedQuotesTable;
  customer_addresses: CustomerAddressesTable;
  booking_labels: BookingLabelsTable;
  booking_documents: BookingDocumentsTable;
  booking_document_reminders: BookingDocumentRemindersTable;
  booking_messages: BookingMessagesTable;
  waybill_sequence: WaybillSequenceTable;
  waybill_numbers: WaybillNumbersTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  twoFactor: TwoFactorTable;
  staff_invitations: StaffInvitationsTable;
  audit_log: AuditLogTable;
  staff_history: StaffHistoryTable;
  tracking_imports: TrackingImportsTable;
  news_articles: NewsArticlesTable;
  news_revisions: NewsRevisionsTable;
  news_redirects: NewsRedirectsTable;
  news_images: NewsImagesTable;
  positions: PositionsTable;
  content_state: ContentStateTable;
  backup_runs: BackupRunsTable;
  lookup_counts: LookupCountsTable;
}
