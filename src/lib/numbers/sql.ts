import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@/lib/db/types';
import { isPostgres } from '@/lib/tracking/partitions';

/** Each dialect's way of saying the same thing in SQL. */
export function dialectOf(db: Kysely<Database>) {
  const pg = isPostgres(db);
  return {
    /** The Beijing day of an ISO instant stored as text. */
    day: (column: string): RawBuilder<string> =>
      pg
        ? sql<string>`to_char((${sql.ref(column)})::timestamptz at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`
        : sql<string>`date(${sql.ref(column)}, '+8 hours')`,
    /** A JSON text column's value at `path`, as text. */
    json: (column: string, path: readonly string[]): RawBuilder<string | null> =>
      pg
        ? sql<string | null>`((${sql.ref(column)})::json #>> ${sql.lit(`{${path.join(',')}}`)})`
        : sql<string | null>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${path.join('.')}`)})`,
    /** A JSON text column's number at `path`, summed (0 when none). */
    sumJson: (column: string, path: readonly string[]): RawBuilder<number> =>
      pg
        ? sql<number>`coalesce(sum(((${sql.ref(column)})::json #>> ${sql.lit(`{${path.join(',')}}`)})::numeric), 0)`
        : sql<number>`coalesce(sum(json_extract(${sql.ref(column)}, ${sql.lit(`$.${path.join('.')}`)})), 0)`,
  };
}
