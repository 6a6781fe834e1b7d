// Shared by the numbers tests (unit and browser): records whose figures are worked out by hand.
import type { Kysely } from 'kysely';
import type { HistoryKind } from '@/lib/console/history';
import { toJson } from '@/lib/db/json';
import type { Database } from '@/lib/db/types';
import type { EnquiryStatus } from '@/lib/enquiries/status';
import { markAnswered } from '@/lib/enquiries/case';
import { bookingFigures } from '@/lib/numbers/lanes';
import { addLookupCounts } from '@/lib/numbers/lookup-counts';
import { parseIngestBatch } from '@/lib/tracking/ingest';
import { ingestTracking } from '@/lib/tracking/store';
import { bookingQuote, insertEnquiry } from './booking';

// Seeded records whose figures are worked out by hand in the comments: the period is two weeks,
// Monday 2 to Sunday 15 November 2026 in Beijing (UTC+8), and each record sits on a boundary or
// in it on purpose.
export const PERIOD = { from: '2026-11-02', to: '2026-11-15' };

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
    firstScan?: string;
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
      created_at: new Date(b.createdAt).toISOString(),
      created_by: null,
      locale: 'en',
      email: 'shipper@example.com',
      customer: 'Shipper Ltd',
      origin: 'SZX',
      service: q.channel.code,
      destination: 'ONT8',
      destination_detail: toJson(q.destination),
      cartons: 3,
      carton_weights: null,
      departure: null,
      quote: toJson(q),
      ...bookingFigures('SZX', q.destination.country, q),
      link_hash: null,
      link_expires_at: null,
      cancelled_at: b.cancelled ? new Date(b.createdAt).toISOString() : null,
      source: b.source,
      account_id: null,
      contact: null,
      phone: null,
      submission_id: null,
    })
    .execute();
  // The parcel's trail as the tracking ingest stores it: the booking's confirmation (as booking
  // makes it), or a first scan and then the delivery.
  const trail =
    b.delivered && b.firstScan
      ? [
          {
            id: 'scan',
            time: b.firstScan,
            status: 'at_warehouse',
            description: 'Received at our warehouse',
          },
          { id: 'done', time: b.delivered, status: 'delivered', description: 'Delivered' },
        ]
      : [
          {
            id: 'booked',
            time: b.createdAt,
            status: 'info_received',
            description: 'Booking confirmed',
          },
        ];
  const last = new Date(trail.at(-1)!.time);
  const parsed = parseIngestBatch({ events: trail.map((e) => ({ number: waybill, ...e })) }, last);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  await ingestTracking(db, parsed.batch, last);
}

/** A timeline entry on an enquiry, as the desk stores it (also before migration 0022). */
export async function staffHistory(
  db: Kysely<Database>,
  reference: string,
  kind: HistoryKind,
  at: string,
) {
  await db
    .insertInto('staff_history')
    .values({
      record_type: 'enquiry',
      record_id: reference,
      at: new Date(at).toISOString(),
      actor_id: null,
      actor_name: 'Zhang Min',
      kind,
      details: toJson({}),
    })
    .execute();
}

async function history(db: Kysely<Database>, reference: string, kind: HistoryKind, at: string) {
  await staffHistory(db, reference, kind, at);
  // What the desk's reply or status change notes beside its timeline entry (enquiries/case.ts).
  if (kind === 'reply' || kind === 'status') await markAnswered(db, reference, new Date(at));
}

export async function seedNumbers(db: Kysely<Database>) {
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
    status: EnquiryStatus,
  ) => insertEnquiry(db, { reference, quote: q, status, createdAt: new Date(createdAt) });
  const us = quote('SZX', 'US');
  // E1: Monday 2nd 10:00 Beijing, won on the 3rd; its first answer 4 h after (a note first, which
  // is no answer).
  await enquiry('NUMB01', '2026-11-02T02:00:00Z', us, 'won');
  await db
    .updateTable('enquiries')
    .set({ status_at: '2026-11-03T03:00:00.000Z' })
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
    .set({ status_at: '2026-11-02T01:00:00.000Z' })
    .where('reference', '=', 'NUMB05')
    .execute();
  // E6: a general enquiry (no offer): not a quote request, but waiting for its first answer.
  await enquiry('NUMB06', '2026-11-10T02:00:00Z', null, 'new');
  // E7: 16 November 00:00 Beijing: after the period.
  await enquiry('NUMB07', '2026-11-15T16:00:00Z', us, 'new');

  // B1: desk, 4th, delivered on the 12th. B2: online, 10th, under way. B3: cancelled. B4: booked
  // before the period, delivered on the 3rd. B1 took 7 days from its first scan, B4 3 days.
  await insertBooking(db, {
    createdAt: '2026-11-04T02:00:00Z',
    source: 'desk',
    totalFen: 100_000,
    co2eKg: 12.5,
    firstScan: '2026-11-05T02:00:00Z',
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
    firstScan: '2026-10-31T02:00:00Z',
    delivered: '2026-11-03T02:00:00Z',
  });
}
