import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { CustomerAddressesTable, Database } from '@/lib/db/types';
import { quoteSnapshot, type QuoteSnapshot } from '@/lib/enquiries/snapshot';
import { MAX_BOOKING_CARTONS } from '@/lib/bookings/limits';
import { bookingOfSubmission } from '@/lib/bookings/find';
import type { OnlineOutcome } from '@/lib/bookings/outcomes';
import type { BookingAddress } from '@/lib/bookings/route';
import { createOnlineBooking, type OnlineDraft } from '@/lib/bookings/store';
import { chinaTime } from '@/lib/shipping/calendar';
import { card as currentCard } from '@/lib/shipping/rate-card';
import type { RateCard } from '@/lib/shipping/schema';
import { fromJson, toJson } from '@/lib/db/json';

/**
 * What a shipper keeps in their account and books from it (docs/accounts.md): the offers they
 * saved, their address book, and booking an offer themselves. Every function takes the account's
 * id and reads or changes only that account's rows: another account's id is not found.
 */

/** The most a shipper keeps of each: enough for any shipper, and a bound on a page. */
export const SAVED_QUOTES_MAX = 200;
export const ADDRESSES_MAX = 100;

// ---------------------------------------------------------------- saved quotes

export type SavedQuote = { id: string; createdAt: string; quote: QuoteSnapshot };

/**
 * Saves an offer priced for the account (its snapshot): saving the same offer of the same search
 * again keeps the one saved first (`saved: false`). 'full' at SAVED_QUOTES_MAX.
 */
export async function saveQuote(
  db: Kysely<Database>,
  accountId: string,
  quote: QuoteSnapshot,
  now: Date,
): Promise<{ kind: 'saved' | 'existing'; id: string } | { kind: 'full' }> {
  const find = () =>
    db
      .selectFrom('saved_quotes')
      .select('id')
      .where('account_id', '=', accountId)
      .where('offer', '=', quote.channel.code)
      .where('query', '=', quote.query)
      .executeTakeFirst();
  const existing = await find();
  if (existing) return { kind: 'existing', id: existing.id };
  const { count } = await db
    .selectFrom('saved_quotes')
    .select((e) => e.fn.countAll<number | string>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= SAVED_QUOTES_MAX) return { kind: 'full' };
  const id = randomUUID();
  // Two saves at once: the unique key keeps one, and both answer with it.
  const inserted = await db
    .insertInto('saved_quotes')
    .values({
      id,
      account_id: accountId,
      created_at: now.toISOString(),
      offer: quote.channel.code,
      query: quote.query,
      quote: toJson(quote),
    })
    .onConflict((c) => c.columns(['account_id', 'offer', 'query']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: 'saved', id };
  return { kind: 'existing', id: (await find())!.id };
}

/** The account's saved quotes, newest first. */
export async function savedQuotes(db: Kysely<Database>, accountId: string): Promise<SavedQuote[]> {
  const rows = await db
    .selectFrom('saved_quotes')
    .select(['id', 'created_at', 'quote'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(SAVED_QUOTES_MAX)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    quote: fromJson(r.quote),
  }));
}

/** One of the account's saved quotes; undefined for an unknown id or another account's. */
export async function savedQuote(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<SavedQuote | undefined> {
  const row = await db
    .selectFrom('saved_quotes')
    .select(['id', 'created_at', 'quote'])
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row && { id: row.id, createdAt: row.created_at, quote: fromJson(row.quote) };
}

/** Removes one of the account's saved quotes: false when it has no such one. */
export async function removeSavedQuote(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_quotes')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---------------------------------------------------------------- address book

export type AddressErrorKey =
  'required' | 'tooLong' | 'fbaUnknown' | 'countryUnknown' | 'postcodeInvalid';

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { error: 'required' });

/** An address-book entry as the form sends it: an FBA centre, or an address of one's own. */
export const addressSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fba'),
    fbaCode: z
      .string()
      .trim()
      .transform((code) => code.toUpperCase())
      .pipe(
        z
          .string()
          .min(1, { error: 'required' })
          .refine((code) => currentCard.locations.fbaCenters.some((fc) => fc.code === code), {
            error: 'fbaUnknown',
          }),
      ),
  }),
  z.object({
    kind: z.literal('address'),
    name: text(120),
    street: text(200),
    city: text(100),
    postcode: z
      .string()
      .trim()
      .min(1, { error: 'required' })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$/, { error: 'postcodeInvalid' }),
    country: z
      .string()
      .trim()
      .transform((code) => code.toUpperCase())
      .refine((code) => currentCard.locations.countries.some((c) => c.code === code), {
        error: 'countryUnknown',
      }),
  }),
]);

