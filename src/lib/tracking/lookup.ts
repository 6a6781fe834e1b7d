import type { Kysely } from 'kysely';
import { env } from '@/config/env';
import type { Database } from '@/lib/db/types';
import { addDays, chinaTime } from '@/lib/shipping/calendar';
import { resolveDestination, zoneFor } from '@/lib/shipping/destination';
import { card } from '@/lib/shipping/rate-card';
import type { RateCard } from '@/lib/shipping/schema';
import {
  FINAL_STATUSES,
  type LastMile,
  type PublicShipment,
  type TrackedShipment,
  type TrackingEvent,
  type TrackingResult,
  type TrackingStatus,
} from './model';
import { storedWordingOf } from './event-text';
import { parseTrackingNumbers } from './numbers';
import { eventsFromJson, eventsJson, isAnyOf } from './partitions';
import { newerFirst } from './store';
import {
  configuredLimit,
  consumeRateLimit,
  type RateLimit,
  type RateLimitOutcome,
} from '@/lib/http/rate-limit';

/**
 * The tracking lookup as its callers use it: the page (/query-route?numbers=…) and
 * GET /api/tracking read the numbers their own way, call lookupTracking, and only format what
 * it answers (HTML or JSON).
 */
export type TrackingLookup =
  { ok: true; result: TrackingResult } | { ok: false; error: 'too_many' | 'empty'; count?: number };

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * An instant in UTC as ISO 8601 in the time of the place (offset in minutes): `…T14:05:00+08:00`.
 * The date from the day count by arithmetic (H. Hinnant's civil_from_days): a lookup formats
 * hundreds of times, and Date's toISOString cost more than the rest of the row.
 */
export function localTime(utc: string, offsetMinutes: number): string {
  const seconds = Math.floor(Date.parse(utc) / 1000) + offsetMinutes * 60;
  const days = Math.floor(seconds / 86_400);
  const time = seconds - days * 86_400;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const abs = Math.abs(offsetMinutes);
  return `${year}-${two(month)}-${two(day)}T${two(Math.floor(time / 3600))}:${two(Math.floor(time / 60) % 60)}:${two(time % 60)}${offsetMinutes < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** Public tracking pages of the last-mile carriers we hand over to, by carrier name. */
const CARRIER_PAGES: Record<string, (number: string) => string> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/en/express/tracking.html?AWB=${n}&brand=DHL`,
  royalmail: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
};

/** The carrier's tracking page for a number, or null for a carrier we do not know. */
export function lastMileUrl(carrier: string, number: string): string | null {
  const key = carrier
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/express$/, '');
  const page = CARRIER_PAGES[key];
  return page ? page(encodeURIComponent(number)) : null;
}

/**
 * The estimated delivery window (China dates) of a parcel on its way: the transit days of its
 * service to its destination (the zone's, else the channel's) counted from the first event at
 * our warehouse, else its first event past "information received", else today (only its data
 * or its booking came: the goods can leave no earlier than now). Null for an unknown service,
 * and once delivered, returned or cancelled.
 */
export function estimatedDelivery(
  shipment: { service: string | null; destination: string | null; status: TrackingStatus },
  eventsOldestFirst: readonly { time_utc: string; status: string }[],
  rateCard: RateCard,
  now: Date,
): { from: string; to: string } | null {
  if (FINAL_STATUSES.includes(shipment.status)) return null;
  const channel = rateCard.channels.find((c) => c.code === shipment.service);
  if (!channel) return null;
  const destination = shipment.destination
    ? resolveDestination(shipment.destination, rateCard.locations)
    : undefined;
  const zone = destination ? zoneFor(channel, destination) : undefined;
  const [min, max] = zone?.transitDays ?? channel.transitDays;
  const start =
    eventsOldestFirst.find((e) => e.status === 'at_warehouse') ??
    eventsOldestFirst.find((e) => e.status !== 'info_received');
  const startDate = chinaTime(start ? new Date(start.time_utc) : now).date;
  return { from: addDays(startDate, min), to: addDays(startDate, max) };
}

/** What a lookup shows of each event (and sorts them by). */
const EVENT_COLUMNS = [
  'event_id',
  'time_utc',
  'utc_offset_minutes',
  'status',
  'location',
  'code',
  'params',
  'description',
  'description_zh',
  'received_at',
] as const;

/**
 * The shipments found by our waybill number, the customer's reference or the last-mile number
 * (each column indexed): one query for the shipments and their events. Each shipment
 * appears once, in the order of the numbers that found it; `notFound` keeps the others. Whole,
 * for the booking page and the console; the public lookup shows each as `publicShipment`.
 */
