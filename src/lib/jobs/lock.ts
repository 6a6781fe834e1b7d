import { sql, type Kysely } from 'kysely';
import type { Dialect } from '@/lib/db/migrations';
import type { Database } from '@/lib/db/types';

/** The PostgreSQL advisory lock a housekeeping run holds, so one instance runs it at a time. */
export const HOUSEKEEPING_LOCK = 7_320_221;

/**
 * Runs `work` holding HOUSEKEEPING_LOCK on PostgreSQL; when another instance holds it, this one
 * skips the run (that instance is doing it). The lock is held by one connection, outside a
 * transaction, so a statement that fails in `work` does not abort the others; the lock goes with
 * the connection if the process dies. SQLite is one machine's file, whose writes are one at a
 * time anyway. Returns whether the work ran.
 */
export async function oneInstanceAtATime(
  db: Kysely<Database>,
  dialect: Dialect | undefined,
  work: (db: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  if (dialect !== 'postgres') {
    await work(db);
    return true;
  }
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${HOUSEKEEPING_LOCK}) as locked`.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${HOUSEKEEPING_LOCK})`.execute(connection);
    }
    return true;
  });
}