export type AddressInput = z.infer<typeof addressSchema>;

export type AddressEntry =
  { id: string; kind: 'fba'; fbaCode: string } | ({ id: string; kind: 'address' } & BookingAddress);

/** Adds an entry to the account's address book ('full' at ADDRESSES_MAX). */
export async function addAddress(
  db: Kysely<Database>,
  accountId: string,
  input: AddressInput,
  now: Date,
): Promise<{ kind: 'added'; id: string } | { kind: 'full' }> {
  const { count } = await db
    .selectFrom('customer_addresses')
    .select((e) => e.fn.countAll<number | string>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= ADDRESSES_MAX) return { kind: 'full' };
  const id = randomUUID();
  await db
    .insertInto('customer_addresses')
    .values({
      id,
      account_id: accountId,
      created_at: now.toISOString(),
      kind: input.kind,
      fba_code: input.kind === 'fba' ? input.fbaCode : null,
      name: input.kind === 'address' ? input.name : null,
      street: input.kind === 'address' ? input.street : null,
      city: input.kind === 'address' ? input.city : null,
      postcode: input.kind === 'address' ? input.postcode : null,
      country: input.kind === 'address' ? input.country : null,
    })
    .execute();
  return { kind: 'added', id };
}

type AddressRow = Omit<Selectable<CustomerAddressesTable>, 'account_id' | 'created_at'>;

const entryOf = (row: AddressRow): AddressEntry =>
  row.kind === 'fba'
    ? { id: row.id, kind: 'fba', fbaCode: row.fba_code ?? '' }
    : {
        id: row.id,
        kind: 'address',
        name: row.name ?? '',
        street: row.street ?? '',
        city: row.city ?? '',
        postcode: row.postcode ?? '',
        country: row.country ?? '',
      };

