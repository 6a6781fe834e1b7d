/**
 * The tracking lookup's vocabulary, shared by the store, the ingest API, the public JSON API and
 * the pages. Statuses are normalized: every event carries one of these.
 */
export const TRACKING_STATUSES = [
  'info_received',
  'at_warehouse',
  'in_transit',
  'customs',
  'out_for_delivery',
  'delivered',
  'exception',
  'returned',
  /** A booking cancelled before its goods reached our warehouse. */
  'cancelled',
] as const;

export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** Statuses after which nothing more is expected (notifications and ETA stop). */
export const FINAL_STATUSES: readonly TrackingStatus[] = ['delivered', 'returned', 'cancelled'];

/** At most this many numbers in one lookup. */
export const MAX_TRACKING_NUMBERS = 40;

/** Each number is 5–50 letters, digits or '-' once trimmed and upper-cased. */
export const TRACKING_NUMBER = { min: 5, max: 50, pattern: /^[A-Z0-9-]+$/ } as const;

export type LastMile = {
  carrier: string;
  number: string;
  /** Its public tracking page. */ url: string | null;
};

export type TrackingEvent = {
  /** The event time as an ISO 8601 string with the offset of the place it happened. */
  time: string;
  status: TrackingStatus;
  /** As sent: shown through placeName (src/lib/tracking/event-text.ts). */
  location: string | null;
  /** What it says, as stored (see EventWording): shown through eventText. */
  code: string | null;
  params: Record<string, string> | null;
  description: string;
  descriptionZh: string | null;
};

/**
 * What anyone who has a parcel's number (or its reference, or its last-mile number) may see, as
 * a carrier's public tracking shows it: the status, the trail with its places, where it goes
 * from and to, the estimated delivery and the last mile. The public tracking page and
 * GET /api/tracking show this only, made by `publicShipment` (./lookup.ts) field by field.
 */
export type PublicShipment = {
  /** Our waybill number. */
  number: string;
  /** What the visitor typed that found it (the waybill, their reference or the last-mile number). */
  query: string;
  origin: string | null;
  destination: string | null;
  status: TrackingStatus;
  lastMile: LastMile | null;
  /** The estimated delivery window (ISO dates) while not delivered or returned. */
  estimatedDelivery: { from: string; to: string } | null;
  /** The delivery (or return) time once final. */
  endedAt: string | null;
  /** Newest first. */
  events: TrackingEvent[];
};

/**
 * A parcel with what only its owner and our staff see: the customer's reference, the service,
 * the cartons and the weight (the booking page, reached by its secret link, and the console).
 */
export type TrackedShipment = PublicShipment & {
  reference: string | null;
  service: string | null;
  pieces: number | null;
  weightKg: number | null;
};

/** Why an entry is not a number. */
export type MalformedReason = 'length' | 'characters';

export type ParsedNumbers =
  | { ok: true; numbers: string[]; malformed: { input: string; reason: MalformedReason }[] }
  | { ok: false; error: 'too_many'; count: number }
  | { ok: false; error: 'empty' };

/** The public lookup's answer (the tracking page and GET /api/tracking). */
export type TrackingResult = {
  shipments: PublicShipment[];
  notFound: string[];
  malformed: { input: string; reason: MalformedReason }[];
  /** Count per status over the shipments found. */
  summary: Partial<Record<TrackingStatus, number>>;
};
