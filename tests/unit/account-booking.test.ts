import { describe, expect, it } from 'vitest';
import {
  addAddress,
  addressBook,
  addressEntry,
  addressSchema,
  bookOffer,
  destinationText,
  offerToBook,
  removeAddress,
  removeSavedQuote,
  saveQuote,
  savedQuote,
  savedQuotes,
  type BookOfferInput,
} from '@/lib/accounts/saved';
import { accountBooking, accountBookings } from '@/lib/accounts/records';
import { findBookings, readBookingFilters } from '@/lib/bookings/desk';
import { cancelBooking } from '@/lib/bookings/store';
import { historyOf } from '@/lib/console/history';
import { card } from '@/lib/shipping/rate-card';
import type { RateCard } from '@/lib/shipping/schema';
import { isAccountActor, listAudit } from '@/lib/staff/audit';
import { findShipments } from '@/lib/tracking/lookup';
import { BOOKING_SEARCH, bookingQuote } from '../support/booking';
import { databaseSetups, useDatabase } from '../support/db';
import { deskActor as desk } from '../support/actor';

// 10:00 on 27 November in Beijing; the quote holds until 11 December.
const NOW = new Date('2026-11-27T02:00:00Z');
// 20 December: past the quote's validity, the rate card still in force.
const LATER = new Date('2026-12-20T02:00:00Z');

/** The rate card with the offer's line priced `percent` higher (rates renewed). */
function repriced(percent: number): RateCard {
  return {
    ...card,
    channels: card.channels.map((c) =>
      c.code !== 'BW-EXP-US'
        ? c
        : {
            ...c,
            rates: Object.fromEntries(
              Object.entries(c.rates).map(([zone, tiers]) => [
                zone,
                tiers.map((t) => ({ ...t, price: Math.round((t.price * (100 + percent)) / 100) })),
              ]),
            ),
          },
    ),
  } as RateCard;
}

/** The rate card without the offer's line (withdrawn). */
const withdrawn = (): RateCard =>
  ({ ...card, channels: card.channels.filter((c) => c.code !== 'BW-EXP-US') }) as RateCard;

describe('the address book form', () => {
  it('takes rate-card FBA centres and countries, and names what is wrong', () => {
    expect(addressSchema.safeParse({ kind: 'fba', fbaCode: ' ont8 ' }).data).toEqual({
      kind: 'fba',
      fbaCode: 'ONT8',
    });
    const unknown = addressSchema.safeParse({ kind: 'fba', fbaCode: 'XXX9' });
    expect(unknown.error?.issues[0]?.message).toBe('fbaUnknown');
    const bad = addressSchema.safeParse({
      kind: 'address',
      name: '',
      street: '1 Main St',
      city: 'Dallas',
      postcode: '75201',
      country: 'ZZ',
    });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'required'],
      ['country', 'countryUnknown'],
    ]);
  });

  it('gives the price lookup a destination it reads', () => {
    expect(destinationText({ id: 'a', kind: 'fba', fbaCode: 'ONT8' })).toBe('ONT8');
    const home = { name: 'A', street: 'B', city: 'Dallas', postcode: '75201-1234' };
    expect(destinationText({ id: 'a', kind: 'address', ...home, country: 'US' })).toBe('75201');
    expect(destinationText({ id: 'a', kind: 'address', ...home, country: 'DE' })).toBe('DE');
  });
});

