import { CompiledQuery, type Insertable, type Kysely, type Selectable } from 'kysely';
import { toJson } from '@/lib/db/json';
import type { Database, TrackingEventsTable, TrackingShipmentsTable } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { FINAL_STATUSES, type TrackingStatus } from './model';
import type { IngestBatch, IngestEvent, ShipmentFields } from './ingest';
import {
  ensureMonthPartitions,
  eventsFromJson,
  eventsJson,
  isAnyOf,
  isPostgres,
  shipmentMonth,
} from './partitions';

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
const FACT_COLUMNS = [
  'event_id',
  'time_utc',
  'received_at',
  'status',
  'last_mile_carrier',
  'last_mile_number',
] as const;
type FactColumn = (typeof FACT_COLUMNS)[number];
export type StoredEventFacts = Pick<Selectable<TrackingEventsTable>, FactColumn>;

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
  const status = latest.status;
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
 * A shipment's state after `added` events, from its stored state alone when that is enough: when
 * it has no event yet (no status time), or when every added event is later than its latest
 * (its status time is the latest event's time). Then the latest event is among the added ones,
 * and so is the latest naming a last-mile carrier, unless none of them names one: the stored one
 * stays. Otherwise null: the state needs all the shipment's events (deriveState).
 */
export function laterState(
  stored: ShipmentState,
  added: readonly StoredEventFacts[],
): ShipmentState | null {
  const { statusAt } = stored;
  if (statusAt !== null && !added.every((e) => e.time_utc > statusAt)) return null;
  const state = deriveState(added);
  return { ...state, lastMile: state.lastMile ?? stored.lastMile };
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

/** The shipment fields an ingest may give (the rest is the state, derived from the events). */
const GIVEN = ['reference', 'service', 'origin', 'destination', 'pieces', 'weight_kg'] as const;

/** Whether a batch gives any of a shipment's fields (else only its events name it). */
const hasFields = (s: ShipmentFields) =>
  s.reference != null ||
  s.service != null ||
  s.origin != null ||
  s.destination != null ||
  s.pieces != null ||
  s.weightKg != null;

/** What the ingest reads of a stored shipment. */
const STATE_COLUMNS = [
  'number',
  'status',
  'status_at',
  'last_mile_carrier',
  'last_mile_number',
  'ended_at',
  'created_at',
] as const;

type StoredShipment = Pick<Selectable<TrackingShipmentsTable>, (typeof STATE_COLUMNS)[number]>;

/** PostgreSQL's types of the ingest's columns that are not text (unnest's arrays are typed). */
const POSTGRES_TYPES: Record<string, string> = {
  pieces: 'integer',
  weight_kg: 'double precision',
  utc_offset_minutes: 'integer',
};

/**
 * A multi-row INSERT of `rows` (each with the same columns) and `tail` (its ON CONFLICT and
 * RETURNING clauses), compiled here rather than by Kysely's builder: an ingest statement carries
 * up to 14,000 values, and a node built, frozen and compiled for each cost the client more CPU
 * than the database spent storing them (docs/tracking-scale.md). Column names come from the
 * code, every value is a parameter. PostgreSQL gets one array a column
 * (`select * from unnest($1::text[], …)`): a statement of a few hundred characters that it
 * parses and plans in microseconds, where a VALUES list of 14,000 parameters took milliseconds;
 * SQLite, which has no arrays, gets the VALUES list.
 */
async function insertRows<T extends 'tracking_shipments' | 'tracking_events', R>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  tail: string,
): Promise<R[]> {
  const columns = Object.keys(rows[0]!) as (keyof Insertable<Database[T]> & string)[];
  let statement: string;
  let parameters: unknown[];
  if (isPostgres(db)) {
    parameters = columns.map((column) => rows.map((row) => row[column] ?? null));
    const arrays = columns.map((c, i) => `$${i + 1}::${POSTGRES_TYPES[c] ?? 'text'}[]`);
    statement = `insert into ${table} (${columns.join(', ')}) select * from unnest(${arrays.join(', ')}) ${tail}`;
  } else {
    parameters = [];
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    for (const row of rows) for (const column of columns) parameters.push(row[column] ?? null);
    statement = `insert into ${table} (${columns.join(', ')}) values ${Array(rows.length).fill(tuple).join(', ')} ${tail}`;
  }
  const { rows: out } = await db.executeQuery<R>(CompiledQuery.raw(statement, parameters));
  return out;
}

type StateUpdate = { number: string; old: ShipmentState; state: ShipmentState };

/**
 * Writes the state of stored shipments (locked by the ingest's first statement) and their
 * updated_at: an upsert of rows that all exist, which both databases run as one index probe and
 * one update a row (PostgreSQL plans an UPDATE … FROM (VALUES …) of them as a hash join over the
 * whole table). One statement for each set of indexed columns that change (the last mile,
 * the end): SQLite rewrites an index entry of every column an UPDATE sets, changed or not, and
 * most events change neither (their status and its time are not indexed).
 */
async function writeStates(
  trx: Kysely<Database>,
  updates: readonly StateUpdate[],
  stamp: string,
): Promise<void> {
  const shapes = new Map<string, StateUpdate[]>();
  for (const update of updates) {
    const { old, state } = update;
    const lastMile =
      old.lastMile?.carrier !== state.lastMile?.carrier ||
      old.lastMile?.number !== state.lastMile?.number;
    const key = `${lastMile ? 'l' : ''}${old.endedAt !== state.endedAt ? 'e' : ''}`;
    const list = shapes.get(key);
    if (list) list.push(update);
    else shapes.set(key, [update]);
  }
  for (const [key, part] of shapes) {
    const set = [
      'status = excluded.status',
      'status_at = excluded.status_at',
      'updated_at = excluded.updated_at',
      ...(key.includes('l')
        ? [
            'last_mile_carrier = excluded.last_mile_carrier',
            'last_mile_number = excluded.last_mile_number',
          ]
        : []),
      ...(key.includes('e') ? ['ended_at = excluded.ended_at'] : []),
    ];
    await insertRows(
      trx,
      'tracking_shipments',
      part.map(({ number, state }) => ({
        number,
        status: state.status,
        status_at: state.statusAt,
        last_mile_carrier: state.lastMile?.carrier ?? null,
        last_mile_number: state.lastMile?.number ?? null,
        ended_at: state.endedAt,
        created_at: stamp,
        updated_at: stamp,
      })),
      `on conflict (number) do update set ${set.join(', ')}`,
    );
  }
}

/**
 * Stores a validated batch in one transaction (the caller's, when `db` is one):
 * 1. upserts the shipments it names (fields given win; a number first seen in an event creates
 *    its shipment), in number order: in PostgreSQL this locks each row, so parallel batches
 *    about the same parcels run one after the other and never deadlock;
 * 2. inserts the events, each (number, id) once: ON CONFLICT DO NOTHING, so a replayed batch,
 *    or the same batch sent twice in parallel, stores every event once;
 * 3. derives the state of each shipment that got a new event: from its stored state when its
 *    new events are all later than its latest (laterState), else from all its events, read
 *    back (deriveState); writes each shipment's state and updated_at once;
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
    const remember = (row: StoredShipment) =>
      before.set(row.number, {
        status: row.status,
        statusAt: row.status_at,
        lastMile:
          row.last_mile_number === null
            ? null
            : { carrier: row.last_mile_carrier ?? '', number: row.last_mile_number },
        endedAt: row.ended_at,
        month: shipmentMonth(row.created_at),
      });
    // Shipments written here (created, or given fields): their updated_at is set.
    const written = new Set<string>();
    for (const part of chunks(numbers)) {
      // The stored ones first, read and (PostgreSQL) locked in number order by one statement:
      // parallel batches about the same parcels take turns and never deadlock. A feed's batch
      // (events of stored parcels, no fields) needs nothing more before its events.
      const stored = await trx
        .selectFrom('tracking_shipments')
        .select(STATE_COLUMNS)
        .where(isAnyOf(trx, 'number', part))
        .orderBy('number')
        .$if(isPostgres(trx), (q) => q.forUpdate())
        .execute();
      for (const row of stored) remember(row);
      const write = part.filter((number) => !before.has(number) || hasFields(fields.get(number)!));
      if (write.length === 0) continue;
      const rows = await insertRows<'tracking_shipments', StoredShipment>(
        trx,
        'tracking_shipments',
        write.map((number) => {
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
        // Fields given win; the ones a batch leaves out keep their stored value. A shipment
        // another batch stored since the read above, named here without fields, is not written
        // (its state is, below, once), but PostgreSQL still locks it, in number order.
        `on conflict (number) do update set
          ${GIVEN.map((c) => `${c} = coalesce(excluded.${c}, tracking_shipments.${c})`).join(', ')},
          updated_at = excluded.updated_at
        where ${GIVEN.map((c) => `excluded.${c} is not null`).join(' or ')}
        returning ${STATE_COLUMNS.join(', ')}`,
      );
      for (const row of rows) {
        remember(row);
        written.add(row.number);
      }
      // Stored by another batch since the read above (not returned): locked by the upsert.
      const rest = write.filter((number) => !before.has(number));
      if (rest.length > 0)
        for (const row of await trx
          .selectFrom('tracking_shipments')
          .select(STATE_COLUMNS)
          .where(isAnyOf(trx, 'number', rest))
          .execute())
          remember(row);
    }
    const monthOf = (number: string) => before.get(number)!.month;
    // Stored shipments' months have theirs (a month's partition goes once it has no shipment).
    await ensureMonthPartitions(
      trx,
      [...before.values()].map((b) => b.month),
    );

    // The events stored now (not those stored before), by shipment, as the store keeps them.
    const added = new Map<string, StoredEventFacts[]>();
    let newEvents = 0;
    for (const part of chunks(events)) {
      const rows = await insertRows<'tracking_events', { number: string; event_id: string }>(
        trx,
        'tracking_events',
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
          params: e.params && toJson(e.params),
          description_zh: e.descriptionZh,
          last_mile_carrier: e.lastMile?.carrier ?? null,
          last_mile_number: e.lastMile?.number ?? null,
          received_at: stamp,
        })),
        // No conflict target: the key is (number, event_id), with the month in PostgreSQL.
        'on conflict do nothing returning number, event_id',
      );
      newEvents += rows.length;
      for (const row of rows) {
        const e = unique.get(eventKey(row.number, row.event_id))!;
        const facts: StoredEventFacts = {
          event_id: e.id,
          time_utc: e.time.utc,
          received_at: stamp,
          status: e.status,
          last_mile_carrier: e.lastMile?.carrier ?? null,
          last_mile_number: e.lastMile?.number ?? null,
        };
        const list = added.get(row.number);
        if (list) list.push(facts);
        else added.set(row.number, [facts]);
      }
    }

    // Each shipment's new state: from its stored state and its new events when they are all
    // later than its latest (a feed's usual case), else from all its events, read back.
    const after = new Map<string, ShipmentState>();
    const reread: string[] = [];
    for (const [number, list] of added) {
      const state = laterState(before.get(number)!, list);
      if (state) after.set(number, state);
      else reread.push(number);
    }
    for (const part of chunks(reread.sort())) {
      const rows = await trx
        .selectFrom('tracking_shipments as s')
        .select('number')
        .select(eventsJson(trx, FACT_COLUMNS).as('events'))
        .where(isAnyOf(trx, 'number', part))
        .execute();
      for (const row of rows)
        after.set(row.number, deriveState(eventsFromJson(row.events, FACT_COLUMNS)));
    }

    const changes: StatusChange[] = [];
    const updates: StateUpdate[] = [];
    for (const number of numbers) {
      const old = before.get(number)!;
      const state = after.get(number) ?? old;
      if (old.status !== state.status)
        changes.push({ number, from: old.status, to: state.status, at: state.statusAt ?? stamp });
      const same =
        old.status === state.status &&
        old.statusAt === state.statusAt &&
        old.endedAt === state.endedAt &&
        old.lastMile?.carrier === state.lastMile?.carrier &&
        old.lastMile?.number === state.lastMile?.number;
      // The shipments whose state changed, and those not written above (their updated_at).
      if (!same || !written.has(number)) updates.push({ number, old, state });
    }
    for (const part of chunks(updates)) await writeStates(trx, part, stamp);
    if (onStatusChanges && changes.length > 0) await onStatusChanges(trx, changes);
    return {
      shipments: numbers.length,
      events: { new: newEvents, duplicate: batch.events.length - newEvents },
      changes,
    };
  });
}
