import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { HIT_KEEP_HOURS, purgeRateLimitHits, rateLimitCutoff } from '@/lib/http/rate-limit';
import { purgeJob, RETENTION_EVERY_MS, type Job } from '@/lib/jobs/scheduler';
import { deleteHistory } from '@/lib/console/history';
import { recordAuditBy, type ChangedBy } from '@/lib/staff/audit';
import { fromEmail } from './export';
import { applicationMailKey } from './mail';

/**
 * How long the privacy notice (content/pages/privacy, "How long we keep it") lets us keep what the
 * application form stores. The notice allows an application 12 months after the recruitment for
 * its position closes, or 24 months with the applicant's agreement to be considered for other
 * openings. The form's required consent covers "this and similar positions", and a position has
 * no closing date (it is closed by deleting it), so every application is deleted 24 months after
 * it was received: never later than the notice allows. The notice also names the abuse-limit
 * records' time (src/lib/http/rate-limit.ts).
 */
export const RETENTION = { applicationMonths: 24, attemptHours: HIT_KEEP_HOURS } as const;

/** The oldest `created_at` each table may keep at `now` (ISO 8601 UTC, compared as text). */
export function retentionCutoffs(now: Date): { applications: string; attempts: string } {
  const applications = new Date(now);
  applications.setUTCMonth(applications.getUTCMonth() - RETENTION.applicationMonths);
  return { applications: applications.toISOString(), attempts: rateLimitCutoff(now) };
}

/** Deletes every application (with its résumé: `on delete cascade`) received before its cutoff. */
async function purgeApplications(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('applications')
    .where('created_at', '<', retentionCutoffs(now).applications)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The careers feature's housekeeping (src/lib/jobs/registry.ts). */
export const careersJobs: readonly Job[] = [
  purgeJob('applications', RETENTION_EVERY_MS, async (db, now) => {
    const deleted = await purgeApplications(db, now);
    const before = retentionCutoffs(now).applications;
    return [deleted, `deleted ${deleted} application(s) received before ${before}`];
  }),
];

export type PurgeResult = { applications: number; attempts: number };

/**
 * What `npm run applications -- purge` deletes: the expired applications and every abuse-limit
 * record past its time (the server's housekeeping does both on its own, src/lib/jobs). Each
 * statement is atomic, and running it from several instances at once is harmless.
 */
export async function purgeExpired(db: Kysely<Database>, now: Date): Promise<PurgeResult> {
  return {
    applications: await purgeApplications(db, now),
    attempts: await purgeRateLimitHits(db, now),
  };
}

/**
 * Deletes the applications of one reference number or of one email address (any letter case),
 * for an applicant who asks to be erased: each record, its résumé (`on delete cascade`), its
 * console timeline (notes may quote the applicant) and its HR mail in the outbox (whose text holds
 * the name, email and phone; a mail already sent is in HR's mailbox and beyond the site's reach).
 * One audit entry per application keeps only its reference. Returns the references deleted.
 */
export async function eraseApplications(
  db: Kysely<Database>,
  who: { reference: string } | { email: string },
  by: ChangedBy,
  now: Date,
): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const rows = await trx
      .deleteFrom('applications')
      .where(
        'reference' in who ? (eb) => eb('id', '=', who.reference.trim()) : fromEmail(who.email),
      )
      .returning('id')
      .execute();
    const ids = rows.map((r) => r.id).sort();
    for (const id of ids) {
      await deleteHistory(trx, { type: 'application', id });
      await trx
        .deleteFrom('mail_outbox')
        .where('dedupe_key', '=', applicationMailKey(id))
        .execute();
      await recordAuditBy(trx, by, now, {
        action: 'applications.delete',
        target: { type: 'application', id },
        details: { reason: 'applicant request' },
      });
    }
    return ids;
  });
}
