import { isValidElement, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, request, SECRET } from '../support/staff-request';
import {
  actionKeys,
  customerCookie,
  endingOf,
  routeFiles,
  routeParams,
  routeCalls,
  rowCounts,
  serverAction,
  serverActionModules,
  staffOfEveryRole,
  type Ending,
} from '../support/permissions';
import { signedInCookie } from '../support/staff';
import { BOOKING_SEARCH, bookEnquiry, bookingQuote, insertEnquiry } from '../support/booking';
import { deskActor } from '../support/actor';
import { databaseSetups, useDatabase } from '../support/db';
import { pdfBytes } from '../support/resume-bytes';
import { addAddress, saveQuote } from '@/lib/accounts/saved';
import { sessionOf } from '@/lib/accounts/sessions';
import { uploadDocument } from '@/lib/bookings/documents';
import { staffAuth } from '@/lib/staff/auth';
import { STAFF_ROLES, type StaffRole } from '@/lib/staff/permissions';
import { AccountHome } from '@/components/account/account-home';
import { SignInForm } from '@/components/account/sign-in-form';

// The shipper account's permission matrix: every account page and route handler (found in the
// source tree) and every Server Action of src/lib/accounts, called signed out, as the shipper
// who owns the records, as a shipper who does not (another address), and with each staff role's
// console session, answers as the tables below say. A console session opens no account page:
// the account treats it as signed out. The console's own matrix (console-permissions) checks
// that a shipper's session opens no console page or action.
vi.mock('next/cache', () => import('../support/next-doubles').then((m) => m.nextCache));
// A form's mail goes out after its answer (Next's after()): no request here to run it after.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => undefined,
}));
vi.mock('next-intl/server', () => import('../support/next-doubles').then((m) => m.echoingIntl));

/**
 * What a call answers:
 * - `signInForm`: /account's sign-in (the page itself, signed out);
 * - `home`: /account's home, of the caller's own address;
 * - `signIn`: a redirect to the account's sign-in (which comes back after it);
 * - `shown`: the page or the file (a route's 200);
 * - `notFound`: Next's 404 (a route's bare 404);
 * - `answered`: a form's answer (a public action's state, the same for every caller);
 * - `signedOut`: the caller's own session ended, then back to the sign-in;
 * - `done`: an action's redirect to an account page of the caller's (its change made, or none
 *   for a record that is not the caller's).
 */
type Answer =
  'signInForm' | 'home' | 'signIn' | 'shown' | 'notFound' | 'answered' | 'signedOut' | 'done';
/** `staff`: every staff role's console session. */
type Row = { signedOut: Answer; owner: Answer; other: Answer; staff: Answer };

/** The spec: every account page and route handler, by its address (without the locale). */
const ACCOUNT_PAGES: Record<string, Row> = {
  '/account': { signedOut: 'signInForm', owner: 'home', other: 'home', staff: 'signInForm' },
  '/account/bookings/[reference]': {
    signedOut: 'signIn',
    owner: 'shown',
    other: 'notFound',
    staff: 'signIn',
  },
  '/api/account/labels': {
    signedOut: 'notFound',
    owner: 'shown',
    other: 'notFound',
    staff: 'notFound',
  },
  // A document of the owner's booking, by its id: anyone else's request is a bare 404.
  '/api/account/documents': {
    signedOut: 'notFound',
    owner: 'shown',
    other: 'notFound',
    staff: 'notFound',
  },
  // The caller's own lists and data: every shipper sees theirs.
  '/account/addresses': { signedOut: 'signIn', owner: 'shown', other: 'shown', staff: 'signIn' },
  '/account/parcels': { signedOut: 'signIn', owner: 'shown', other: 'shown', staff: 'signIn' },
  '/account/data': { signedOut: 'signIn', owner: 'shown', other: 'shown', staff: 'signIn' },
  '/api/account/data': { signedOut: 'notFound', owner: 'shown', other: 'shown', staff: 'notFound' },
  // An offer of a search, priced for whoever asks.
  '/account/quotes/save': { signedOut: 'signIn', owner: 'shown', other: 'shown', staff: 'signIn' },
  // The owner's saved quote, by its id.
  '/account/book': { signedOut: 'signIn', owner: 'shown', other: 'notFound', staff: 'signIn' },
};

