'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { localizedPath } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { recordAudit } from '@/lib/staff/audit';
import { requireStaffAction } from '@/lib/staff/session';
import { retryFailedMail } from './retry';

const mailId = z.coerce.number().int().positive();

/**
 * "Retry" on the console's mail page: one failed mail (`id`), or every failed one (`all`), back
 * to pending and due now, with its `mail.retry` audit entry in the same transaction; then the
 * page again, saying how many were retried. Only the kinds of mail the member's role may read
 * are retried (src/lib/mail/readers.ts): one mail of another kind is refused with the page's
 * message, and "all" leaves those, saying how many.
 */
export async function retryMailAction(form: FormData): Promise<void> {
  const { staff, locale, clientAddress } = await requireStaffAction(form, 'mail.retry');
  const which = form.get('all') === '1' ? 'all' : mailId.safeParse(form.get('id')).data;
  const now = new Date();
  const outcome = await (await getDb()).db.transaction().execute(async (trx) => {
    if (which === undefined) return { retried: [], refused: [] };
    const result = await retryFailedMail(trx, now, which, staff.role);
    for (const mail of result.retried)
      await recordAudit(trx, {
        at: now,
        actor: { id: staff.id, email: staff.email },
        action: 'mail.retry',
        target: { type: 'mail', id: String(mail) },
        clientAddress,
      });
    return result;
  });
  const page = localizedPath('/console/mail', locale);
  if (which !== 'all' && outcome.refused.length > 0) redirect(`${page}?refused=${which}`);
  const left = outcome.refused.length > 0 ? `&left=${outcome.refused.length}` : '';
  redirect(`${page}?retried=${outcome.retried.length}${left}`);
}
