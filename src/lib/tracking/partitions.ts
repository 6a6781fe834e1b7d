import { sql, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { fromJson, type Json } from '@/lib/db/json';
import type { Database, TrackingEventsTable } from '@/lib/db/types';

/**
 * PostgreSQL keeps tracking events in one partition per month (migration 0011,
 * docs/tracking-scale.md): `tracking_events_2026_11` holds the events of the shipments first
 * stored in November 2026 (`tracking_events.month`, see shipmentMonth). SQLite has one table.
 */

/**
 * The month an event is filed under: the month its shipment was first stored (`created_at`,
 * `2026-11`). Every event of a shipment has the same one, so (number, event_id) stays unique in
 * PostgreSQL's partitions by month (docs/tracking-scale.md), and a lookup reads only the
 * partitions of the shipments it found.
 */
export const shipmentMonth = (createdAt: string) => createdAt.slice(0, 7);

/**
 * The month of a stored shipment's events, as a subquery: on PostgreSQL, events of a shipment
 * deleted by the retention stay until their month's partition goes, and a shipment stored again
 * under the same number later has another month.
 */
export function ownMonth(db: Kysely<Database>, number: string) {
  return db
    .selectFrom('tracking_shipments')
    .select(sql<string>`substr(created_at, 1, 7)`.as('month'))
    .where('number', '=', number);
}

type EventRow<C extends keyof TrackingEventsTable> = Pick<Selectable<TrackingEventsTable>, C>;
/** A shipment's events as the database aggregates them: one array of values per event, in the
 * order of the columns asked for (text on SQLite, parsed by the driver on PostgreSQL). */
type StoredEvents = Json<unknown[][]> | unknown[][] | null;

/**
 * One shipment's stored events, from its own month only (one partition on PostgreSQL), newest
 * first in the tracking page's order: by time, then as received, then by id.
 */
export function shipmentEvents(db: Kysely<Database>, number: string) {
  return db
    .selectFrom('tracking_events')
    .where('number', '=', number)
    .where('month', '=', ownMonth(db, number))
    .orderBy('time_utc', 'desc')
    .orderBy('received_at', 'desc')
    .orderBy('event_id', 'desc');
}

/**
 * Every stored event of the shipment `s` of the enclosing query (`tracking_shipments as s`), in
 * its own month only, as one JSON array with an array of `columns`' values for each event (read
 * it with eventsFromJson and the same columns): a correlated subquery, so a lookup reads its
 * shipments and their events in one statement (one round trip), and the client parses one JSON
 * text a shipment rather than one row an event. Values without their names: a lookup's JSON is
 * half as long, which both databases build and the client parses faster (docs/tracking-scale.md).
 * On PostgreSQL the month is a parameter of each execution: the Append prunes it at run time to
 * that month's partition and probes that partition's key for that number only.
 */
export function eventsJson<C extends keyof TrackingEventsTable>(
  db: Kysely<Database>,
  columns: readonly C[],
): RawBuilder<StoredEvents> {
  const values = sql.join(columns.map((c) => sql`e.${sql.ref(c)}`));
  const where = sql`from tracking_events as e
    where e.month = substr(s.created_at, 1, 7) and e.number = s.number`;
  return (
    isPostgres(db)
      ? sql`(select json_agg(json_build_array(${values})) ${where})`
      : sql`(select json_group_array(json_array(${values})) ${where})`
  ).$castTo<StoredEvents>();
}

/**
 * The events eventsJson read with `columns`, as objects: PostgreSQL's driver parses JSON itself
 * (and answers null for a shipment without events), SQLite answers the text.
 */
export function eventsFromJson<C extends keyof TrackingEventsTable>(
  value: StoredEvents,
  columns: readonly C[],
): EventRow<C>[] {
  if (value === null || value === undefined) return [];
  const rows = typeof value === 'string' ? fromJson(value) : value;
  return rows.map((values) => {
    const event: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) event[columns[i]!] = values[i];
    return event as EventRow<C>;
  });
}

