import type { Generated } from 'kysely';
import type { TrackingStatus } from '@/lib/tracking/model';
import type { Json } from '../json';

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
  status: TrackingStatus;
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
  status: TrackingStatus;
  location: string | null;
  /** As received (for a catalogue code, its English text); shown as text. */
  description: string;
  /** The event catalogue's code (data/tracking/events.json), when it was sent with one. */
  code: string | null;
  /** The code's parameters. */
  params: Json<Record<string, string>> | null;
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

/** The tracking store, its ingest tokens, subscriptions and CSV imports. */
export interface TrackingTables {
  tracking_shipments: TrackingShipmentsTable;
  tracking_events: TrackingEventsTable;
  tracking_tokens: TrackingTokensTable;
  tracking_subscriptions: TrackingSubscriptionsTable;
  tracking_imports: TrackingImportsTable;
}
