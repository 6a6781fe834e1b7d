import { sql, type Kysely } from 'kysely';
import { env } from '@/config/env';
import { deleteHistory } from '@/lib/console/history';
import type { Database } from '@/lib/db/types';
import { purgeJob, RETENTION_EVERY_MS, type Job } from '@/lib/jobs/scheduler';

/** Days an enquiry is kept: ENQUIRY_RETENTION_DAYS, default 730 (two years). */
export function enquiryRetentionDays(setting = env().ENQUIRY_RETENTION_DAYS): number {
  return setting ?? 730;
}

/**
 * Deletes the enquiries received more than `days` ago, with their quote snapshots. Run by the
 * server's housekeeping (`enquiryJobs`) and `npm run enquiries -- purge`; one statement,
 * harmless from several instances at once.
 */
export async function purgeEnquiries(
  db: Kysely<Database>,
  now: Date,
  days = enquiryRetentionDays(),
): Promise<{ enquiries: number; before: string }> {
  const before = new Date(now.getTime() - days * 24 * 3600_000).toISOString();
  const result = await db
    .deleteFrom('enquiries')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return { enquiries: Number(result.numDeletedRows), before };
}

/**
 * Deletes the enquiries sent with one address (compared lower case and trimmed, as the
 * account's records are), for a shipper who deletes their account: as the retention deletes
 * them (each record with its quote snapshot), with their console timeline (notes and replies
 * may quote the visitor). Their mails are the caller's (redactMailTo). Returns the references.
 */
export async function eraseEnquiries(trx: Kysely<Database>, email: string): Promise<string[]> {
  const rows = await trx
    .deleteFrom('enquiries')
    .where(sql<string>`lower(trim(${sql.ref('email')}))`, '=', email.trim().toLowerCase())
    .returning('reference')
    .execute();
  const references = rows.map((row) => row.reference).sort();
  for (const reference of references) await deleteHistory(trx, { type: 'enquiry', id: reference });
  return references;
}

/** The enquiries feature's housekeeping (src/lib/jobs/registry.ts). */
export const enquiryJobs: readonly Job[] = [
  purgeJob('enquiries', RETENTION_EVERY_MS, async (db, now) => {
    const { enquiries, before } = await purgeEnquiries(db, now);
    return [enquiries, `deleted ${enquiries} enquiry(ies) received before ${before}`];
  }),
];
