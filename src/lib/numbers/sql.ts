import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@/lib/db/types';
import { addDays } from '@/lib/shipping/calendar';
import { isPostgres } from '@/lib/tracking/partitions';

/** Each dialect's way of saying the same thing in SQL. */
export function dialectOf(db: Kysely<Database>) {
  const pg = isPostgres(db);
  return {
    /**
     * The UTC hour of an ISO instant stored as text (`2026-11-02T16`): a prefix, so no date is
     * parsed per row; beijingDay turns it into the Beijing day (UTC+8 is whole hours).
     */
    hour: (column: string): RawBuilder<string> => sql<string>`substr(${sql.ref(column)}, 1, 13)`,
    /** A JSON text column's value at `path`, as text. */
    json: (column: string, path: readonly string[]): RawBuilder<string | null> =>
      pg
        ? sql<string | null>`((${sql.ref(column)})::json #>> ${sql.lit(`{${path.join(',')}}`)})`
        : sql<string | null>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${path.join('.')}`)})`,
  };
}

/** The Beijing day of a UTC hour as `hour` gives it: from 16:00 UTC it is the next day (UTC+8). */
export function beijingDay(utcHour: string): string {
  const date = utcHour.slice(0, 10);
  return Number(utcHour.slice(11, 13)) < 16 ? date : addDays(date, 1);
}
