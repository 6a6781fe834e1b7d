import { describe, expect, it } from 'vitest';
import { historyOf } from '@/lib/console/history';
import { bookingLink } from '@/lib/bookings/links';
import { cartonWeights } from '@/lib/bookings/cartons';
import { readBookingReference } from '@/lib/bookings/reference';
import { cancelBooking, createBooking, resendBooking } from '@/lib/bookings/store';
import { drawWaybill, isOurWaybill, luhnDigit, waybillOf } from '@/lib/bookings/waybill';
import { inTransaction } from '@/lib/db/transaction';
import { parseWarehouses, RECEIVING_WAREHOUSES } from '@/lib/bookings/warehouses';
import { company } from '@/lib/company';
import { card } from '@/lib/shipping/rate-card';
import { listAudit } from '@/lib/staff/audit';
import { findShipments } from '@/lib/tracking/lookup';
import { ingestTracking } from '@/lib/tracking/store';
import { bookEnquiry, bookingQuote, insertEnquiry } from '../support/booking';
import { databaseSetups, useDatabase } from '../support/db';
import { deskActor as by } from '../support/actor';

const NOW = new Date('2026-11-27T02:00:00Z');
const LATER = new Date('2026-11-27T05:00:00Z');

describe('waybill numbers', () => {
  it('are BW, a seven-digit serial and its Luhn check digit', () => {
    expect(luhnDigit('7992739871')).toBe(3);
    expect(waybillOf(1_000_000)).toBe(`BW1000000${luhnDigit('1000000')}`);
    expect(isOurWaybill(waybillOf(1_234_567))).toBe(true);
    const good = waybillOf(1_234_567);
    const typo = `${good.slice(0, 5)}${(Number(good[5]) + 1) % 10}${good.slice(6)}`;
    expect(isOurWaybill(typo)).toBe(false);
    // The demo parcels' numbers (BW8…) are outside the serials.
    expect(() => waybillOf(8_000_000)).toThrow(RangeError);
    expect(() => waybillOf(999_999)).toThrow(RangeError);
  });
});

