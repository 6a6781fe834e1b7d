import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';

/**
 * Retrying a mail the outbox gave up (status `failed`, src/lib/mail/outbox.ts): back to pending,
 * due now, with its tries counted from zero again — the worker claims only mails under
 * MAX_MAIL_ATTEMPTS, so a mail keeping its count would never be tried. Its last error stays
 * until the next try replaces it. Only failed mails: a pending or sending one is left alone,
 * and a sent one has lost its address and text.
 */
export async function retryFailedMail(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      claimed_until: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every failed mail retried (as retryFailedMail); their ids, for the audit entry. */
export async function retryAllFailedMail(db: Kysely<Database>, now: Date): Promise<number[]> {
  const rows = await db
    .updateTable('mail_outbox')
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      claimed_until: null,
    })
    .where('status', '=', 'failed')
    .returning('id')
    .execute();
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
