import type { RateLimit } from '@/lib/http/rate-limit';
import type { QuoteSource } from './saved';

/**
 * The addresses of the account's quote pages (unprefixed; localizedPath adds the language), in
 * the form a sign-in may come back to (guard.ts accountReturn): every value percent-encoded.
 */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** "Save this quote" of the offer `offer` of the price search `query`. */
export function savePath(query: string, offer: string): string {
  return `/account/quotes/save?q=${encode(query)}&offer=${encode(offer)}`;
}

/** "Book this": a saved quote, or an offer of a price search. */
export function bookPath(source: QuoteSource): string {
  return 'saved' in source
    ? `/account/book?saved=${encode(source.saved)}`
    : `/account/book?q=${encode(source.query)}&offer=${encode(source.offer)}`;
}

const SAVED_ID = /^[0-9a-f-]{36}$/;

/** The offer a booking page or form names: a saved quote's id, else a search and its offer. */
export function quoteSourceOf(
  saved: string | undefined,
  query: string | undefined,
  offer: string | undefined,
): QuoteSource | undefined {
  if (saved) return SAVED_ID.test(saved) ? { saved } : undefined;
  if (query && offer && query.length <= 2000 && offer.length <= 20) return { query, offer };
  return undefined;
}

/** Address-book changes per client address: far above a person's, a bound on a script's. */
export const ADDRESS_FORM_LIMIT: RateLimit = {
  bucket: 'account-address',
  max: 60,
  windowMs: 3_600_000,
};
/** Booking confirmations per client address. */
export const BOOK_FORM_LIMIT: RateLimit = {
  bucket: 'account-booking',
  max: 30,
  windowMs: 3_600_000,
};