describe('receiving warehouses', () => {
  it('has one for each origin of the rate card', () => {
    expect([...RECEIVING_WAREHOUSES.keys()].sort()).toEqual(
      card.locations.origins.map((o) => o.code).sort(),
    );
  });
  it('names every problem of a bad file', () => {
    const parsed = parseWarehouses(
      {
        about: '',
        warehouses: [
          {
            origin: 'SZX',
            warehouse: 'nowhere',
            address: { en: 'a', zh: 'b' },
            hours: { en: 'a', zh: 'b' },
            contact: { name: { en: 'a', zh: 'b' }, phone: '+86 755 1234 5678' },
          },
        ],
      },
      card.locations.origins,
      company.warehouses,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toContain(
      'warehouses.0.warehouse: nowhere is no China warehouse of company.json',
    );
    expect(parsed.problems).toContain('warehouses: no warehouse for origin CAN');
  });
});

describe('carton weights from the quote', () => {
  it('lists each carton, and none once the count was corrected', () => {
    const quote = bookingQuote(NOW);
    expect(cartonWeights(quote, 3)).toEqual([12.5, 12.5, 20]);
    expect(cartonWeights(quote, 4)).toBeNull();
  });
  it('gives none for a quote stored before its cartons had a least weight (0.004 kg)', () => {
    const quote = bookingQuote(NOW);
    const tiny = { ...quote, query: quote.query.replaceAll(/wt=[\d.]+/g, 'wt=0.004') };
    expect(tiny.query).toContain('wt=0.004');
    expect(cartonWeights(tiny, 3)).toBeNull();
  });
});

describe.each(databaseSetups())('bookings ($name)', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;
  let made = 0;
  const enquiry = (
    over: Parameters<typeof insertEnquiry>[1] extends infer T ? Partial<T> : never = {},
  ) =>
    insertEnquiry(db(), {
      reference: `B00K${'23456789'[Math.floor(made / 8)]}${'23456789'[made++ % 8]}`,
      quote: bookingQuote(NOW),
      createdAt: NOW,
      ...over,
    });
  /** A waybill's status-mail subscriptions. */
  const subscriptionsOf = (waybill: string) =>
    db().selectFrom('tracking_subscriptions').selectAll().where('number', '=', waybill).execute();

  it('confirms a won enquiry once: booking, shipment, first event, subscription, mail, audit', async () => {
    const ref = await enquiry({ locale: 'zh' });
    const first = await createBooking(
      db(),
      { enquiry: ref, cartons: 3, destination: 'ont8' },
      by,
      NOW,
    );
    expect(first.kind).toBe('created');
    if (first.kind === 'refused') return;
    expect(isOurWaybill(first.waybill)).toBe(true);
    expect(readBookingReference(first.reference.toLowerCase())).toBe(first.reference);

    // Confirming again (a second click, another tab) finds the same booking.
    const again = await createBooking(
      db(),
      { enquiry: ref, cartons: 3, destination: 'ONT8' },
      by,
      LATER,
    );
    expect(again).toEqual({ kind: 'existing', reference: first.reference, waybill: first.waybill });
    const rows = await db()
      .selectFrom('bookings')
      .selectAll()
      .where('enquiry_reference', '=', ref)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!).toMatchObject({
      cartons: 3,
      destination: 'ONT8',
      origin: 'SZX',
      service: 'BW-EXP-US',
    });
    expect(JSON.parse(rows[0]!.carton_weights!)).toEqual([12.5, 12.5, 20]);

    // The tracking page finds it at once, with its first event in both languages and an ETA.
    const { shipments } = await findShipments(db(), [first.waybill], NOW);
    expect(shipments).toHaveLength(1);
    const parcel = shipments[0]!;
    expect(parcel).toMatchObject({
      status: 'info_received',
      pieces: 3,
      destination: 'ONT8',
      weightKg: 45,
    });
    expect(parcel.events.map((e) => e.code)).toEqual(['booking_confirmed']);
    expect(parcel.estimatedDelivery).not.toBeNull();

    // The customer is subscribed (on at once) and mailed, in the enquiry's language.
    const subs = await subscriptionsOf(first.waybill);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ email: 'li.wei@example.com', locale: 'zh' });
    expect(subs[0]!.confirmed_at).not.toBeNull();
    const mails = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'booking-confirmed')
      .where('text_body', 'like', `%${first.waybill}%`)
      .execute();
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text_body;
    expect(mails[0]!.subject).toContain(first.waybill);
    expect(text).toContain('福园一路88号'); // the Shenzhen warehouse's address, in Chinese
    expect(text).toContain(bookingLink(rows[0]!));
    expect(text).toContain('/zh/tracking-email?token=');

    const audit = await listAudit(db(), {
      action: 'bookings.create',
      target: { id: first.reference },
    });
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({
      enquiry: ref,
      waybill: first.waybill,
    });
    const timeline = await historyOf(db(), { type: 'enquiry', id: ref });
    expect(timeline.map((h) => h.kind)).toEqual(['booking']);
  });

  /** One waybill drawn in a transaction of its own, from `random` when given. */
  const draw = (random?: (min: number, max: number) => number) =>
    inTransaction(db(), (trx) => drawWaybill(trx, NOW, random));
  /** A random source that answers `serials` in turn, whatever it is asked. */
  const forced = (...serials: number[]) => {
    const asked: [number, number][] = [];
    const random = (min: number, max: number) => {
      asked.push([min, max]);
      const serial = serials.shift();
      if (serial === undefined) throw new Error('the forced random source ran out');
      return serial;
    };
    return Object.assign(random, { asked });
  };
  const serialOf = (waybill: string) => Number(waybill.slice(2, 9));

  it('draws numbers at random: 50 of them ours, all different and not in order', async () => {
    const drawn: string[] = [];
    for (let i = 0; i < 50; i++) drawn.push(await draw());
    for (const number of drawn) expect(isOurWaybill(number), number).toBe(true);
    expect(new Set(drawn).size).toBe(50);
    const serials = drawn.map(serialOf);
    const ascending = serials.every((s, i) => i === 0 || s > serials[i - 1]!);
    const descending = serials.every((s, i) => i === 0 || s < serials[i - 1]!);
    expect(ascending || descending, serials.join(' ')).toBe(false);
  });

  it('never draws a number twice, even when the random source repeats itself', async () => {
    const random = forced(5_100_001, 5_100_001, 5_100_001, 5_100_002);
    expect(await draw(random)).toBe(waybillOf(5_100_001));
    expect(await draw(random)).toBe(waybillOf(5_100_002));
    // A source that only ever repeats a taken number gives up rather than loop for ever.
    await expect(draw(() => 5_100_001)).rejects.toThrow(/waybill/);
  });

  it('gives two draws at once of the same serial two numbers', async () => {
    const both = await Promise.all([
      draw(forced(5_300_001, 5_300_002)),
      draw(forced(5_300_001, 5_300_002)),
    ]);
    expect(both.sort()).toEqual([waybillOf(5_300_001), waybillOf(5_300_002)].sort());
  });

  it('skips a number the tracking store has, and one issued before: cancelled, purged or in sequence', async () => {
    // Another system ingested this number already.
    await ingestTracking(db(), { shipments: [{ number: waybillOf(5_200_001) }], events: [] }, NOW);
    expect(await draw(forced(5_200_001, 5_200_002))).toBe(waybillOf(5_200_002));

    // A booking cancelled, then the booking and its tracking data purged: its number stays retired.
    const a = await bookEnquiry(db(), await enquiry(), 1, by, NOW);
    expect(await cancelBooking(db(), a.reference, by, NOW)).toBe('changed');
    expect(await draw(forced(serialOf(a.waybill), 5_200_003))).toBe(waybillOf(5_200_003));
    await db().deleteFrom('tracking_events').where('number', '=', a.waybill).execute();
    await db().deleteFrom('tracking_subscriptions').where('number', '=', a.waybill).execute();
    await db().deleteFrom('tracking_shipments').where('number', '=', a.waybill).execute();
    await db().deleteFrom('bookings').where('reference', '=', a.reference).execute();
    expect(await draw(forced(serialOf(a.waybill), 5_200_004))).toBe(waybillOf(5_200_004));

    // Numbers were once drawn in sequence, up to the sequence's value: none of those is drawn.
    await db()
      .updateTable('waybill_sequence')
      .set({ value: 1_000_041 })
      .where('name', '=', 'waybill')
      .execute();
    const lowest = forced(1_000_042);
    expect(await draw(lowest)).toBe(waybillOf(1_000_042));
    expect(lowest.asked).toEqual([[1_000_042, 8_000_000]]);
  });

  it('refuses what cannot be booked, storing nothing', async () => {
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('bookings')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const open = await enquiry({ status: 'quoted' });
    const none = await enquiry({ quote: null });
    const ref = await enquiry();
    const tries = [
      [{ enquiry: 'ZZZZZZ', cartons: 1, destination: 'ONT8' }, 'missing'],
      [{ enquiry: open, cartons: 1, destination: 'ONT8' }, 'notBookable'],
      [{ enquiry: none, cartons: 1, destination: 'ONT8' }, 'notBookable'],
      [{ enquiry: ref, cartons: 1, destination: 'Atlantis' }, 'destination'],
      [{ enquiry: ref, cartons: 1, destination: 'Japan' }, 'unserved'],
      [{ enquiry: ref, cartons: 501, destination: 'ONT8' }, 'cartons'],
      [{ enquiry: ref, cartons: 0, destination: 'ONT8' }, 'cartons'],
    ] as const;
    for (const [draft, reason] of tries)
      expect(await createBooking(db(), draft, by, NOW)).toEqual({ kind: 'refused', reason });
    expect(await count()).toBe(before);
  });

  it('cancels only before the goods reach the warehouse; the enquiry may be booked again', async () => {
    const ref = await enquiry();
    const a = await bookEnquiry(db(), ref, 2, by, NOW);
    expect(await cancelBooking(db(), a.reference, by, LATER)).toBe('changed');
    expect(await cancelBooking(db(), a.reference, by, LATER)).toBe('unchanged');
    // Its "confirmed" mail is not sent again.
    expect(await resendBooking(db(), a.reference, by, LATER)).toBe('cancelled');
    const { shipments } = await findShipments(db(), [a.waybill], LATER);
    expect(shipments[0]!.status).toBe('cancelled');
    expect(shipments[0]!.events.map((e) => e.code)).toEqual([
      'booking_cancelled',
      'booking_confirmed',
    ]);
    // The cancellation ended the subscription, with its last status mail.
    expect(await subscriptionsOf(a.waybill)).toEqual([]);
    const last = await db()
      .selectFrom('mail_outbox')
      .select('subject')
      .where('kind', '=', 'tracking-status')
      .where('subject', 'like', `%${a.waybill}%`)
      .execute();
    expect(last).toHaveLength(1);

    const b = await bookEnquiry(db(), ref, 2, by, LATER);
    expect(b.waybill).not.toBe(a.waybill);
    await ingestTracking(
      db(),
      {
        shipments: [],
        events: [
          {
            number: b.waybill,
            id: 'wh-1',
            time: { utc: LATER.toISOString(), offsetMinutes: 480 },
            location: 'Shenzhen',
            lastMile: null,
            status: 'at_warehouse',
            code: 'warehouse_received',
            params: {},
            description: 'Received at the warehouse: weighed and measured',
            descriptionZh: null,
          },
        ],
      },
      LATER,
    );
    expect(await cancelBooking(db(), b.reference, by, LATER)).toBe('moved');
    const stored = await db()
      .selectFrom('bookings')
      .select('cancelled_at')
      .where('reference', '=', b.reference)
      .executeTakeFirstOrThrow();
    expect(stored.cancelled_at).toBeNull();
  });

  it('books an enquiry without an email: no mail, no subscription, no re-send', async () => {
    const a = await bookEnquiry(db(), await enquiry({ email: null }), 1, by, NOW);
    expect(await subscriptionsOf(a.waybill)).toEqual([]);
    expect(await resendBooking(db(), a.reference, by, NOW)).toBe('noEmail');
  });

  it('two confirms at once make one booking', async () => {
    const ref = await enquiry();
    const both = await Promise.all([
      createBooking(db(), { enquiry: ref, cartons: 1, destination: 'ONT8' }, by, NOW),
      createBooking(db(), { enquiry: ref, cartons: 1, destination: 'ONT8' }, by, NOW),
    ]);
    expect(both.map((o) => o.kind).sort()).toEqual(['created', 'existing']);
    const rows = await db()
      .selectFrom('bookings')
      .select('reference')
      .where('enquiry_reference', '=', ref)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
