import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { addLookupCounts, LookupTally } from '@/lib/numbers/lookup-counts';
import { defaultPeriod, readPeriod, weekOf } from '@/lib/numbers/period';
import { businessNumbers, percentile } from '@/lib/numbers/queries';
import { bookingQuote, insertEnquiry } from '../booking-support';
import { databaseSetups, useDatabase } from '../db-support';

// Seeded records whose figures are worked out by hand in the comments: the period is two weeks,
// Monday 2 to Sunday 15 November 2026 in Beijing (UTC+8), and each record sits on a boundary or
// in it on purpose.
const PERIOD = { from: '2026-11-02', to: '2026-11-15' };
const NOW = new Date('2026-11-20T00:00:00Z');

/** A real quote snapshot with the lane, price and CO₂e the case needs. */
function quote(origin: string, country: string, totalFen = 0, co2eKg?: number) {
  const q = bookingQuote(new Date('2026-11-01T00:00:00Z'));
  return {
    ...q,
    origin: { ...q.origin, code: origin },
    destination: { ...q.destination, country },
    totalFen,
    co2eKg,
  };
}

let bookingNo = 0;
async function insertBooking(
  db: Kysely<Database>,
  b: {
    createdAt: string;
    source: 'desk' | 'online';
    totalFen: number;
    co2eKg: number;
    cancelled?: boolean;
    delivered?: string;
  },
) {
  bookingNo += 1;
  const waybill = `BW${String(90000000 + bookingNo)}`;
  const q = quote('SZX', 'US', b.totalFen, b.co2eKg);
  await db
    .insertInto('bookings')
    .values({
      reference: `BKN${String(bookingNo).padStart(4, '0')}`,
      enquiry_reference: null,
      active_enquiry: null,
      waybill,
      created_at: b.createdAt,
      created_by: null,
      locale: 'en',
      email: 'shipper@example.com',
      customer: 'Shipper Ltd',
      origin: 'SZX',
      service: q.channel.code,
      destination: 'ONT8',
      destination_detail: JSON.stringify(q.destination),
      cartons: 3,
      carton_weights: null,
      departure: null,
      quote: JSON.stringify(q),
      link_hash: null,
      link_expires_at: null,
      cancelled_at: b.cancelled ? b.createdAt : null,
      source: b.source,
      account_id: null,
      contact: null,
      phone: null,
      submission_id: null,
    })
    .execute();
  if (b.delivered)
    await db
      .insertInto('tracking_shipments')
      .values({
        number: waybill,
        reference: null,
        service: null,
        origin: 'SZX',
        destination: 'ONT8',
        pieces: 3,
        weight_kg: null,
        status: 'delivered',
        status_at: b.delivered,
        last_mile_carrier: null,
        last_mile_number: null,
        ended_at: b.delivered,
        created_at: b.createdAt,
        updated_at: b.delivered,
      })
      .execute();
}

async function history(db: Kysely<Database>, reference: string, kind: string, at: string) {
  await db
    .insertInto('staff_history')
    .values({
      record_type: 'enquiry',
      record_id: reference,
      at,
      actor_id: null,
      actor_name: 'Zhang Min',
      kind,
      details: '{}',
    })
    .execute();
}

async function seed(db: Kysely<Database>) {
  await addLookupCounts(db, [
    { day: '2026-11-01', lane: 'SZX-US', count: 7 }, // the day before: left out
    { day: '2026-11-02', lane: 'SZX-US', count: 10 },
    { day: '2026-11-09', lane: 'SZX-US', count: 5 },
    { day: '2026-11-10', lane: 'PVG-GB', count: 4 },
    { day: '2026-11-16', lane: 'SZX-US', count: 99 }, // the day after: left out
  ]);
  const enquiry = (
    reference: string,
    createdAt: string,
    q: ReturnType<typeof quote> | null,
    status: string,
  ) => insertEnquiry(db, { reference, quote: q, status, createdAt: new Date(createdAt) });
  const us = quote('SZX', 'US');
  // E1: Monday 2nd 10:00 Beijing, won on the 3rd; its first answer 4 h after (a note first, which
  // is no answer).
  await enquiry('NUMB01', '2026-11-02T02:00:00Z', us, 'won');
  await db
    .updateTable('enquiries')
    .set({ status_at: '2026-11-03T03:00:00Z' })
    .where('reference', '=', 'NUMB01')
    .execute();
  await history(db, 'NUMB01', 'note', '2026-11-02T03:00:00Z');
  await history(db, 'NUMB01', 'status', '2026-11-02T06:00:00Z');
  // E2: Wednesday 4th 04:00 Beijing (still the 3rd in UTC); answered 48 h later, after the end of
  // Thursday in Beijing: late.
  await enquiry('NUMB02', '2026-11-03T20:00:00Z', us, 'contacted');
  await history(db, 'NUMB02', 'reply', '2026-11-05T20:00:00Z');
  // E3: another lane, Monday 9th; a reply after 1 h, then a status change.
  await enquiry('NUMB03', '2026-11-09T01:00:00Z', quote('PVG', 'GB'), 'new');
  await history(db, 'NUMB03', 'reply', '2026-11-09T02:00:00Z');
  await history(db, 'NUMB03', 'status', '2026-11-09T03:00:00Z');
  // Spam: counts nowhere.
  await enquiry('NUMB04', '2026-11-04T02:00:00Z', us, 'spam');
  // E5: received 1 November 23:59 Beijing (before the period), won on the 2nd (in it).
  await enquiry('NUMB05', '2026-11-01T15:59:00Z', us, 'won');
  await db
    .updateTable('enquiries')
    .set({ status_at: '2026-11-02T01:00:00Z' })
    .where('reference', '=', 'NUMB05')
    .execute();
  // E6: a general enquiry (no offer): not a quote request, but waiting for its first answer.
  await enquiry('NUMB06', '2026-11-10T02:00:00Z', null, 'new');
  // E7: 16 November 00:00 Beijing: after the period.
  await enquiry('NUMB07', '2026-11-15T16:00:00Z', us, 'new');

  // B1: desk, 4th, delivered on the 12th. B2: online, 10th, under way. B3: cancelled. B4: booked
  // before the period, delivered on the 3rd.
  await insertBooking(db, {
    createdAt: '2026-11-04T02:00:00Z',
    source: 'desk',
    totalFen: 100_000,
    co2eKg: 12.5,
    delivered: '2026-11-12T02:00:00Z',
  });
  await insertBooking(db, {
    createdAt: '2026-11-10T02:00:00Z',
    source: 'online',
    totalFen: 50_000,
    co2eKg: 2.25,
  });
  await insertBooking(db, {
    createdAt: '2026-11-05T02:00:00Z',
    source: 'online',
    totalFen: 70_000,
    co2eKg: 9,
    cancelled: true,
  });
  await insertBooking(db, {
    createdAt: '2026-10-30T02:00:00Z',
    source: 'desk',
    totalFen: 80_000,
    co2eKg: 8,
    delivered: '2026-11-03T02:00:00Z',
  });
}

