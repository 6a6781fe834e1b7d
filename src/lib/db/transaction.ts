import type { Kysely, Transaction } from 'kysely';
import type { Database } from './types';

/**
 * Runs `fn` in a transaction: a new one on a database, or the caller's own when `db` already is
 * one (Kysely cannot nest them), so a store function can also be one step of a larger change
 * (the console's import records itself and its audit entry with the events it stores).
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return fn(db);
  return db.transaction().execute((trx: Transaction<Database>) => fn(trx));
}
