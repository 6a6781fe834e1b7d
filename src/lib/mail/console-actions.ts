'use server';

import { z } from 'zod';
import { postAction, type Back } from '@/lib/console/action';
import { retryFailedMailRecorded } from './retry';

/** One failed mail (`id`), or every failed one (`all=1`). */
const which = z.union([
  z.object({ all: z.literal('1') }).transform(() => 'all' as const),
  z.object({ id: z.coerce.number().int().positive() }).transform(({ id }) => id),
]);

/**
/**
 * "Retry" on the console's mail page: the mails back to pending and due now, each with its
 * `mail.retry` audit entry (retryFailedMailRecorded); then the page again, saying how many. Only
 * the kinds of mail the member's role may read are retried (src/lib/mail/readers.ts): one mail
 * of another kind is refused with the page's message, and "all" leaves those, saying how many.
 */
export const retryMailAction = postAction(
  'mail.retry',
  which,
  (db, input, { staff, clientAddress }, now) =>
    retryFailedMailRecorded(db, input, { actor: staff, role: staff.role, clientAddress }, now),
  (result): Back => {
    if (!result.ok) return { page: '/console/mail', problem: 'mail' };
    const { retried, refused } = result.outcome;
    if (result.input !== 'all' && refused.length > 0)
      return { page: '/console/mail', problem: 'refused', params: { id: String(result.input) } };
    const params: Record<string, string> = { count: String(retried.length) };
    if (refused.length > 0) params.left = String(refused.length);
    return { page: '/console/mail', done: 'retried', params };
  },
);
