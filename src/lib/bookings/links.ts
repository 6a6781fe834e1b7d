import type { Kysely } from 'kysely';
import { absoluteUrl } from '@/config/site';
import { BOOKING_LINK_PARAM, BOOKING_PAGE_PATH } from '@/config/routes';
import { asLocale, localizedPath, type Locale } from '@/i18n/routing';
import { isLinkSecret, linkHash, linkSecret } from '@/lib/crypto/link-secret';
import type { Database } from '@/lib/db/types';
import type { Booking } from './find';

/**
 * A booking page's link (docs/bookings.md#the-booking-page): `/booking?k=<secret>`. The secret
 * rides in the query string, which neither the server's log nor nginx's access log writes, and
 * only a hash of it is stored. A link stops opening the page LINK_DAYS after it was last mailed;
 * then the page says so and offers a fresh one by mail, sent only to the booking's own address.
 */

/** How long a mailed link opens its booking page: the slowest sea lane's door-to-door time, twice. */
export const LINK_DAYS = 90;

const pageSecret = (reference: string, version: number) =>
  linkSecret(`${reference}:${version}`, 'booking page');
const pageHash = (secret: string) => linkHash(secret, 'booking-page');

/** When a link mailed at `now` expires. */
const expiryFrom = (now: Date) => new Date(now.getTime() + LINK_DAYS * 86_400_000).toISOString();

/** The stored fields of a booking's first link. */
export function firstLink(reference: string, now: Date) {
  return {
    link_hash: pageHash(pageSecret(reference, 1)),
    link_version: 1,
    link_expires_at: expiryFrom(now),
  };
}

/** The booking page's address for a link secret, in `locale`. */
export function bookingPageUrl(locale: Locale, secret: string): string {
  return absoluteUrl(`${localizedPath(BOOKING_PAGE_PATH, locale)}?${BOOKING_LINK_PARAM}=${secret}`);
}

/** The booking page's address for a booking whose link stands, in its customer's language. */
export function bookingLink(booking: Pick<Booking, 'reference' | 'link_version' | 'locale'>) {
  return bookingPageUrl(
    asLocale(booking.locale),
    pageSecret(booking.reference, booking.link_version),
  );
}

/** What a link secret opens: its booking, or that booking's page no more (expired). */
export type LinkTarget = { kind: 'open' | 'expired'; booking: Booking };

/**
 * The booking a page link's secret opens at `now`, or undefined for a secret that opens nothing
 * (revoked, replaced, unknown, or no secret at all).
 */
export async function bookingByLink(
  db: Kysely<Database>,
  secret: unknown,
  now: Date,
): Promise<LinkTarget | undefined> {
  if (!isLinkSecret(secret)) return undefined;
  const booking = await db
    .selectFrom('bookings')
    .selectAll()
    .where('link_hash', '=', pageHash(secret))
    .executeTakeFirst();
  if (!booking) return undefined;
  const expired = !booking.link_expires_at || booking.link_expires_at <= now.toISOString();
  return { kind: expired ? 'expired' : 'open', booking };
}

/**
 * The booking with a link to mail at `now`, stored in the caller's transaction: a standing link
 * keeps its secret and is mailed with a new expiry; a revoked or expired one is replaced by a
 * new secret (the old one, which may have been seen elsewhere, never opens the page again).
 */
export async function renewLink(
  trx: Kysely<Database>,
  booking: Booking,
  now: Date,
): Promise<Booking> {
  const stands =
    booking.link_hash !== null &&
    booking.link_expires_at !== null &&
    booking.link_expires_at > now.toISOString();
  const version = stands ? booking.link_version : booking.link_version + 1;
  const fields = {
    link_version: version,
    link_hash: pageHash(pageSecret(booking.reference, version)),
    link_expires_at: expiryFrom(now),
  };
  await trx.updateTable('bookings').set(fields).where('id', '=', booking.id).execute();
  return { ...booking, ...fields };
}
