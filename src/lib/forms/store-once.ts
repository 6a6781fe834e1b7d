import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/lib/db/types';
import type { Dialect } from '@/lib/db/migrations';
import type { Db } from '@/lib/db';
import {
  consumeRateLimit,
  rateLimited,
  type RateLimit,
  type RateLimited,
} from '@/lib/http/rate-limit';

export type StoreOutcome = { kind: 'stored'; reference: string; duplicate: boolean } | RateLimited;

/**
 * Runs `work` in a write transaction that holds the write lock from its first statement: SQLite's
 * BEGIN IMMEDIATE, or in PostgreSQL a transaction-scoped advisory lock per client, so two
 * instances cannot both count four attempts and both store a fifth.
 */
async function writeTransaction<T>(
  db: Kysely<Database>,
  dialect: Dialect,
  lockKey: string,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres') {
    return db.transaction().execute(async (trx: Transaction<Database>) => {
      await sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`.execute(trx);
      return work(trx);
    });
  }
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

export type Submission = {
  /** submissionKey() of what was sent. */
  key: string;
  /** Who is sending (clientKeyOf the address): the rate limit's key and the lock's. */
  clientKey: string;
  limit: RateLimit;
  /** Where the feature keeps its submissions (a submission_key column) and their references. */
  table: keyof typeof REFERENCE_COLUMN;
  /**
   * Writes the submission and what goes with it (its mails in the outbox); returns its
   * reference, or null when a reference it drew was taken (nothing written: it is asked again).
   */
  insert: (trx: Kysely<Database>) => Promise<string | null>;
};

/** The column of each submissions table that holds the reference a visitor is given. */
const REFERENCE_COLUMN = {
  applications: 'id',
  enquiries: 'reference',
  booking_messages: 'id',
} as const;

/** The reference of the submission stored under a key, if any. */
async function findStored(
  trx: Kysely<Database>,
  table: keyof typeof REFERENCE_COLUMN,
  key: string,
): Promise<string | undefined> {
  const { rows } = await sql<{ reference: string }>`
    select ${sql.ref(REFERENCE_COLUMN[table])} as reference from ${sql.table(table)}
    where submission_key = ${key}`.execute(trx);
  // An id column reads as a number on SQLite: a reference is always its text.
  return rows[0] ? String(rows[0].reference) : undefined;
}

/** Tries at a reference not yet taken (a collision is about one in a billion per submission). */
const REFERENCE_TRIES = 5;

/**
 * Stores a form's submission once, within its rate limit, all of it or nothing: one
 * transaction holding the client's lock checks whether the same submission was stored before
 * (then answers with its reference and writes nothing), counts the new one against the limit
 * (a refusal writes nothing, the count included) and writes it.
 */
export async function storeOnce(
  { db, dialect }: Db,
  submission: Submission,
  now: Date,
): Promise<StoreOutcome> {
  const { key, clientKey, limit, table, insert } = submission;
  return writeTransaction(db, dialect, clientKey, async (trx) => {
    const existing = await findStored(trx, table, key);
    if (existing) return { kind: 'stored', reference: existing, duplicate: true };
    const counted = await consumeRateLimit(trx, limit, clientKey, now);
    if (!counted.ok) return rateLimited(counted.retryAfterSeconds);
    for (let attempt = 0; attempt < REFERENCE_TRIES; attempt++) {
      const reference = await insert(trx);
      if (reference) return { kind: 'stored', reference, duplicate: false };
      // The same submission stored by a client at another address in the meantime.
      const raced = await findStored(trx, table, key);
      if (raced) return { kind: 'stored', reference: raced, duplicate: true };
    }
    throw new Error(`no free reference after ${REFERENCE_TRIES} tries`);
  });
}

/**
 * Counts an attempt that stores nothing (a bot caught by the honeypot) against the limit, under
 * the same lock; the refusal when the client is over it, else null.
 */
export async function countAttempt(
  { db, dialect }: Db,
  limit: RateLimit,
  clientKey: string,
  now: Date,
): Promise<RateLimited | null> {
  return writeTransaction(db, dialect, clientKey, async (trx) => {
    const counted = await consumeRateLimit(trx, limit, clientKey, now);
    return counted.ok ? null : rateLimited(counted.retryAfterSeconds);
  });
}