/** The spec: every Server Action of the account's modules (`<module>#<export>`). */
const ACCOUNT_ACTIONS: Record<string, Row> = {
  // The sign-in's two steps: public, the same answer whoever asks.
  'lib/accounts/action#requestAccountCode': {
    signedOut: 'answered',
    owner: 'answered',
    other: 'answered',
    staff: 'answered',
  },
  'lib/accounts/action#verifyAccountCode': {
    signedOut: 'answered',
    owner: 'answered',
    other: 'answered',
    staff: 'answered',
  },
  // Ends only the caller's own session; signed out (or with a console session) it ends none.
  'lib/accounts/action#signOutOfAccount': {
    signedOut: 'signIn',
    owner: 'signedOut',
    other: 'signedOut',
    staff: 'signIn',
  },
  // Saving an offer: each shipper saves for themselves.
  'lib/accounts/quote-actions#saveQuoteAction': {
    signedOut: 'signIn',
    owner: 'done',
    other: 'done',
    staff: 'signIn',
  },
  // Removing by id: another shipper's call changes nothing (checked below).
  'lib/accounts/quote-actions#removeSavedQuoteAction': {
    signedOut: 'signIn',
    owner: 'done',
    other: 'done',
    staff: 'signIn',
  },
  'lib/accounts/quote-actions#removeAddressAction': {
    signedOut: 'signIn',
    owner: 'done',
    other: 'done',
    staff: 'signIn',
  },
  // Forms with fields of their own: the form here is not one, so its answer is a refusal.
  'lib/accounts/quote-actions#addAddressAction': {
    signedOut: 'signIn',
    owner: 'answered',
    other: 'answered',
    staff: 'signIn',
  },
  'lib/accounts/quote-actions#bookOfferAction': {
    signedOut: 'signIn',
    owner: 'answered',
    other: 'answered',
    staff: 'signIn',
  },
  // A parcel's mails: the owner's parcel only.
  'lib/accounts/data-action#setParcelMailsAction': {
    signedOut: 'signIn',
    owner: 'done',
    other: 'notFound',
    staff: 'signIn',
  },
  // A message on a booking: the owner's booking only (this form has no text: refused in words).
  'lib/accounts/message-action#postBookingMessageAction': {
    signedOut: 'signIn',
    owner: 'answered',
    other: 'notFound',
    staff: 'signIn',
  },
  // An upload to the owner's booking (this form has no file: refused, said on the booking's
  // page); another address's booking is a 404.
  'lib/accounts/document-actions#uploadBookingDocumentAction': {
    signedOut: 'signIn',
    owner: 'done',
    other: 'notFound',
    staff: 'signIn',
  },
  // Deleting asks to confirm first (this form does not): nothing is deleted here.
  'lib/accounts/data-action#deleteAccountAction': {
    signedOut: 'signIn',
    owner: 'done',
    other: 'done',
    staff: 'signIn',
  },
};

const OWNER = 'owner@example.com';
const OTHER = 'someone.else@example.com';

/** The owner's records, made once: what dynamic segments, queries and forms name. */
type Records = {
  booking: string;
  waybill: string;
  saved: string;
  address: string;
  document: string;
};
/** A dynamic segment's value by its folder's name. */
const SEGMENTS: Record<string, (r: Records) => string> = { reference: (r) => r.booking };
/** A route handler's query. */
const QUERIES: Record<string, (r: Records) => string> = {
  '/api/account/labels': (r) => `booking=${r.booking}&format=a4`,
  '/api/account/documents': (r) => `id=${r.document}`,
  '/account/quotes/save': () => `q=${encodeURIComponent(BOOKING_SEARCH)}&offer=BW-EXP-US`,
  '/account/book': (r) => `saved=${r.saved}`,
};
/** Every action's form: what its fields name is the owner's. */
const actionForm = (r: Records) => ({
  locale: 'en',
  email: OWNER,
  code: '000000',
  reference: r.booking,
  booking: r.booking,
  next: `/account/bookings/${r.booking}`,
  id: r.saved,
  waybill: r.waybill,
  mails: 'off',
  q: BOOKING_SEARCH,
  offer: 'BW-EXP-US',
});

const pages = routeFiles('[locale]/(site)/account').concat(routeFiles('api/account'));
const actionModules = serverActionModules().filter(({ key }) => key.startsWith('lib/accounts/'));

/** The React elements of a page's answer, depth first. */
function* elements(node: unknown): Generator<{ type: unknown; props: Record<string, unknown> }> {
  if (Array.isArray(node)) for (const child of node) yield* elements(child);
  else if (isValidElement(node)) {
    const props = node.props as Record<string, unknown> & { children?: ReactNode };
    yield { type: node.type, props };
    yield* elements(props.children);
  }
}

