'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { ACCOUNT_PATH } from '@/config/routes';
import { asLocale, localizedPath, type Locale } from '@/i18n/routing';
import { moneyFormatters } from '@/i18n/formats';
import { getDb } from '@/lib/db';
import { quoteSnapshot } from '@/lib/enquiries/snapshot';
import { formAction, type FormPost } from '@/lib/forms/action';
import { clientAddress } from '@/lib/http/client-address';
import { MAX_BOOKING_CARTONS } from '@/lib/bookings/limits';
import { card } from '@/lib/shipping/rate-card';
import { requireCustomer } from './guard';
import {
  ADDRESS_FORM_LIMIT,
  BOOK_FORM_LIMIT,
  bookPath,
  quoteSourceOf,
  savePath,
} from './quote-paths';
import {
  addAddress,
  addressEntry,
  addressSchema,
  bookingAddress,
  bookOffer,
  destinationText,
  removeAddress,
  removeSavedQuote,
  saveQuote,
  type AddressErrorKey,
  type AddressInput,
  type BookOfferInput,
  type BookOfferOutcome,
} from './saved';

/** What the booking form gives bookOffer; the session and the request give the rest. */
type BookInput = Omit<BookOfferInput, 'account' | 'locale' | 'submission' | 'clientAddress'>;

/**
 * The account's saved quotes, address book and online booking (docs/accounts.md). Every action
 * asks for the shipper's session first (requireCustomer: signed out, the sign-in, coming back to
 * the page the form was on) and changes only the signed-in account's rows.
 */

const localeOf = (form: FormData): Locale => asLocale(String(form.get('locale') ?? ''));
const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const home = (locale: Locale, notice: string, anchor: string) =>
  `${localizedPath(ACCOUNT_PATH, locale)}?done=${notice}#${anchor}`;

/** "Save": the offer priced again from its search (never a price sent by the browser), kept once. */
export async function saveQuoteAction(form: FormData): Promise<never> {
  const locale = localeOf(form);
  const query = field(form, 'q');
  const offer = field(form, 'offer');
  const session = await requireCustomer(locale, savePath(query, offer));
  const priced = quoteSnapshot(new URLSearchParams(query), offer, card, new Date());
  // A refusal is the save page's to say: it prices the same search again.
  if (!priced.ok) redirect(localizedPath(savePath(query, offer), locale));
  const saved = await saveQuote((await getDb()).db, session.accountId, priced.snapshot, new Date());
  redirect(home(locale, saved.kind === 'full' ? 'full' : 'saved', 'saved-quotes'));
}

/** "Remove" a saved quote; another account's id changes nothing. */
export async function removeSavedQuoteAction(form: FormData): Promise<never> {
  const locale = localeOf(form);
  const session = await requireCustomer(locale, ACCOUNT_PATH);
  await removeSavedQuote((await getDb()).db, session.accountId, field(form, 'id').slice(0, 64));
  redirect(home(locale, 'removed', 'saved-quotes'));
}

/** The address book's forms: what was typed comes back with the errors. */
export type AddressFormState = {
  status: 'idle' | 'added' | 'full' | 'invalid' | 'rate-limited' | 'error';
  values?: Record<string, string>;
  errors?: Partial<
    Record<'fbaCode' | 'name' | 'street' | 'city' | 'postcode' | 'country', AddressErrorKey>
  >;
  retryAfterMinutes?: number;
};

/** "Add" an FBA centre or an address, validated against the rate card's centres and countries. */
export async function addAddressAction(
  previous: AddressFormState,
  form: FormData,
): Promise<AddressFormState> {
  const session = await requireCustomer(localeOf(form), '/account/addresses');
  return formAction<
    AddressInput,
    AddressFormState['errors'],
    Awaited<ReturnType<typeof addAddress>>,
    AddressFormState
  >({
    feature: 'account-address',
    keep: ['kind', 'fbaCode', 'name', 'street', 'city', 'postcode', 'country'],
    limit: () => ADDRESS_FORM_LIMIT,
    submissionId: false,
    parse: ({ text }: FormPost) => {
      const parsed = addressSchema.safeParse({
        kind: text('kind'),
        fbaCode: text('fbaCode'),
        name: text('name'),
        street: text('street'),
        city: text('city'),
        postcode: text('postcode'),
        country: text('country'),
      });
      if (parsed.success) return { ok: true as const, input: parsed.data };
      const errors: AddressFormState['errors'] = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof NonNullable<AddressFormState['errors']>;
        // A kind that is neither is no form of ours: answered as an error.
        if (name === ('kind' as string)) return { ok: false as const };
        errors[name] ??= issue.message as AddressErrorKey;
      }
      return { ok: false as const, errors };
    },
    run: (input, { db, now }) => addAddress(db.db, session.accountId, input, now),
    answer: (outcome, post): AddressFormState => {
      // The list is the page's: rendered again with the new entry.
      revalidatePath(localizedPath('/account/addresses', post.locale));
      return { status: outcome.kind === 'full' ? 'full' : 'added' };
    },
    decoy: (): AddressFormState => ({ status: 'added' }),
  })(previous, form);
}

/** "Remove" an address-book entry; another account's id changes nothing. */
export async function removeAddressAction(form: FormData): Promise<never> {
  const locale = localeOf(form);
  const session = await requireCustomer(locale, '/account/addresses');
  await removeAddress((await getDb()).db, session.accountId, field(form, 'id').slice(0, 64));
  redirect(`${localizedPath('/account/addresses', locale)}?done=removed`);
}

