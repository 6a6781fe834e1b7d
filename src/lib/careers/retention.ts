import { sql, type Kysely } from 'kysely';
import type { Dialect } from '@/lib/db/migrations';
import type { Database } from '@/lib/db/types';
import { purgeEnquiries } from '@/lib/enquiries/retention';
import { purgeTracking } from '@/lib/tracking/retention';
import { fromEmail } from './export';

/**
 * How long the privacy notice (content/pages/privacy, "How long we keep it") lets us keep what the
 * application form stores. The notice allows an application 12 months after the recruitment for
 * its position closes, or 24 months with the applicant's agreement to be considered for other
 * openings. The form's required consent covers "this and similar positions", and a position has
 * no closing date (it is closed by deleting it), so every application is deleted 24 months after
 * it was received: never later than the notice allows. Abuse-limit records (every bucket of
 * `rate_limit_hits`, whose windows are all far shorter) go after 24 hours.
 */
export const RETENTION = { applicationMonths: 24, attemptHours: 24 } as const;

/** How often a running server deletes what has expired (it also does so when it starts). */
export const PURGE_INTERVAL_MS = 6 * 3600_000;

/** The oldest `created_at` each table may keep at `now` (ISO 8601 UTC, compared as text). */
export function retentionCutoffs(now: Date): { applications: string; attempts: string } {
  const applications = new Date(now);
  applications.setUTCMonth(applications.getUTCMonth() - RETENTION.applicationMonths);
  const attempts = new Date(now.getTime() - RETENTION.attemptHours * 3600_000);
  return { applications: applications.toISOString(), attempts: attempts.toISOString() };
}

export type PurgeResult = { applications: number; attempts: number };

/**
 * Deletes every application received before its cutoff, with its résumé (the schema's
 * `on delete cascade`), and every abuse-limit record older than 24 hours. Each statement is
 * atomic, and running it from several instances at once is harmless.
 */
export async function purgeExpired(db: Kysely<Database>, now: Date): Promise<PurgeResult> {
  const cutoff = retentionCutoffs(now);
  const applications = await db
    .deleteFrom('applications')
    .where('created_at', '<', cutoff.applications)
    .executeTakeFirst();
  const attempts = await db
    .deleteFrom('rate_limit_hits')
    .where('created_at', '<', cutoff.attempts)
    .executeTakeFirst();
  return {
    applications: Number(applications.numDeletedRows),
    attempts: Number(attempts.numDeletedRows),
  };
}

/**
 * Deletes the applications (with their résumés) of one reference number or of one email address
 * (any letter case), for an applicant who asks to be erased. Returns the references deleted.
 */
export async function eraseApplications(
  db: Kysely<Database>,
  who: { reference: string } | { email: string },
): Promise<string[]> {
  const rows = await db
    .deleteFrom('applications')
    .where('reference' in who ? (eb) => eb('id', '=', who.reference.trim()) : fromEmail(who.email))
    .returning('id')
    .execute();
  return rows.map((r) => r.id).sort();
}

/** The PostgreSQL advisory lock the retention run holds, so one instance runs it at a time. */
export const RETENTION_LOCK = 7_320_221;

/**
 * Runs `work` in a transaction holding RETENTION_LOCK on PostgreSQL; when another instance holds
 * it, this one skips the run (that instance is doing it). SQLite is one machine's file, whose
 * writes are one at a time anyway. Returns whether the work ran.
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
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`.execute(trx);
    if (!rows[0]?.locked) return false;
    await work(trx);
    return true;
  });
}

type Scheduler = {
  setInterval: (run: () => void, ms: number) => { unref?: () => void };
  log: (message: string) => void;
  error: (message: string, error: unknown) => void;
};

/**
 * Purges now and every PURGE_INTERVAL_MS for as long as the server runs. A failed purge is logged
 * and tried again at the next interval; it never stops the server. Returns the first purge.
 */
export function keepRetention(
  getDb: () => Promise<{ db: Kysely<Database>; dialect?: Dialect }>,
  scheduler: Scheduler = {
    setInterval: (run, ms) => setInterval(run, ms),
    log: (message) => console.log(message),
    error: (message, error) => console.error(message, error),
  },
): Promise<void> {
  const purgeAll = async (db: Kysely<Database>) => {
    const now = new Date();
    const deleted = await purgeExpired(db, now);
    if (deleted.applications || deleted.attempts)
      scheduler.log(
        `Retention: deleted ${deleted.applications} application(s) received before ${retentionCutoffs(now).applications} and ${deleted.attempts} abuse-limit record(s)`,
      );
    // The site's one retention timer also ends tracked parcels' time (issue 21).
    const tracking = await purgeTracking(db, now);
    if (tracking.shipments)
      scheduler.log(
        `Retention: deleted ${tracking.shipments} tracked shipment(s) delivered or returned before ${tracking.before}`,
      );
    // And enquiries past ENQUIRY_RETENTION_DAYS (issue 22).
    const enquiries = await purgeEnquiries(db, now);
    if (enquiries.enquiries)
      scheduler.log(
        `Retention: deleted ${enquiries.enquiries} enquiry(ies) received before ${enquiries.before}`,
      );
  };
  const purge = async () => {
    try {
      const { db: database, dialect } = await getDb();
      await oneInstanceAtATime(database, dialect, (db) => purgeAll(db));
    } catch (error) {
      scheduler.error(
        'Retention: expired applications, shipments or enquiries could not be deleted:',
        error,
      );
    }
  };

  // The timer must not keep a stopping process alive.
  scheduler.setInterval(() => void purge(), PURGE_INTERVAL_MS).unref?.();
  return purge();
}