describe.each(databaseSetups())('the business numbers on $name', (setup) => {
  const database = useDatabase(setup);

  it('counts each step of the funnel by week and by lane, on Beijing days', async () => {
    const db = database.db().db;
    await seed(db);
    const n = await businessNumbers(db, PERIOD);
    expect(n.totals).toEqual({ lookups: 19, requests: 3, won: 2, booked: 2, delivered: 2 });
    expect(n.weeks).toEqual([
      { key: '2026-11-02', counts: { lookups: 10, requests: 2, won: 2, booked: 1, delivered: 1 } },
      { key: '2026-11-09', counts: { lookups: 9, requests: 1, won: 0, booked: 1, delivered: 1 } },
    ]);
    expect(n.lanes).toEqual([
      { key: 'SZX-US', counts: { lookups: 15, requests: 2, won: 2, booked: 2, delivered: 2 } },
      { key: 'PVG-GB', counts: { lookups: 4, requests: 1, won: 0, booked: 0, delivered: 0 } },
    ]);
  });

  it('sums the bookings by month: online and desk, revenue and CO₂e as quoted', async () => {
    const n = await businessNumbers(database.db().db, PERIOD);
    expect(n.months).toEqual([
      { month: '2026-11', online: 1, desk: 1, revenueFen: 150_000, co2eKg: 14.8 },
    ]);
  });

  it('times the first answers against the one-business-day promise', async () => {
    const n = await businessNumbers(database.db().db, PERIOD);
    // Answered after 4 h (E1), 48 h (E2, late) and 1 h (E3); E6 waits.
    expect(n.answers).toEqual({
      answered: 3,
      withinSla: 2,
      waiting: 1,
      medianHours: 4,
      p90Hours: 48,
    });
  });

  it('adds a process’s tally of lookups to the stored counts', async () => {
    const db = database.db().db;
    const tally = new LookupTally();
    tally.add('SZX-US', new Date('2026-11-02T15:59:00Z')); // 23:59 in Beijing: the 2nd
    tally.add('SZX-US', new Date('2026-11-02T16:00:00Z')); // midnight: the 3rd
    tally.add('SZX-US', new Date('2026-11-02T10:00:00Z'));
    await addLookupCounts(db, tally.take());
    expect(tally.take()).toEqual([]);
    const rows = await db
      .selectFrom('lookup_counts')
      .selectAll()
      .where('lane', '=', 'SZX-US')
      .where('day', 'in', ['2026-11-02', '2026-11-03'])
      .orderBy('day')
      .execute();
    expect(rows.map((r) => [r.day, Number(r.count)])).toEqual([
      ['2026-11-02', 12],
      ['2026-11-03', 1],
    ]);
  });

  it('shows nothing for a period without records', async () => {
    const n = await businessNumbers(database.db().db, { from: '2025-01-06', to: '2025-01-12' });
    expect(n.weeks).toEqual([]);
    expect(n.lanes).toEqual([]);
    expect(n.months).toEqual([]);
    expect(n.answers).toEqual({
      answered: 0,
      withinSla: 0,
      waiting: 0,
      medianHours: null,
      p90Hours: null,
    });
  });
});

describe('the numbers page’s period', () => {
  it('defaults to the last twelve whole weeks up to today in Beijing', () => {
    // Friday 20 November 2026 08:00 in Beijing.
    expect(defaultPeriod(NOW)).toEqual({ from: '2026-08-31', to: '2026-11-20' });
    expect(weekOf('2026-11-15')).toBe('2026-11-09');
    expect(weekOf('2026-11-16')).toBe('2026-11-16');
  });

  it('reads a period from the address, or says why not and shows the default', () => {
    expect(readPeriod('2026-11-02', '2026-11-15', NOW)).toEqual({ period: PERIOD });
    expect(readPeriod('2026-13-02', undefined, NOW)).toEqual({
      period: defaultPeriod(NOW),
      problem: 'invalidDate',
    });
    expect(readPeriod('2026-11-15', '2026-11-02', NOW).problem).toBe('reversed');
    expect(readPeriod('2025-01-01', '2026-11-02', NOW).problem).toBe('tooLong');
    expect(readPeriod('2025-11-02', '2026-11-02', NOW).problem).toBeUndefined();
  });

  it('takes the nearest-rank percentile', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([1, 4, 48], 50)).toBe(4);
    expect(percentile([1, 4, 48], 90)).toBe(48);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
  });
});
