import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './migrations';

/**
 * 0023: a tracked shipment's state is written in place (docs/tracking-scale.md, fourth pass).
 * Every new event rewrites its shipment's status, status time, end and updated_at; of those only
 * the end (`ended_at`) was indexed. That index goes (the retention finds the ended shipments
 * through their creation time, which their end never precedes), and on PostgreSQL the table's
 * pages keep a tenth free (`fillfactor`, for the pages written from now on): the new version of
 * a row then goes into its own page with no new entry in any of the table's indexes (a heap-only
 * update), where it took one in each of five.
 */
export function trackingStateInPlace(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('tracking_shipments_ended').ifExists().execute();
      if (dialect === 'postgres')
        await sql`alter table tracking_shipments set (fillfactor = 90)`.execute(db);
    },
  };
}
