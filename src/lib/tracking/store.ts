import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { FINAL_STATUSES, type TrackingStatus } from './model';
import type { IngestBatch, IngestEvent, ShipmentFields } from './ingest';
import { ensureMonthPartitions, eventsOfShipments, shipmentMonth } from './partitions';

/** A shipment whose status an ingest changed (track-notify mails its subscribers). */
export type StatusChange = {
  number: string;
  /** The status before (info_received for a shipment this batch created). */
  from: TrackingStatus;
  to: TrackingStatus;
  /** UTC time of the event that set it. */
  at: string;
};

/**
 * Called inside the ingest's transaction with the shipments whose status changed, so what it
 * writes (queued mails) is stored with the events or not at all.
 */
export type OnStatusChanges = (trx: Kysely<Database>, changes: StatusChange[]) => Promise<void>;

export type IngestOutcome = {
  /** Shipments the batch named (created or updated). */
  shipments: number;
  events: { new: number; duplicate: number };
  changes: StatusChange[];
};

/** The stored facts of an event that decide a shipment's state. */
export type StoredEventFacts = {
  event_id: string;
  time_utc: string;
  received_at: string;
  status: string;
  last_mile_carrier: string | null;
  last_mile_number: string | null;
};

export type ShipmentState = {
  status: TrackingStatus;
  statusAt: string | null;
  lastMile: { carrier: string; number: string } | null;
  endedAt: string | null;
};

/** Later first: by event time, then by arrival, then by event id (a stable order for ties). */
type Ordered = Pick<StoredEventFacts, 'time_utc' | 'received_at' | 'event_id'>;

export function newerFirst(a: Ordered, b: Ordered): number {
  if (a.time_utc !== b.time_utc) return a.time_utc < b.time_utc ? 1 : -1;
  if (a.received_at !== b.received_at) return a.received_at < b.received_at ? 1 : -1;
  return a.event_id < b.event_id ? 1 : a.event_id > b.event_id ? -1 : 0;
}

/**
 * A shipment's state from its events, whatever order they arrived in: the status of the latest
 * event BY EVENT TIME, the last-mile carrier of the latest event that names one, and the end
 * (delivery or return) time when that status is final. No events: information received.
 */
export function deriveState(events: readonly StoredEventFacts[]): ShipmentState {
  const sorted = [...events].sort(newerFirst);
  const latest = sorted[0];
  if (!latest) return { status: 'info_received', statusAt: null, lastMile: null, endedAt: null };
  const status = latest.status as TrackingStatus;
  const handedOver = sorted.find((e) => e.last_mile_number !== null);
  return {
    status,
    statusAt: latest.time_utc,
    lastMile: handedOver
      ? { carrier: handedOver.last_mile_carrier ?? '', number: handedOver.last_mile_number! }
      : null,
    endedAt: FINAL_STATUSES.includes(status) ? latest.time_utc : null,
  };
}

/**
 * Rows per statement: one API batch (1,000 events of 14 columns: 14,000 parameters) in one
 * statement, well under SQLite's (32,766) and PostgreSQL's (65,535) bound-parameter limits.
 */
const CHUNK = 1000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const eventKey = (number: string, id: string) => `${number}\u0000${id}`;

/**
 * Stores a validated batch in one transaction (the caller's, when `db` is one):
 * 1. upserts the shipments it names (fields given win; a number first seen in an event creates
 *    its shipment), in number order: in PostgreSQL this locks each row, so parallel batches
 *    about the same parcels run one after the other and never deadlock;
 * 2. inserts the events, each (number, id) once: ON CONFLICT DO NOTHING, so a replayed batch,
 *    or the same batch sent twice in parallel, stores every event once;
 * 3. recomputes the state of each shipment that got a new event (see deriveState);
 * 4. calls `onStatusChanges` with the shipments whose status changed, in the transaction.
 */