/** The booking form's state: the refusal to say, or the new price to confirm. */
export type BookFormState = {
  status: 'idle' | 'invalid' | 'refused' | 'repriced' | 'rate-limited' | 'error';
  values?: Record<string, string>;
  errors?: Partial<
    Record<'company' | 'contact' | 'phone' | 'cartons' | 'destination', BookErrorKey>
  >;
  /** Why the offer cannot be booked (refused). */
  reason?: 'gone' | 'invalid' | 'missing';
  /** The price to confirm now (repriced), in fen and as shown. */
  agreedFen?: number;
  price?: string;
  submissionId?: string;
  retryAfterMinutes?: number;
};

type BookErrorKey =
  | 'required'
  | 'tooLong'
  | 'cartons'
  | 'cartonSizes'
  | 'phone'
  | 'destination'
  | 'unserved'
  | 'entry';

const person = (max: number) =>
  z.string().trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });
const bookSchema = z.object({
  company: person(120),
  contact: person(120),
  phone: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .regex(/^\+?[\d\s()-]{5,30}$/, { error: 'phone' }),
  // The bound before the integer check (whose own bound is the largest safe integer).
  cartons: z.coerce
    .number({ error: 'cartons' })
    .min(1, { error: 'cartons' })
    .max(MAX_BOOKING_CARTONS, { error: 'cartons' })
    .int({ error: 'cartons' }),
  entry: z.string().max(64),
  destination: z.string().trim().max(100, { error: 'tooLong' }),
  agreedFen: z.coerce.number().int().nonnegative(),
});

/**
 * "Confirm booking": the booking made at once from the quote (bookOffer), then its page in the
 * account. The form's submission id makes a second confirm find the first booking.
 */
export async function bookOfferAction(
  previous: BookFormState,
  form: FormData,
): Promise<BookFormState> {
  const locale = localeOf(form);
  const source = quoteSourceOf(field(form, 'saved'), field(form, 'q'), field(form, 'offer'));
  const session = await requireCustomer(locale, source ? bookPath(source) : ACCOUNT_PATH);
  return formAction<BookInput, BookFormState['errors'], BookOfferOutcome, BookFormState>({
    feature: 'account-booking',
    keep: ['company', 'contact', 'phone', 'cartons', 'entry', 'destination'],
    limit: () => BOOK_FORM_LIMIT,
    submissionId: true,
    parse: async ({ text, db }: FormPost) => {
      if (!source) return { ok: false as const };
      const parsed = bookSchema.safeParse({
        company: text('company'),
        contact: text('contact'),
        phone: text('phone'),
        cartons: text('cartons'),
        entry: text('entry'),
        destination: text('destination'),
        agreedFen: text('agreedFen'),
      });
      if (!parsed.success) {
        const errors: BookFormState['errors'] = {};
        for (const issue of parsed.error.issues) {
          const name = issue.path[0] as string;
          if (name === 'entry' || name === 'agreedFen') return { ok: false as const };
          errors[name as keyof NonNullable<BookFormState['errors']>] ??=
            issue.message as BookErrorKey;
        }
        return { ok: false as const, errors };
      }
      const { entry: entryId, destination, ...rest } = parsed.data;
      // The destination: an entry of the account's own address book, or as typed.
      if (entryId) {
        const entry = await addressEntry(db.db, session.accountId, entryId);
        if (!entry) return { ok: false as const, errors: { destination: 'entry' as const } };
        return {
          ok: true as const,
          input: {
            ...rest,
            source,
            destination: destinationText(entry),
            ...(entry.kind === 'address' ? { address: bookingAddress(entry) } : {}),
          },
        };
      }
      if (!destination) return { ok: false as const, errors: { destination: 'required' as const } };
      return { ok: true as const, input: { ...rest, source, destination } };
    },
    run: async (input, post) =>
      bookOffer(
        post.db.db,
        {
          ...input,
          account: { id: session.accountId, email: session.email },
          locale: post.locale,
          submission: post.submissionId!,
          clientAddress: clientAddress(await headers()),
        },
        post.now,
      ),
    answer: (outcome, post): BookFormState => {
      const values = Object.fromEntries(
        ['company', 'contact', 'phone', 'cartons', 'entry', 'destination'].map((k) => [
          k,
          post.text(k),
        ]),
      );
      const again = { values, submissionId: post.submissionId ?? undefined };
      switch (outcome.kind) {
        case 'created':
        case 'existing':
          redirect(localizedPath(`/account/bookings/${outcome.reference}`, post.locale));
        case 'repriced':
          return {
            status: 'repriced',
            agreedFen: outcome.quote.totalFen,
            price: moneyFormatters(post.locale).fen(outcome.quote.totalFen),
            ...again,
          };
        case 'refused':
          if (outcome.reason === 'cartons' || outcome.reason === 'cartonSizes')
            return { status: 'invalid', errors: { cartons: outcome.reason }, ...again };
          if (outcome.reason === 'destination' || outcome.reason === 'unserved')
            return { status: 'invalid', errors: { destination: outcome.reason }, ...again };
          return { status: 'refused', reason: outcome.reason, ...again };
      }
    },
    decoy: (): BookFormState => ({ status: 'error' }),
  })(previous, form);
}