describe.each(databaseSetups())('an account’s quotes, addresses and bookings ($name)', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;
  let accounts = 0;
  /** A new account, as the sign-in makes one. */
  async function account() {
    const n = accounts++;
    const row = { id: `acct-${n}`, email: `shipper${n}@example.com` };
    await db()
      .insertInto('customer_accounts')
      .values({
        ...row,
        locale: 'en',
        created_at: NOW.toISOString(),
        signed_in_at: NOW.toISOString(),
      })
      .execute();
    return row;
  }
  let submissions = 0;
  const booking = (
    owner: { id: string; email: string },
    over: Partial<BookOfferInput> = {},
  ): BookOfferInput => ({
    account: owner,
    source: { query: BOOKING_SEARCH, offer: 'BW-EXP-US' },
    agreedFen: bookingQuote(NOW).totalFen,
    cartons: 3,
    destination: 'ONT8',
    company: 'Acme Trading',
    contact: 'Li Wei',
    phone: '+86 138 0000 0000',
    locale: 'zh',
    submission: `submission-${submissions++}`,
    clientAddress: '198.51.100.4',
    ...over,
  });

  it('saves an offer once, and another account finds none of it', async () => {
    const mine = await account();
    const theirs = await account();
    const first = await saveQuote(db(), mine.id, bookingQuote(NOW), NOW);
    const again = await saveQuote(db(), mine.id, bookingQuote(LATER), LATER);
    expect(first.kind).toBe('saved');
    expect(again).toEqual({ kind: 'existing', id: (first as { id: string }).id });
    const list = await savedQuotes(db(), mine.id);
    expect(list).toHaveLength(1);
    expect(list[0]!.quote.quotedAt).toBe(NOW.toISOString());
    const id = list[0]!.id;

    expect(await savedQuote(db(), theirs.id, id)).toBeUndefined();
    expect(await offerToBook(db(), theirs.id, { saved: id }, NOW)).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(await removeSavedQuote(db(), theirs.id, id)).toBe(false);
    expect(await savedQuotes(db(), mine.id)).toHaveLength(1);
    expect(await removeSavedQuote(db(), mine.id, id)).toBe(true);
    expect(await savedQuotes(db(), mine.id)).toHaveLength(0);
  });

  it('keeps an address book per account', async () => {
    const mine = await account();
    const theirs = await account();
    const fba = await addAddress(db(), mine.id, { kind: 'fba', fbaCode: 'ONT8' }, NOW);
    await addAddress(
      db(),
      mine.id,
      {
        kind: 'address',
        name: 'Acme US',
        street: '1 Main St',
        city: 'Dallas',
        postcode: '75201',
        country: 'US',
      },
      LATER,
    );
    expect((await addressBook(db(), mine.id)).map((e) => e.kind)).toEqual(['fba', 'address']);
    expect(await addressBook(db(), theirs.id)).toEqual([]);
    if (fba.kind !== 'added') throw new Error('not added');
    expect(await addressEntry(db(), theirs.id, fba.id)).toBeUndefined();
    expect(await removeAddress(db(), theirs.id, fba.id)).toBe(false);
    expect(await removeAddress(db(), mine.id, fba.id)).toBe(true);
    expect(await addressBook(db(), mine.id)).toHaveLength(1);
  });

  it('books a saved offer within its validity once, audited with the account as actor', async () => {
    const mine = await account();
    const saved = await saveQuote(db(), mine.id, bookingQuote(NOW), NOW);
    if (saved.kind === 'full') throw new Error('full');
    const input = booking(mine, { source: { saved: saved.id } });
    const first = await bookOffer(db(), input, NOW);
    expect(first.kind).toBe('created');
    if (first.kind !== 'created') return;
    // Confirming twice (a double click, a reload of the post) is one booking.
    expect(await bookOffer(db(), input, NOW)).toEqual({ ...first, kind: 'existing' });
    const rows = await db()
      .selectFrom('bookings')
      .selectAll()
      .where('account_id', '=', mine.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'online',
      enquiry_reference: null,
      active_enquiry: null,
      email: mine.email,
      customer: 'Acme Trading',
      contact: 'Li Wei',
      cartons: 3,
      destination: 'ONT8',
      locale: 'zh',
    });

    // The account sees it; another account does not.
    expect((await accountBookings(db(), mine.email)).map((b) => b.reference)).toEqual([
      first.reference,
    ]);
    expect(await accountBooking(db(), 'someone@example.com', first.reference)).toBeUndefined();
    // The tracking page finds it, and the confirmation mail went to the account.
    const { shipments } = await findShipments(db(), [first.waybill], NOW);
    expect(shipments[0]?.events.map((e) => e.code)).toEqual(['booking_confirmed']);
    const mails = await db()
      .selectFrom('mail_outbox')
      .select(['to_address'])
      .where('kind', '=', 'booking-confirmed')
      .where('text_body', 'like', `%${first.waybill}%`)
      .execute();
    expect(mails).toEqual([{ to_address: mine.email }]);

    const audit = await listAudit(db(), {
      action: 'bookings.create',
      target: { id: first.reference },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: `account:${mine.id}`, actor_email: null });
    expect(isAccountActor(audit[0]!.actor_id)).toBe(true);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ online: true, waybill: first.waybill });
    const timeline = await historyOf(db(), { type: 'booking', id: first.reference });
    expect(timeline.map((h) => [h.kind, h.actor.id])).toEqual([['booked', `account:${mine.id}`]]);
  });

  it('prices a saved offer again past its validity, and books only the new price confirmed', async () => {
    const mine = await account();
    const old = bookingQuote(NOW);
    const saved = await saveQuote(db(), mine.id, old, NOW);
    if (saved.kind === 'full') throw new Error('full');
    const dearer = repriced(10);
    const offer = await offerToBook(db(), mine.id, { saved: saved.id }, LATER, dearer);
    if (!offer.ok) throw new Error(offer.reason);
    expect(offer.previous?.totalFen).toBe(old.totalFen);
    expect(offer.quote.totalFen).toBeGreaterThan(old.totalFen);
    expect(offer.quote.validUntil > old.validUntil).toBe(true);

    // Confirming the old price books nothing: the new one is shown to be confirmed.
    const input = booking(mine, { source: { saved: saved.id }, agreedFen: old.totalFen });
    const stale = await bookOffer(db(), input, LATER, dearer);
    expect(stale).toEqual({ kind: 'repriced', quote: offer.quote });
    expect(await accountBookings(db(), mine.email)).toHaveLength(0);
    const made = await bookOffer(
      db(),
      { ...input, agreedFen: offer.quote.totalFen },
      LATER,
      dearer,
    );
    expect(made.kind).toBe('created');
    const row = await db()
      .selectFrom('bookings')
      .select('quote')
      .where('account_id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.quote).totalFen).toBe(offer.quote.totalFen);
  });

  it('refuses an offer that is no longer made, and a count or place it cannot book', async () => {
    const mine = await account();
    const saved = await saveQuote(db(), mine.id, bookingQuote(NOW), NOW);
    if (saved.kind === 'full') throw new Error('full');
    expect(
      await bookOffer(db(), booking(mine, { source: { saved: saved.id } }), LATER, withdrawn()),
    ).toEqual({
      kind: 'refused',
      reason: 'gone',
    });
    expect(await bookOffer(db(), booking(mine), NOW, withdrawn())).toEqual({
      kind: 'refused',
      reason: 'gone',
    });
    expect(await bookOffer(db(), booking(mine, { cartons: 501 }), NOW)).toEqual({
      kind: 'refused',
      reason: 'cartons',
    });
    expect(await bookOffer(db(), booking(mine, { destination: 'Atlantis' }), NOW)).toEqual({
      kind: 'refused',
      reason: 'destination',
    });
    expect(await accountBookings(db(), mine.email)).toHaveLength(0);
  });

  it('prices another count of cartons again, and refuses one it cannot price', async () => {
    const mine = await account();
    // One carton size: 5 cartons instead of 2 are priced again, and the new total is confirmed.
    const oneSize =
      'from=SZX&to=ONT8&goods=general&units=metric&qty=2&len=50&wid=40&hei=30&wt=12.5';
    const quoted = bookingQuote(NOW, 'BW-EXP-US', oneSize);
    const five = bookingQuote(NOW, 'BW-EXP-US', oneSize.replace('qty=2', 'qty=5'));
    expect(five.totalFen).toBeGreaterThan(quoted.totalFen);
    const input = booking(mine, {
      source: { query: oneSize, offer: 'BW-EXP-US' },
      agreedFen: quoted.totalFen,
      cartons: 5,
    });
    const shown = await bookOffer(db(), input, NOW);
    expect(shown).toMatchObject({
      kind: 'repriced',
      quote: { totalFen: five.totalFen, cartonCount: 5 },
    });
    const made = await bookOffer(db(), { ...input, agreedFen: five.totalFen }, NOW);
    expect(made.kind).toBe('created');
    // Several sizes: the count stands.
    expect(await bookOffer(db(), booking(mine, { cartons: 4 }), NOW)).toEqual({
      kind: 'refused',
      reason: 'cartonSizes',
    });
  });

  it('shows the desk the online bookings, which it cancels with the same rules', async () => {
    const mine = await account();
    const made = await bookOffer(db(), booking(mine), NOW);
    if (made.kind !== 'created') throw new Error(made.kind);
    const { filters } = readBookingFilters({ source: 'online' });
    expect(filters).toEqual({ source: 'online' });
    const online = await findBookings(db(), filters, undefined);
    expect(online.rows.map((r) => r.reference)).toContain(made.reference);
    expect(online.rows.every((r) => r.source === 'online')).toBe(true);
    const atDesk = await findBookings(db(), { source: 'desk' }, undefined);
    expect(atDesk.rows.map((r) => r.reference)).not.toContain(made.reference);

    // An hour later, before the goods reach the warehouse.
    const hourLater = new Date(NOW.getTime() + 3_600_000);
    expect(await cancelBooking(db(), made.reference, desk, hourLater)).toBe('changed');
    const [mineNow] = await accountBookings(db(), mine.email);
    expect(mineNow).toMatchObject({
      reference: made.reference,
      cancelled: true,
      status: 'cancelled',
    });
  });
});
