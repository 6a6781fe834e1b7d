'use server';

import { z } from 'zod';
import { postAction } from '@/lib/console/action';
import { retryFailedMailRecorded } from './retry';

/** One failed mail (`id`), or every failed one (`all=1`). */
const which = z.union([
  z.object({ all: z.literal('1') }).transform(() => 'all' as const),
  z.object({ id: z.coerce.number().int().positive() }).transform(({ id }) => id),
]);

/**
 * "Retry" on the console's mail page: the mails back to pending and due now, each with its
 * `mail.retry` audit entry (retryFailedMailRecorded); then the page again, saying how many.
 */
export const retryMailAction = postAction(
  'mail.retry',
  which,
  (db, input, { staff, clientAddress }, now) =>
    retryFailedMailRecorded(db, input, { actor: staff, clientAddress }, now),
  (result) =>
    result.ok
      ? { page: '/console/mail', done: 'retried', params: { count: String(result.outcome.length) } }
      : { page: '/console/mail', problem: 'mail' },
);