/**
 * Whether `db` is PostgreSQL (partitions) rather than SQLite (one table), by what its adapter
 * says of itself, not by its class: the server's bundle may hold more than one copy of Kysely,
 * and an `instanceof` across copies is false (every ingest then missed its month's partition on
 * PostgreSQL). Of the two databases the site runs on, only PostgreSQL's adapter has
 * transactional DDL.
 */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter.supportsTransactionalDdl;
}

/**
 * `column in (…values…)` for a tracking read: on PostgreSQL one array parameter
 * (`column = any($1::text[])`), so the statement's text is the same for 1 or 1,000 values and
 * short to send, parse and plan; on SQLite, which has no arrays, a parameter a value.
 */
export function isAnyOf(
  db: Kysely<Database>,
  column: string,
  values: readonly string[],
): RawBuilder<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`${sql.ref(column)} = any(${[...values]}::text[])`
    : sql<SqlBool>`${sql.ref(column)} in (${sql.join(values)})`;
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** The partition of a month: `2026-11` → `tracking_events_2026_11`. */
export function partitionName(month: string): string {
  const m = MONTH.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  return `tracking_events_${m[1]}_${m[2]}`;
}

/** The month after `2026-12`: `2027-01`. */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, m!, 1)).toISOString().slice(0, 7);
}

/** Months whose partition this process has seen (created or found): checked once each. */
const known = new WeakMap<object, Set<string>>();

/**
 * Makes sure the partitions of `months` exist (PostgreSQL; nothing on SQLite). A new month's
 * partition is made once, by the first batch of that month: under a transaction-level advisory
 * lock, so two instances making the same one take turns, and `if not exists`.
 */
export async function ensureMonthPartitions(
  db: Kysely<Database>,
  months: Iterable<string>,
): Promise<void> {
  if (!isPostgres(db)) return;
  const key = db.getExecutor().adapter;
  const seen = known.get(key) ?? new Set<string>();
  known.set(key, seen);
  const missing = [...new Set(months)].filter((month) => !seen.has(month)).sort();
  if (missing.length === 0) return;
  const create = async (trx: Kysely<Database>) => {
    await sql`select pg_advisory_xact_lock(hashtext('tracking_events partitions'))`.execute(trx);
    for (const month of missing) {
      const name = partitionName(month);
      await sql`create table if not exists ${sql.table(name)} partition of tracking_events
        for values in (${sql.lit(month)})`.execute(trx);
    }
  };
  if (db.isTransaction) await create(db);
  else await db.transaction().execute(create);
  for (const month of missing) seen.add(month);
}

/**
 * Drops the partitions of months that ended before `before` and have no shipment left (the
 * retention deleted them all): their events go at once, without a row-by-row delete. Answers the
 * months dropped. A month with a parcel still on its way is kept whole until it ends.
 */
export async function dropEmptyMonths(db: Kysely<Database>, before: string): Promise<string[]> {
  if (!isPostgres(db)) return [];
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      join pg_class p on p.oid = i.inhparent
    where p.relname = 'tracking_events'
    order by c.relname`.execute(db);
  const dropped: string[] = [];
  for (const { name } of rows) {
    const m = /^tracking_events_(\d{4})_(\d{2})$/.exec(name);
    if (!m) continue;
    const month = `${m[1]}-${m[2]}`;
    const end = `${nextMonth(month)}-01`;
    if (end > before) continue;
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('tracking_events partitions'))`.execute(trx);
      const left = await trx
        .selectFrom('tracking_shipments')
        .select('number')
        .where('created_at', '>=', `${month}-01`)
        .where('created_at', '<', end)
        .limit(1)
        .executeTakeFirst();
      if (left) return;
      await sql`drop table if exists ${sql.table(name)}`.execute(trx);
      dropped.push(month);
    });
  }
  for (const month of dropped) known.get(db.getExecutor().adapter)?.delete(month);
  return dropped;
}
