import type { Kysely } from 'kysely';
import { z } from 'zod';
import { env } from '@/config/env';
import { BOOKING_LINK_PARAM } from '@/config/routes';
import type { Database } from '@/lib/db/types';
import { apiLocale, invalidRequest, rateLimited } from '@/lib/api/responses';
import { attachmentDisposition } from '@/lib/http/attachment';
import { searchParam } from '@/lib/http/search-params';
import { clientAddress, clientKeyOf } from '@/lib/http/client-address';
import { configuredLimit, consumeRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import { bookingLabelsPdf } from './label-pdfs';
import { LABEL_FORMATS } from './labels';
import { bookingByLink } from './links';
import type { Booking } from './find';

/** Label PDFs per client in 10 minutes: BOOKING_LABELS_RATE_LIMIT, default 30. */
export function bookingLabelsLimit(setting = env().BOOKING_LABELS_RATE_LIMIT): RateLimit {
  return configuredLimit('booking-labels', setting, 30, 10 * 60_000);
}

const formatSchema = z.enum(LABEL_FORMATS).default('label');

const privately = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** The same bare 404 for every link that opens no labels: it tells nothing of why. */
const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...privately },
  });

/**
 * A booking's carton labels as a PDF download, for the booking `find` names from the query
 * (null: none, or not this client's). Every request counts toward the client's limit first (429
 * with Retry-After), so guessing costs as much as fetching labels; then the format (400), then
 * the booking: none, or a **cancelled** one (whose cartons must not be sent), 404.
 */
export async function answerLabels(
  request: Request,
  db: Kysely<Database>,
  now: Date,
  find: (query: URLSearchParams) => Promise<Booking | undefined>,
  limit: RateLimit = bookingLabelsLimit(),
): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = apiLocale(request);
  const budget = await consumeRateLimit(
    db,
    limit,
    clientKeyOf(clientAddress(request.headers)),
    now,
  );
  if (!budget.ok) return rateLimited(locale, budget.retryAfterSeconds);
  const format = formatSchema.safeParse(params.get('format') ?? undefined);
  if (!format.success) return invalidRequest(locale, [{ path: 'format', key: 'choice' }]);
  const booking = await find(params);
  if (!booking || booking.cancelled_at) return notFound();
  const pdf = await bookingLabelsPdf(db, booking, format.data, now);
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(`${booking.waybill}-labels-${format.data}.pdf`),
      ...privately,
    },
  });
}

/**
 * GET /api/bookings/labels?k=<link secret>&format=label|a4: the labels of the booking a page
 * link opens (the secret in the query string, which no log writes); an unknown, malformed,
 * revoked or expired link is the same bare 404.
 */
export function answerBookingLabels(
  request: Request,
  db: Kysely<Database>,
  now: Date,
  limit?: RateLimit,
): Promise<Response> {
  return answerLabels(
    request,
    db,
    now,
    async (query) => {
      const link = await bookingByLink(db, searchParam(query, BOOKING_LINK_PARAM), now);
      return link?.kind === 'open' ? link.booking : undefined;
    },
    limit,
  );
}
