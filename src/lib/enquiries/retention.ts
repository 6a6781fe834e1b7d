import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';

/** Days an enquiry is kept: ENQUIRY_RETENTION_DAYS, default 730 (two years). */
export function enquiryRetentionDays(setting = process.env.ENQUIRY_RETENTION_DAYS): number {
  const days = Number(setting);
  return setting !== undefined && setting.trim() !== '' && Number.isInteger(days) && days >= 0
    ? days
    : 730;
}

/**
 * Deletes the enquiries received more than `days` ago, with their quote snapshots. Run by the
 * server's retention timer (src/lib/careers/retention.ts) and `npm run enquiries -- purge`;
 * one statement, harmless from several instances at once.
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
