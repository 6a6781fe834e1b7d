import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { recordAudit, type Actor } from '@/lib/staff/audit';

/**
 * Retrying a mail the outbox gave up (status `failed`, src/lib/mail/outbox.ts): back to pending,
 * due now, with its tries counted from zero again — the worker claims only mails under
 * MAX_MAIL_ATTEMPTS, so a mail keeping its count would never be tried. Its last error stays
 * until the next try replaces it. Only failed mails: a pending or sending one is left alone,
 * and a sent one has lost its address and text. `which`: one mail's id, or every failed mail.
 */
export async function retryFailedMail(
  db: Kysely<Database>,
  now: Date,
  which: number | 'all',
): Promise<number[]> {
  let update = db
    .updateTable('mail_outbox')
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      claimed_until: null,
    })
    .where('status', '=', 'failed');
  if (which !== 'all') update = update.where('id', '=', which);
  const rows = await update.returning('id').execute();
  // The ids retried, in order, for the audit entries (none when `which` was not failed).
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/**
 * The console's "Retry": retryFailedMail and one `mail.retry` audit entry per mail retried (its
 * id), in one transaction. Returns the ids retried.
 */
export async function retryFailedMailRecorded(
  db: Kysely<Database>,
  which: number | 'all',
  by: { actor: Actor; clientAddress: string | null },
  now: Date,
): Promise<number[]> {
  return inTransaction(db, async (trx) => {
    const retried = await retryFailedMail(trx, now, which);
    for (const mail of retried)
      await recordAudit(trx, {
        at: now,
        actor: by.actor,
        action: 'mail.retry',
        target: { type: 'mail', id: String(mail) },
        clientAddress: by.clientAddress,
      });
    return retried;
  });
}