export async function findShipments(
  db: Kysely<Database>,
  numbers: readonly string[],
  now: Date,
): Promise<{ shipments: TrackedShipment[]; notFound: string[] }> {
  if (numbers.length === 0) return { shipments: [], notFound: [] };
  const list = [...numbers];
  // Each shipment with its events, read in its own month (PostgreSQL: its month's partition).
  const rows = await db
    .selectFrom('tracking_shipments as s')
    .selectAll('s')
    .select(eventsJson(db, EVENT_COLUMNS).as('events'))
    .where((eb) =>
      eb.or([
        isAnyOf(db, 'number', list),
        isAnyOf(db, 'reference', list),
        isAnyOf(db, 'last_mile_number', list),
      ]),
    )
    .orderBy('number')
    .execute();

  const found: { row: (typeof rows)[number]; query: string }[] = [];
  const notFound: string[] = [];
  const seen = new Set<string>();
  for (const query of numbers) {
    const matches = rows.filter(
      (r) => r.number === query || r.reference === query || r.last_mile_number === query,
    );
    if (matches.length === 0) notFound.push(query);
    for (const row of matches) {
      if (seen.has(row.number)) continue;
      seen.add(row.number);
      found.push({ row, query });
    }
  }
  if (found.length === 0) return { shipments: [], notFound };

  const shipments = found.map(({ row, query }): TrackedShipment => {
    const trail = eventsFromJson(row.events, EVENT_COLUMNS).sort(newerFirst);
    const status = row.status;
    const lastMile: LastMile | null = row.last_mile_number
      ? {
          carrier: row.last_mile_carrier ?? '',
          number: row.last_mile_number,
          url: lastMileUrl(row.last_mile_carrier ?? '', row.last_mile_number),
        }
      : null;
    const final = FINAL_STATUSES.includes(status) ? trail[0] : undefined;
    return {
      number: row.number,
      query,
      reference: row.reference,
      service: row.service,
      origin: row.origin,
      destination: row.destination,
      pieces: row.pieces,
      weightKg: row.weight_kg === null ? null : Number(row.weight_kg),
      status,
      lastMile,
      estimatedDelivery: estimatedDelivery(
        { service: row.service, destination: row.destination, status },
        [...trail].reverse(),
        card,
        now,
      ),
      endedAt: final ? localTime(final.time_utc, final.utc_offset_minutes) : null,
      events: trail.map((e): TrackingEvent => ({
        time: localTime(e.time_utc, e.utc_offset_minutes),
        status: e.status,
        location: e.location,
        ...storedWordingOf(e),
      })),
    };
  });
  return { shipments, notFound };
}

/**
 * A parcel as anyone with its number may see it: each public field named (a field added to
 * TrackedShipment stays out of the public answer until it is named here).
 */
function publicShipment(shipment: TrackedShipment): PublicShipment {
  return {
    number: shipment.number,
    query: shipment.query,
    origin: shipment.origin,
    destination: shipment.destination,
    status: shipment.status,
    lastMile: shipment.lastMile,
    estimatedDelivery: shipment.estimatedDelivery,
    endedAt: shipment.endedAt,
    events: shipment.events,
  };
}

/**
 * The one public tracking lookup (the page and GET /api/tracking): what the visitor typed (the
 * `numbers` field or query, one string or repeated), parsed (more than 40 entries or none:
 * nothing is looked up), then found, each parcel as its public facts.
 */
export async function lookupTracking(
  db: Kysely<Database>,
  input: string | string[] | undefined,
  now: Date,
): Promise<TrackingLookup> {
  const parsed = parseTrackingNumbers(input);
  if (!parsed.ok) return parsed;
  const { shipments: found, notFound } = await findShipments(db, parsed.numbers, now);
  const shipments = found.map(publicShipment);
  const summary: TrackingResult['summary'] = {};
  for (const s of shipments) summary[s.status] = (summary[s.status] ?? 0) + 1;
  return { ok: true, result: { shipments, notFound, malformed: parsed.malformed, summary } };
}

/** Lookups per client and minute, page and API together: TRACKING_RATE_LIMIT, default 60. */
export function trackingLookupLimit(setting = env().TRACKING_RATE_LIMIT): RateLimit {
  return configuredLimit('tracking', setting, 60, 60_000);
}

/**
 * Counts one tracking lookup of a client (a hash of its address, see src/lib/http/client-address)
 * against the budget the page and GET /api/tracking share.
 */
export function consumeTrackingLookup(
  db: Kysely<Database>,
  clientKey: string,
  now: Date,
): Promise<RateLimitOutcome> {
  return consumeRateLimit(db, trackingLookupLimit(), clientKey, now);
}
