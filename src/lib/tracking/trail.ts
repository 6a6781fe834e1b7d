import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { storedWordingOf, type EventWording } from './event-text';
import { findShipments, localTime } from './lookup';
import type { TrackedShipment, TrackingStatus } from './model';
import { shipmentEvents } from './partitions';

/** One event as operators see it: the public fields and what the public page leaves out. */
export type TrailEvent = EventWording & {
  id: string;
  /** ISO 8601 with the offset of the place it happened. */
  time: string;
  /** The same instant in UTC (for Beijing time). */
  timeUtc: string;
  status: TrackingStatus;
  location: string | null;
  lastMile: { carrier: string | null; number: string } | null;
  receivedAt: string;
};

export type ShipmentTrail = {
  shipment: TrackedShipment;
  /** Newest first, as the public page orders them. */
  events: TrailEvent[];
  /** Subscriptions to its status mails: counts only, never the addresses. */
  subscriptions: { confirmed: number; pending: number };
};

/**
 * A shipment's whole trail for the console (`/console/tracking/<number>`): the public lookup's
 * shipment (findShipments), every event with its id, last-mile handover and arrival, and how
 * many subscriptions it has. Undefined for a number that is not a shipment's waybill.
 */
export async function shipmentTrail(
  db: Kysely<Database>,
  number: string,
  now: Date,
): Promise<ShipmentTrail | undefined> {
  const { shipments } = await findShipments(db, [number], now);
  const shipment = shipments.find((s) => s.number === number);
  if (!shipment) return undefined;
  const events = await shipmentEvents(db, number).selectAll().execute();
  const subs = await db
    .selectFrom('tracking_subscriptions')
    .select([
      (eb) => eb.fn.count<number | string>('confirmed_at').as('confirmed'),
      (eb) => eb.fn.countAll<number | string>().as('all'),
    ])
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  return {
    shipment,
    events: events.map((e) => ({
      id: e.event_id,
      time: localTime(e.time_utc, Number(e.utc_offset_minutes)),
      timeUtc: e.time_utc,
      status: e.status,
      location: e.location,
      ...storedWordingOf(e),
      lastMile: e.last_mile_number
        ? { carrier: e.last_mile_carrier, number: e.last_mile_number }
        : null,
      receivedAt: e.received_at,
    })),
    subscriptions: {
      confirmed: Number(subs.confirmed),
      pending: Number(subs.all) - Number(subs.confirmed),
    },
  };
}
