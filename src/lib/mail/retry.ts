import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { mayReadMail } from './readers';
import { recordAuditBy, type ChangedBy } from '@/lib/staff/audit';

/**
 * Retrying a mail the outbox gave up (status `failed`, src/lib/mail/outbox.ts): back to pending,
 * due now, with its tries counted from zero again — the worker claims only mails under
 * MAX_MAIL_ATTEMPTS, so a mail keeping its count would never be tried. Its last error stays
 * until the next try replaces it. Only failed mails: a pending or sending one is left alone,
 * and a sent one has lost its address and text. `which`: one mail's id, or every failed mail.
 *
 * Only the kinds `role` may read are retried (readers.ts); the failed mails of other kinds that
 * `which` named are `refused` and left as they are.
 */
export async function retryFailedMail(
  db: Kysely<Database>,
  now: Date,
  which: number | 'all',
  role: string,
): Promise<{ retried: number[]; refused: number[] }> {
  return inTransaction(db, async (trx) => {
    let failed = trx
      .selectFrom('mail_outbox')
      .select(['id', 'kind'])
      .where('status', '=', 'failed')
      .orderBy('id');
    if (which !== 'all') failed = failed.where('id', '=', which);
    const rows = await failed.execute();
    const ids = (readable: boolean) =>
      rows.filter((r) => mayReadMail(role, r.kind) === readable).map((r) => Number(r.id));
    const [allowed, refused] = [ids(true), ids(false)];
    if (allowed.length === 0) return { retried: [], refused };
    const updated = await trx
      .updateTable('mail_outbox')
      .set({
        status: 'pending',
        attempts: 0,
        next_attempt_at: now.toISOString(),
        claimed_until: null,
      })
      .where('status', '=', 'failed')
      .where('id', 'in', allowed)
      .returning('id')
      .execute();
    // The ids retried, in order, for the audit entries (none when `which` was not failed).
    return { retried: updated.map((r) => Number(r.id)).sort((a, b) => a - b), refused };
  });
}

/**
 * The console's "Retry": retryFailedMail for the member's role and one `mail.retry` audit entry
 * per mail retried (its id), in one transaction. Returns the ids retried and those refused (kinds
 * the role may not read).
 */
export async function retryFailedMailRecorded(
  db: Kysely<Database>,
  which: number | 'all',
  by: ChangedBy & { role: string },
  now: Date,
): Promise<{ retried: number[]; refused: number[] }> {
  return inTransaction(db, async (trx) => {
    const outcome = await retryFailedMail(trx, now, which, by.role);
    for (const mail of outcome.retried)
      await recordAuditBy(trx, by, now, {
        action: 'mail.retry',
        target: { type: 'mail', id: String(mail) },
      });
    return outcome;
  });
}
