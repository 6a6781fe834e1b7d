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
 * page again, saying how many were retried.
 */
export async function retryMailAction(form: FormData): Promise<void> {
  const { staff, locale, clientAddress } = await requireStaffAction(form, 'mail.retry');
  const which = form.get('all') === '1' ? 'all' : mailId.safeParse(form.get('id')).data;
  const now = new Date();
  const ids = await (await getDb()).db.transaction().execute(async (trx) => {
    const retried = which === undefined ? [] : await retryFailedMail(trx, now, which);
    for (const mail of retried)
      await recordAudit(trx, {
        at: now,
        actor: { id: staff.id, email: staff.email },
        action: 'mail.retry',
        target: { type: 'mail', id: String(mail) },
        clientAddress,
      });
    return retried;
  });
  redirect(`${localizedPath('/console/mail', locale)}?retried=${ids.length}`);
}
