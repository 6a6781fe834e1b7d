import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './migrations';

/** The columns of tracking_events after 0011, in their order. */
const COLUMNS = [
  'number',
  'event_id',
  'month',
  'time_utc',
  'utc_offset_minutes',
  'status',
  'location',
  'description',
  'code',
  'params',
  'description_zh',
  'last_mile_carrier',
  'last_mile_number',
  'received_at',
];

/** The definitions of every column but `number` (whose reference differs). */
const definitions = sql.raw(`event_id text not null,
  month text not null,
  time_utc text not null,
  utc_offset_minutes integer not null,
  status text not null,
  location text,
  description text not null,
  code text,
  params text,
  description_zh text,
  last_mile_carrier text,
  last_mile_number text,
  received_at text not null`);

/**
 * 0011: tracking at the brand's scale (docs/tracking-scale.md). Each event gets the
 * month its shipment was first stored (`month`, `2026-11`), and:
 * - PostgreSQL: `tracking_events` becomes a table partitioned by that month (one partition per
 *   month, `tracking_events_2026_11`, made here for the months stored and then by the first
 *   ingest of each new month), keyed by (number, event_id, month): every event of a shipment has
 *   the same month, so each (number, event_id) is still stored once. No foreign key to the
 *   shipments: the retention drops a month's partition once its shipments are gone, instead of
 *   deleting events one by one (src/lib/tracking/partitions.ts). The stored events move over.
 * - SQLite: the table is rebuilt WITHOUT ROWID on (number, event_id): the events of a shipment
 *   lie together in the key's order, one B-tree instead of a table and two indexes.
 * Both drop the index on (number, time_utc): every read finds the events by the key's number
 * and sorts a shipment's few events itself. An index on the shipments' `created_at` finds
 * whether a month still has shipments.
 */
export function trackingMonths(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const list = sql.join(COLUMNS.map((c) => sql.ref(c)));
      const old = COLUMNS.map((c) =>
        c === 'month' ? sql`substr(s.created_at, 1, 7)` : sql.ref(`e.${c}`),
      );
      if (dialect === 'postgres') {
        await sql`alter table tracking_events rename to tracking_events_unpartitioned`.execute(db);
        await sql`alter table tracking_events_unpartitioned
          rename constraint tracking_events_pk to tracking_events_unpartitioned_pk`.execute(db);
        await sql`drop index tracking_events_number_time`.execute(db);
        await sql`create table tracking_events (
            number text not null,
            ${definitions},
            constraint tracking_events_pk primary key (number, event_id, month)
          ) partition by list (month)`.execute(db);
        const { rows } = await sql<{ month: string }>`
          select distinct substr(created_at, 1, 7) as month from tracking_shipments`.execute(db);
        for (const { month } of rows) {
          const [year, m] = month.split('-');
          await sql`create table ${sql.table(`tracking_events_${year}_${m}`)}
            partition of tracking_events for values in (${sql.lit(month)})`.execute(db);
        }
        await sql`insert into tracking_events (${list})
          select ${sql.join(old)} from tracking_events_unpartitioned e
          join tracking_shipments s on s.number = e.number`.execute(db);
        await sql`drop table tracking_events_unpartitioned`.execute(db);
      } else {
        // Kysely runs SQLite's migrations outside a transaction: this one is one, whole or not.
        await sql`begin immediate`.execute(db);
        try {
          await sql`create table tracking_events_keyed (
              number text not null references tracking_shipments (number) on delete cascade,
              ${definitions},
              constraint tracking_events_pk primary key (number, event_id)
            ) without rowid`.execute(db);
          await sql`insert into tracking_events_keyed (${list})
            select ${sql.join(old)} from tracking_events e
            join tracking_shipments s on s.number = e.number
            order by e.number, e.event_id`.execute(db);
          await sql`drop table tracking_events`.execute(db);
          await sql`alter table tracking_events_keyed rename to tracking_events`.execute(db);
          await sql`commit`.execute(db);
        } catch (error) {
          await sql`rollback`.execute(db);
          throw error;
        }
      }
      await db.schema
        .createIndex('tracking_shipments_created')
        .on('tracking_shipments')
        .column('created_at')
        .execute();
    },
  };
}