describe('the account permission tables', () => {
  it('name every account page and route handler, and nothing else', () => {
    expect(pages.map((p) => p.address).sort()).toEqual(Object.keys(ACCOUNT_PAGES).sort());
  });

  it('name every exported function of the account use-server modules', async () => {
    expect(await actionKeys(actionModules)).toEqual(Object.keys(ACCOUNT_ACTIONS).sort());
  });

  it('treat a console session as signed out', () => {
    for (const row of [...Object.values(ACCOUNT_PAGES), ...Object.values(ACCOUNT_ACTIONS)])
      expect(row.staff).toBe(row.signedOut);
  });
});

type Who = 'signedOut' | 'owner' | 'other' | StaffRole;
const WHO: Who[] = ['signedOut', 'owner', 'other', ...STAFF_ROLES];
const column = (who: Who): keyof Row =>
  who === 'signedOut' || who === 'owner' || who === 'other' ? who : 'staff';

describe.each(databaseSetups().slice(0, 1))(
  'every account page and action × everyone ($name)',
  (setup) => {
    const database = useDatabase(setup);
    const db = () => database.db().db;
    const staffCookies = new Map<StaffRole, string>();
    const customers = new Map<string, string>();
    let records: Records;

    beforeAll(async () => {
      vi.stubEnv('BETTER_AUTH_SECRET', SECRET);
      // A site that sends mail shows the sign-in form (without, it says how to reach us).
      vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:2525');
      request.db = database.db();
      await staffOfEveryRole(database.db(), PASSWORD);
      // The owner's booking, and another address's quote request with the same lane.
      const now = new Date();
      await insertEnquiry(db(), { reference: 'OWN3R1', quote: bookingQuote(now), email: OWNER });
      await insertEnquiry(db(), { reference: 'OTH3R1', quote: bookingQuote(now), email: OTHER });
      const booked = await bookEnquiry(db(), 'OWN3R1', 2, deskActor, now);
      // The owner's saved quote and address-book entry (what the by-id pages and actions name).
      const owner = await customerCookie(db(), OWNER);
      customers.set(OWNER, owner.cookie);
      const session = (await sessionOf(db(), owner.cookie.split('=')[1], now))!;
      const saved = await saveQuote(db(), session.accountId, bookingQuote(now), now);
      const address = await addAddress(
        db(),
        session.accountId,
        { kind: 'fba', fbaCode: 'ONT8' },
        now,
      );
      if (saved.kind === 'full' || address.kind === 'full') throw new Error('full');
      const uploaded = await uploadDocument(
        db(),
        {
          booking: { reference: booked.reference, cancelled_at: null },
          account: { id: session.accountId },
          kind: 'invoice',
          name: 'invoice.pdf',
          bytes: pdfBytes('Invoice'),
          clientAddress: '192.0.2.1',
        },
        now,
      );
      if (uploaded.kind !== 'stored') throw new Error(`not uploaded: ${JSON.stringify(uploaded)}`);
      records = {
        booking: booked.reference,
        waybill: booked.waybill,
        saved: saved.id,
        address: address.id,
        document: uploaded.id,
      };
    });
    afterAll(() => vi.unstubAllEnvs());

    const emailOf = (who: Who) => (who === 'owner' ? OWNER : who === 'other' ? OTHER : undefined);

    /** A live session's cookie for `email` (a new one after a sign-out ended it). */
    async function customer(email: string) {
      const cookie = customers.get(email);
      if (cookie && (await sessionOf(db(), cookie.split('=')[1], new Date()))) return cookie;
      const made = (await customerCookie(db(), email)).cookie;
      customers.set(email, made);
      return made;
    }

    /** The request of `who`: its session's cookie, if any. */
    async function actAs(who: Who) {
      request.headers = new Headers({ 'x-forwarded-for': '192.0.2.20' });
      if (who === 'signedOut') return;
      const email = emailOf(who);
      if (email) {
        request.headers.set('cookie', await customer(email));
        return;
      }
      const role = who as StaffRole;
      let cookie = staffCookies.get(role);
      const auth = staffAuth(database.db(), { secret: SECRET });
      if (!cookie || !(await auth.api.getSession({ headers: new Headers({ cookie }) }))) {
        cookie = await signedInCookie(database.db(), `${role}@bridgeway.example`, PASSWORD, SECRET);
        staffCookies.set(role, cookie);
      }
      request.headers.set('cookie', cookie);
    }

    const accountAddress = /^(?:\/zh)?\/account(?:\?next=[^;]*)?$/;
    /** Any other page of the account's (an action's own redirect). */
    const accountPage = /^(?:\/zh)?\/account(?:[/?#]|$)/;

    /** What `who`'s call answered, as the table names it. */
    async function answerOf(who: Who, ending: Ending, sessionBefore: string | undefined) {
      if (ending.kind === 'notFound') return 'notFound';
      if (ending.kind === 'redirect' && accountAddress.test(ending.to)) {
        const ended =
          sessionBefore !== undefined && !(await sessionOf(db(), sessionBefore, new Date()));
        return ended ? 'signedOut' : 'signIn';
      }
      if (ending.kind === 'redirect' && accountPage.test(ending.to)) return 'done';
      if (ending.kind !== 'returned')
        return `${ending.kind} ${String((ending as { error?: unknown }).error)}`;
      const { value } = ending;
      if (value instanceof Response) {
        if (value.status === 200) return 'shown';
        if (value.status === 404) return 'notFound';
        const to = value.headers.get('location') ?? '';
        return accountAddress.test(new URL(to, 'http://x').pathname)
          ? 'signIn'
          : `HTTP ${value.status}`;
      }
      const found = [...elements(value)];
      const home = found.find((e) => e.type === AccountHome);
      if (home) return home.props.email === emailOf(who) ? 'home' : `home of ${home.props.email}`;
      if (found.some((e) => e.type === SignInForm)) return 'signInForm';
      if (isValidElement(value)) return 'shown';
      return 'answered';
    }

    /** The owner's saved quote and address-book entry, as far as they still stand. */
    const ownerRows = async () =>
      (
        await Promise.all([
          db().selectFrom('saved_quotes').select('id').where('id', '=', records.saved).execute(),
          db()
            .selectFrom('customer_addresses')
            .select('id')
            .where('id', '=', records.address)
            .execute(),
        ])
      ).map((rows) => rows.length);

    async function check(who: Who, want: Answer, call: () => unknown) {
      await actAs(who);
      const refused = want === 'signIn' || want === 'notFound' || want === 'signInForm';
      const ownerSession = await customer(OWNER);
      // A refusal changes nothing (a request may count against its client's limits).
      const before = refused ? await rowCounts(db(), ['rate_limit_hits']) : undefined;
      const session = emailOf(who) ? request.headers.get('cookie')!.split('=')[1] : undefined;
      const ownerRowsBefore = await ownerRows();
      const ending = await endingOf(call);
      expect(await answerOf(who, ending, session)).toBe(want);
      if (before) expect(await rowCounts(db(), ['rate_limit_hits'])).toEqual(before);
      if (who === 'owner') return;
      // Nothing of the owner's reaches anyone else, and no one else ends the owner's session.
      if (ending.kind === 'returned' && !(ending.value instanceof Response))
        expect(JSON.stringify(ending.value) ?? '').not.toContain(records.waybill);
      expect(await sessionOf(db(), ownerSession.split('=')[1], new Date())).toBeDefined();
      expect(await ownerRows()).toEqual(ownerRowsBefore);
    }

    describe.each(pages)('$address', ({ address, file, kind }) => {
      const row = ACCOUNT_PAGES[address]!;
      it.each(WHO)('as %s', async (who) => {
        const loaded = (await import(file)) as Record<string, unknown>;
        const values = Object.fromEntries(
          Object.entries(SEGMENTS).map(([name, of]) => [name, of(records)]),
        );
        const query = QUERIES[address]?.(records) ?? '';
        const context = {
          params: routeParams(address, values),
          searchParams: Promise.resolve(Object.fromEntries(new URLSearchParams(query))),
        };
        const calls = routeCalls(
          loaded,
          kind,
          context,
          `${address}${query ? `?${query}` : ''}`,
          () => ({
            cookie: request.headers.get('cookie') ?? '',
          }),
        );
        expect(calls.length).toBeGreaterThan(0);
        for (const call of calls) await check(who, row[column(who)], call);
      });
    });

    describe.each(Object.entries(ACCOUNT_ACTIONS))('%s', (key, row) => {
      it.each(WHO)('as %s', async (who) => {
        const action = await serverAction(key);
        const form = new FormData();
        for (const [field, value] of Object.entries(actionForm(records))) form.set(field, value);
        // (state, form) for useActionState, else (form).
        await check(who, row[column(who)], () =>
          action.length >= 2 ? action({ status: 'idle' }, form) : action(form),
        );
      });
    });
  },
);
