import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { env } from '@/config/env';
import type { Database } from '@/lib/db/types';
import type { Dialect } from '@/lib/db/migrations';
import { configuredLimit, consumeRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import { enqueueMail } from '@/lib/mail/outbox';
import type { ApplicationInput } from './application';
import { resumeMimeTypes, type ResumeFormat } from './document-type';
import { applicationMail } from './mail';
import { encryptResume, resumeKey } from './resume-files';

/**
 * Submissions per client address in 10 minutes, stored and honeypot catches together:
 * CAREERS_RATE_LIMIT, default 5 (the failover test raises it: all its clients are one address).
 */
export function careersRateLimit(setting = env().CAREERS_RATE_LIMIT): RateLimit {
  return configuredLimit('careers', setting, 5, 10 * 60_000);
}

export type StoredApplication = {
  application: ApplicationInput & { positionTitle: string };
  resume: { bytes: Uint8Array; format: ResumeFormat; name: string };
  locale: string;
  /** The id the form was rendered with. */
  submissionId: string;
  /** Who is sending, for the rate limit (the client address). */
  clientKey: string;
  /** HR's address (CAREERS_INBOX): the application's mail is queued to it; null: no mail. */
  mailTo: string | null;
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

/** A refusal in whole minutes, as the form shows it (at least 1). */
const refusal = (retryAfterSeconds: number): RateLimited => ({
  kind: 'rate-limited',
  retryAfterMinutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
});

type RateLimited = Extract<StoreOutcome, { kind: 'rate-limited' }>;

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
 * Returns the refusal when the client is already over the limit.
 */
export async function recordAttempt(
  db: Kysely<Database>,
  dialect: Dialect,
  clientKey: string,
  now: Date,
): Promise<StoreOutcome | null> {
  return writeTransaction(db, dialect, clientKey, async (trx) => {
    const counted = await consumeRateLimit(trx, careersRateLimit(), clientKey, now);
    return counted.ok ? null : refusal(counted.retryAfterSeconds);
  });
}

/**
 * Stores an application, its résumé and its HR mail (in the outbox) in one transaction, after
 * checking whether this submission was stored already and counting it against the rate limit.
 * Either all of it is stored or nothing is, the count included.
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

    // Counted inside the transaction, which holds the client's lock, so two instances cannot
    // both count four and both store a fifth; a rollback takes the count back too.
    const counted = await consumeRateLimit(trx, careersRateLimit(), input.clientKey, now);
    if (!counted.ok) return refusal(counted.retryAfterSeconds);

    const reference = newReference(now);
    const a = input.application;
    const row = {
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
    };
    await trx.insertInto('applications').values(row).execute();
    await trx
      .insertInto('application_files')
      .values({
        application_id: reference,
        content: encryptResume(input.resume.bytes, reference, fileKey),
      })
      .execute();
    if (input.mailTo) await enqueueMail(trx, applicationMail(row, input.mailTo), now);
    return { kind: 'stored', reference, duplicate: false };
  });
}
