import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './migrations';

/**
 * 0023: a tracked shipment's state is written in place on PostgreSQL (docs/tracking-scale.md,
 * fourth pass). Every new event rewrites its shipment's status, status time and updated_at, none
 * of them indexed: with a tenth of each page kept free (`fillfactor`, for the pages written from
 * now on) the new version of the row goes into its own page with no new entry in any of the
 * table's indexes (a heap-only update). Only the event that ends a parcel, once in its life,
 * changes the indexed end time (`ended_at`), which the retention and the console's numbers
 * (deliveries by day) read.
 */
export function trackingStateInPlace(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres')
        await sql`alter table tracking_shipments set (fillfactor = 90)`.execute(db);
    },
  };
}