export async function ingestTracking(
  db: Kysely<Database>,
  batch: IngestBatch,
  now: Date,
  onStatusChanges?: OnStatusChanges,
): Promise<IngestOutcome> {
  const stamp = now.toISOString();
  const fields = new Map<string, ShipmentFields>();
  for (const s of batch.shipments) fields.set(s.number, { ...fields.get(s.number), ...s });
  for (const e of batch.events)
    if (!fields.has(e.number)) fields.set(e.number, { number: e.number });
  const numbers = [...fields.keys()].sort();

  const unique = new Map<string, IngestEvent>();
  for (const e of batch.events) {
    const key = eventKey(e.number, e.id);
    if (!unique.has(key)) unique.set(key, e);
  }
  const events = [...unique.values()].sort((a, b) =>
    a.number === b.number ? (a.id < b.id ? -1 : 1) : a.number < b.number ? -1 : 1,
  );

  // New shipments are filed under this month: its partition first, outside the transaction.
  await ensureMonthPartitions(db, [shipmentMonth(stamp)]);
  return inTransaction(db, async (trx) => {
    const before = new Map<string, ShipmentState & { month: string }>();
    for (const part of chunks(numbers)) {
      const rows = await trx
        .insertInto('tracking_shipments')
        .values(
          part.map((number) => {
            const s = fields.get(number)!;
            return {
              number,
              reference: s.reference ?? null,
              service: s.service ?? null,
              origin: s.origin ?? null,
              destination: s.destination ?? null,
              pieces: s.pieces ?? null,
              weight_kg: s.weightKg ?? null,
              status: 'info_received',
              status_at: null,
              last_mile_carrier: null,
              last_mile_number: null,
              ended_at: null,
              created_at: stamp,
              updated_at: stamp,
            };
          }),
        )
        .onConflict((oc) =>
          // Fields given win; the ones a batch leaves out keep their stored value.
          oc.column('number').doUpdateSet((eb) => ({
            reference: eb.fn.coalesce('excluded.reference', 'tracking_shipments.reference'),
            service: eb.fn.coalesce('excluded.service', 'tracking_shipments.service'),
            origin: eb.fn.coalesce('excluded.origin', 'tracking_shipments.origin'),
            destination: eb.fn.coalesce('excluded.destination', 'tracking_shipments.destination'),
            pieces: eb.fn.coalesce('excluded.pieces', 'tracking_shipments.pieces'),
            weight_kg: eb.fn.coalesce('excluded.weight_kg', 'tracking_shipments.weight_kg'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .returning([
          'number',
          'status',
          'status_at',
          'last_mile_carrier',
          'last_mile_number',
          'ended_at',
          'created_at',
        ])
        .execute();
      for (const row of rows)
        before.set(row.number, {
          status: row.status as TrackingStatus,
          statusAt: row.status_at,
          lastMile:
            row.last_mile_number === null
              ? null
              : { carrier: row.last_mile_carrier ?? '', number: row.last_mile_number },
          endedAt: row.ended_at,
          month: shipmentMonth(row.created_at),
        });
    }
    const monthOf = (number: string) => before.get(number)!.month;
    // Stored shipments' months have theirs (a month's partition goes once it has no shipment).
    await ensureMonthPartitions(
      trx,
      [...before.values()].map((b) => b.month),
    );

    const inserted = new Set<string>();
    let newEvents = 0;
    for (const part of chunks(events)) {
      const rows = await trx
        .insertInto('tracking_events')
        .values(
          part.map((e) => ({
            number: e.number,
            event_id: e.id,
            month: monthOf(e.number),
            time_utc: e.time.utc,
            utc_offset_minutes: e.time.offsetMinutes,
            status: e.status,
            location: e.location,
            description: e.description,
            code: e.code,
            params: e.params && JSON.stringify(e.params),
            description_zh: e.descriptionZh,
            last_mile_carrier: e.lastMile?.carrier ?? null,
            last_mile_number: e.lastMile?.number ?? null,
            received_at: stamp,
          })),
        )
        // No conflict target: the key is (number, event_id), with the month in PostgreSQL.
        .onConflict((oc) => oc.doNothing())
        .returning('number')
        .execute();
      newEvents += rows.length;
      for (const row of rows) inserted.add(row.number);
    }

    const changes: StatusChange[] = [];
    const touched = [...inserted].sort();
    for (const part of chunks(touched)) {
      const rows = await eventsOfShipments(trx, new Map(part.map((n) => [n, monthOf(n)])), [
        'event_id',
        'time_utc',
        'received_at',
        'status',
        'last_mile_carrier',
        'last_mile_number',
      ]);
      const byNumber = new Map<string, StoredEventFacts[]>();
      for (const row of rows) {
        const list = byNumber.get(row.number);
        if (list) list.push(row);
        else byNumber.set(row.number, [row]);
      }
      // Only the shipments whose state changed, in one statement (an upsert of rows that all
      // exist, locked since step 1: an UPDATE of many rows that both databases write alike).
      const updates = part.flatMap((number) => {
        const state = deriveState(byNumber.get(number) ?? []);
        const old = before.get(number)!;
        if (old.status !== state.status)
          changes.push({ number, from: old.status, to: state.status, at: state.statusAt ?? stamp });
        const same =
          old.status === state.status &&
          old.statusAt === state.statusAt &&
          old.endedAt === state.endedAt &&
          old.lastMile?.carrier === state.lastMile?.carrier &&
          old.lastMile?.number === state.lastMile?.number;
        return same ? [] : [{ number, state }];
      });
      if (updates.length === 0) continue;
      await trx
        .insertInto('tracking_shipments')
        .values(
          updates.map(({ number, state }) => ({
            number,
            status: state.status,
            status_at: state.statusAt,
            last_mile_carrier: state.lastMile?.carrier ?? null,
            last_mile_number: state.lastMile?.number ?? null,
            ended_at: state.endedAt,
            created_at: stamp,
            updated_at: stamp,
          })),
        )
        .onConflict((oc) =>
          oc.column('number').doUpdateSet((eb) => ({
            status: eb.ref('excluded.status'),
            status_at: eb.ref('excluded.status_at'),
            last_mile_carrier: eb.ref('excluded.last_mile_carrier'),
            last_mile_number: eb.ref('excluded.last_mile_number'),
            ended_at: eb.ref('excluded.ended_at'),
          })),
        )
        .execute();
    }
    if (onStatusChanges && changes.length > 0) await onStatusChanges(trx, changes);
    return {
      shipments: numbers.length,
      events: { new: newEvents, duplicate: batch.events.length - newEvents },
      changes,
    };
  });
}
