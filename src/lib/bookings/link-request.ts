import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { appendHistory } from '@/lib/console/history';
import { inTransaction } from '@/lib/db/transaction';
import type { Database } from '@/lib/db/types';
import { consumeRateLimit, rateLimited, type RateLimited } from '@/lib/http/rate-limit';
import { enqueueMail } from '@/lib/mail/outbox';
import { isPostgres } from '@/lib/tracking/partitions';
import { emailField } from '@/lib/tracking/schema';
import { renewLink } from './links';
import { bookingMail, mailFacts } from './mail';
import { WAYBILL_PATTERN } from './waybill';

export type LinkRequestErrorKey =
  'waybillRequired' | 'waybillInvalid' | 'emailRequired' | 'emailInvalid';

/** The fresh-link form's fields: a waybill number as typed (any case, spaces or hyphens) and an address. */
export const linkRequestSchema = z.object({
  waybill: z
    .string()
    .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: 'waybillRequired' })
        .regex(WAYBILL_PATTERN, { error: 'waybillInvalid' }),
    ),
  email: emailField,
});

/** Fresh-link requests per client address: 5 an hour, whatever they name. */
export const LINK_REQUEST_LIMIT = { bucket: 'booking-link', max: 5, windowMs: 60 * 60_000 };
/** Fresh-link mails per booking: 3 a day, so nobody can fill a customer's mailbox. */
const LINK_MAILS_PER_BOOKING = { bucket: 'booking-link-mail', max: 3, windowMs: 24 * 3_600_000 };

/**
 * "Mail me a new link": when a booking has that waybill number and was made with that address
 * (compared without case or surrounding spaces), its link is renewed and mailed to the booking's
 * address, in the booking's language. The answer is the same whether or not any booking
 * matched, so the form tells a stranger nothing; only the client's own limit is said.
 */
export async function requestBookingLink(
  db: Kysely<Database>,
  input: { waybill: string; email: string; clientKey: string },
  now: Date,
): Promise<{ kind: 'requested' } | RateLimited> {
  const allowed = await consumeRateLimit(db, LINK_REQUEST_LIMIT, input.clientKey, now);
  if (!allowed.ok) return rateLimited(allowed.retryAfterSeconds);
  await inTransaction(db, async (trx) => {
    let query = trx.selectFrom('bookings').selectAll().where('waybill', '=', input.waybill);
    if (isPostgres(trx)) query = query.forUpdate();
    const found = await query.executeTakeFirst();
    const email = input.email.trim().toLowerCase();
    if (!found?.email || found.email.trim().toLowerCase() !== email) return;
    const mails = await consumeRateLimit(trx, LINK_MAILS_PER_BOOKING, found.reference, now);
    if (!mails.ok) return;
    const booking = await renewLink(trx, found, now);
    await enqueueMail(
      trx,
      bookingMail(
        mailFacts(booking, null),
        'booking-resent',
        // Each request is its own mail (the booking's limit above keeps them few).
        `booking-link:${booking.reference}:${randomUUID()}`,
      ),
      now,
    );
    await appendHistory(
      trx,
      { type: 'booking', id: booking.reference },
      { at: now, actor: null, kind: 'link', details: { link: booking.link_version } },
    );
  });
  return { kind: 'requested' };
}
