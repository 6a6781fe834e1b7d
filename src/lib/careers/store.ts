import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/lib/db/types';
import type { Dialect } from '@/lib/db/migrations';
import type { ApplicationInput } from './application';
import { resumeMimeTypes, type ResumeFormat } from './document-type';
import { encryptResume, resumeKey } from './resume-files';

/** At most this many submissions per client address in the window. */
export const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 };

export type StoredApplication = {
  application: ApplicationInput & { positionTitle: string };
  resume: { bytes: Uint8Array; format: ResumeFormat; name: string };
  locale: string;
  /** The id the form was rendered with. */
  submissionId: string;
  /** Who is sending, for the rate limit (the client address). */
  clientKey: string;
  /** Whether a mail goes to HR (SMTP_URL and CAREERS_INBOX set). */
  mailEnabled: boolean;
};

export type StoreOutcome =
  | { kind: 'stored'; reference: string; duplicate: boolean }
  | { kind: 'rate-limited'; retryAfterMinutes: number };

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A reference number like BW-261121-7K3QXM: the date in China time and 30 random bits. */
export function newReference(now: Date): string {
  const china = new Date(now.getTime() + 8 * 3600_000).toISOString();
  const date = china.slice(2, 10).replaceAll('-', '');
  const bytes = randomBytes(6);
  const code = Array.from(bytes, (b) => CROCKFORD[b & 31]).join('');
  return `BW-${date}-${code}`;
}

const hash = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('hex');

/**
 * The key that makes a submission idempotent: the form's submission id with the email, so the
 * same form posted twice (a double click, a reload of the POST) is one application, while two
 * people who happen to post the same prerendered id (no JavaScript) stay two applications.
 */
export function submissionKey(submissionId: string, email: string): string {
  return hash('submission', submissionId, email.trim().toLowerCase());
}

/** Whole minutes until the oldest counted attempt leaves the window (at least 1). */
function minutesUntilFree(oldest: string, now: Date): number {
  const freeAt = new Date(oldest).getTime() + RATE_LIMIT.windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
}

type RateLimited = Extract<StoreOutcome, { kind: 'rate-limited' }>;

/** The refusal for a client that has used up its submissions in the window, or null. */
async function rateLimit(
  db: Kysely<Database>,
  clientKey: string,
  now: Date,
): Promise<RateLimited | null> {
  const since = new Date(now.getTime() - RATE_LIMIT.windowMs).toISOString();
  const recent = await db
    .selectFrom('submission_attempts')
    .select('created_at')
    .where('client_key', '=', clientKey)
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .execute();
  if (recent.length < RATE_LIMIT.max) return null;
  return { kind: 'rate-limited', retryAfterMinutes: minutesUntilFree(recent[0]!.created_at, now) };
}

/** Counts one submission of a client toward the rate limit. */
async function countAttempt(db: Kysely<Database>, clientKey: string, now: Date) {
  await db
    .insertInto('submission_attempts')
    .values({ client_key: clientKey, created_at: now.toISOString() })
    .execute();
}

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

/**
 * Records a honeypot catch: it counts toward the rate limit but stores no application.
 * Returns whether the client is already over the limit.
 */
export async function recordAttempt(
  db: Kysely<Database>,
  dialect: Dialect,
  clientKey: string,
  now: Date,
): Promise<StoreOutcome | null> {
  return writeTransaction(db, dialect, clientKey, async (trx) => {
    const limited = await rateLimit(trx, clientKey, now);
    if (!limited) await countAttempt(trx, clientKey, now);
    return limited;
  });
}

/**
 * Stores an application and its résumé in one transaction, after checking the rate limit and
 * whether this submission was stored already. Either all of it is stored or nothing is.
 */
export async function storeApplication(
  db: Kysely<Database>,
  dialect: Dialect,
  input: StoredApplication,
  now: Date,
): Promise<StoreOutcome> {
  const key = submissionKey(input.submissionId, input.application.email);
  // Before anything is written: a key that cannot be read or made stores nothing.
  const fileKey = resumeKey();
  return writeTransaction(db, dialect, input.clientKey, async (trx) => {
    const existing = await trx
      .selectFrom('applications')
      .select('id')
      .where('submission_key', '=', key)
      .executeTakeFirst();
    if (existing) return { kind: 'stored', reference: existing.id, duplicate: true };

    const limited = await rateLimit(trx, input.clientKey, now);
    if (limited) return limited;

    const reference = newReference(now);
    const a = input.application;
    await trx
      .insertInto('applications')
      .values({
        id: reference,
        submission_key: key,
        created_at: now.toISOString(),
        locale: input.locale,
        name: a.name,
        email: a.email,
        phone: a.phone,
        position_id: a.position,
        position_title: a.positionTitle,
        city: a.city,
        experience: a.experience,
        message: a.message,
        consent_at: now.toISOString(),
        resume_name: input.resume.name,
        resume_type: resumeMimeTypes[input.resume.format],
        resume_size: input.resume.bytes.byteLength,
        mail_status: input.mailEnabled ? 'pending' : 'unsent',
        mail_error: input.mailEnabled ? null : 'mail not configured',
      })
      .execute();
    await trx
      .insertInto('application_files')
      .values({
        application_id: reference,
        content: encryptResume(input.resume.bytes, reference, fileKey),
      })
      .execute();
    await countAttempt(trx, input.clientKey, now);
    return { kind: 'stored', reference, duplicate: false };
  });
}

/** Whether a client has used up its submissions for now (read only; the store decides). */
export async function isRateLimited(
  db: Kysely<Database>,
  clientKey: string,
  now: Date,
): Promise<boolean> {
  return (await rateLimit(db, clientKey, now)) !== null;
}