/** The account's address book, oldest first (the order it was written in). */
export async function addressBook(
  db: Kysely<Database>,
  accountId: string,
): Promise<AddressEntry[]> {
  const rows = await db
    .selectFrom('customer_addresses')
    .select(['id', 'kind', 'fba_code', 'name', 'street', 'city', 'postcode', 'country'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(ADDRESSES_MAX)
    .execute();
  return rows.map(entryOf);
}

/** One entry of the account's address book; undefined for another account's. */
export async function addressEntry(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<AddressEntry | undefined> {
  const row = await db
    .selectFrom('customer_addresses')
    .select(['id', 'kind', 'fba_code', 'name', 'street', 'city', 'postcode', 'country'])
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row && entryOf(row);
}

/** Removes an entry of the account's address book: false when it has no such one. */
export async function removeAddress(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('customer_addresses')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** An address of the book as a booking keeps it. */
export function bookingAddress(entry: Extract<AddressEntry, { kind: 'address' }>): BookingAddress {
  const { name, street, city, postcode, country } = entry;
  return { name, street, city, postcode, country };
}

/**
 * An entry as the price lookup's destination reads it (resolveDestination): the centre's code,
 * a US address's ZIP code, else the country.
 */
export function destinationText(entry: AddressEntry): string {
  if (entry.kind === 'fba') return entry.fbaCode;
  const zip = /^\d{5}/.exec(entry.postcode)?.[0];
  return entry.country === 'US' && zip ? zip : entry.country;
}

// ---------------------------------------------------------------- booking an offer

/** Which offer to book: one of the account's saved quotes, or an offer of a price search. */
export type QuoteSource = { saved: string } | { query: string; offer: string };

export type OfferToBook =
  | {
      ok: true;
      /** The quote the booking is made of: as saved while it holds, else priced again now. */
      quote: QuoteSnapshot;
      /** The quote as saved, when its validity passed and `quote` is the new price. */
      previous?: QuoteSnapshot;
    }
  | {
      ok: false;
      /** No such saved quote of this account; the search is none; the offer is no longer made. */
      reason: 'missing' | 'invalid' | 'gone';
    };

/** Whether a quote's price still holds on `now`'s China date. */
export function quoteHolds(quote: QuoteSnapshot, now: Date): boolean {
  return chinaTime(now).date <= quote.validUntil;
}

/**
 * The quote a booking of `source` is made of at `now`: a saved quote within its validity as it
 * was saved; past it (or an offer of a search) priced again with the price lookup's own function,
 * refused when the offer is no longer made.
 */
export async function offerToBook(
  db: Kysely<Database>,
  accountId: string,
  source: QuoteSource,
  now: Date,
  card: RateCard = currentCard,
): Promise<OfferToBook> {
  let query: string;
  let offer: string;
  let previous: QuoteSnapshot | undefined;
  if ('saved' in source) {
    const saved = await savedQuote(db, accountId, source.saved);
    if (!saved) return { ok: false, reason: 'missing' };
    if (quoteHolds(saved.quote, now)) return { ok: true, quote: saved.quote };
    ({
      query,
      channel: { code: offer },
    } = saved.quote);
    previous = saved.quote;
  } else {
    ({ query, offer } = source);
  }
  const priced = quoteSnapshot(new URLSearchParams(query), offer, card, now);
  if (!priced.ok) return { ok: false, reason: priced.reason };
  return { ok: true, quote: priced.snapshot, ...(previous ? { previous } : {}) };
}

/**
 * The quote for `cartons` cartons: as it is for the quoted count; for another count of cartons
 * all of one size (the search's one carton line), priced again with that count, so the price
 * always fits what is booked; a search of several sizes cannot say which line changed, so its
 * count stands (`cartonSizes`: get a new price with the right cartons).
 */
function withCartons(
  quote: QuoteSnapshot,
  cartons: number,
  now: Date,
  card: RateCard,
): QuoteSnapshot | { reason: 'gone' | 'invalid' | 'cartonSizes' } {
  if (cartons === quote.cartonCount) return quote;
  const search = new URLSearchParams(quote.query);
  if (search.getAll('qty').length !== 1) return { reason: 'cartonSizes' };
  search.set('qty', String(cartons));
  const priced = quoteSnapshot(search, quote.channel.code, card, now);
  return priced.ok ? priced.snapshot : { reason: priced.reason };
}

/** The draft of `input` without what only the offer's choice needs. */
function draftOf(input: BookOfferInput): Omit<OnlineDraft, 'quote'> {
  const draft: Partial<BookOfferInput> = { ...input };
  delete draft.source;
  delete draft.agreedFen;
  return draft as Omit<OnlineDraft, 'quote'>;
}

/** What the booking form gives: the online booking's draft, of an offer instead of a quote. */
export type BookOfferInput = Omit<OnlineDraft, 'quote'> & {
  source: QuoteSource;
  /** The total the shipper was shown and confirmed, in fen. */
  agreedFen: number;
};

export type BookOfferOutcome =
  | OnlineOutcome
  | { kind: 'refused'; reason: 'missing' | 'invalid' | 'gone' | 'cartonSizes' }
  /** The price to book at is not the one the shipper confirmed: shown again, nothing booked. */
  | { kind: 'repriced'; quote: QuoteSnapshot };

/**
 * "Confirm booking" of an account's offer: the quote as offerToBook gives it, booked at once
 * (createOnlineBooking) when its total is the one the shipper confirmed; else the new price is
 * shown to be confirmed. The same submission confirmed twice answers its first booking.
 */
export async function bookOffer(
  db: Kysely<Database>,
  input: BookOfferInput,
  now: Date,
  card: RateCard = currentCard,
): Promise<BookOfferOutcome> {
  if (!Number.isInteger(input.cartons) || input.cartons < 1 || input.cartons > MAX_BOOKING_CARTONS)
    return { kind: 'refused', reason: 'cartons' };
  const done = await bookingOfSubmission(db, input.account.id, input.submission);
  if (done) return { kind: 'existing', ...done };
  const offer = await offerToBook(db, input.account.id, input.source, now, card);
  if (!offer.ok) return { kind: 'refused', reason: offer.reason };
  const quote = withCartons(offer.quote, input.cartons, now, card);
  if ('reason' in quote) return { kind: 'refused', reason: quote.reason };
  if (quote.totalFen !== input.agreedFen) return { kind: 'repriced', quote };
  return createOnlineBooking(db, { ...draftOf(input), quote }, now);
}
