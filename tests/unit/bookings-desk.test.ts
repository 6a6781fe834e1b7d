import { describe, expect, it } from 'vitest';
import {
  bookingMails,
  exportBookingsRecorded,
  findBookings,
  readBookingFilters,
  readyToBook,
  type BookingFilters,
} from '@/lib/bookings/desk';
import { cancelBooking, resendBooking } from '@/lib/bookings/store';
import { decodeCursor } from '@/lib/console/keyset';
import type { EnquiryStatus } from '@/lib/enquiries/status';
import { listAudit } from '@/lib/staff/audit';
import { bookEnquiry, bookingQuote, insertEnquiry } from '../support/booking';
import { databaseSetups, useDatabase } from '../support/db';
import { deskActor as by } from '../support/actor';

// 10:00 on 27 November in Beijing.
const NOW = new Date('2026-11-27T02:00:00Z');

describe('the list filters of a query string', () => {
  it('keeps ours and names the ones it left out', () => {
    expect(
      readBookingFilters({
        status: 'lost',
        origin: 'SZX',
        service: 'BW-EXP-US',
        from: '2026-13-01',
      }),
    ).toEqual({
      filters: { origin: 'SZX', service: 'BW-EXP-US' },
      ignored: ['status', 'from'],
    });
    expect(
      readBookingFilters(new URLSearchParams('status=cancelled&to=2026-11-30')).filters,
    ).toEqual({ status: 'cancelled', to: '2026-11-30' });
  });
});

describe.each(databaseSetups())('the bookings desk ($name)', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;
  let made = 0;
  const enquiry = (status: EnquiryStatus = 'won') =>
    insertEnquiry(db(), {
      reference: `DE5K${'23456789'[Math.floor(made / 8)]}${'23456789'[made++ % 8]}`,
      quote: bookingQuote(NOW),
      createdAt: NOW,
      status,
    });
  const book = async (reference: string) => {
    const outcome = await bookEnquiry(db(), reference, 3, by, NOW);
    return outcome;
  };
  const listed = async (filters: BookingFilters) =>
    (await findBookings(db(), filters, undefined, 500)).rows.map((r) => r.reference);
  const ready = async () => (await readyToBook(db(), 500)).map((r) => r.reference);

  it('offers a won enquiry with a quote until it is booked, and again once cancelled', async () => {
    const won = await enquiry();
    const open = await enquiry('new');
    expect(await ready()).toContain(won);
    expect(await ready()).not.toContain(open);
    const { reference } = await book(won);
    expect(await ready()).not.toContain(won);
    expect(await cancelBooking(db(), reference, by, NOW)).toBe('changed');
    expect(await ready()).toContain(won);
  });

  it('filters by status, service, warehouse and Beijing date', async () => {
    const { reference } = await book(await enquiry());
    expect(await listed({ status: 'info_received' })).toContain(reference);
    expect(await listed({ status: 'cancelled' })).not.toContain(reference);
    expect(await listed({ origin: 'SZX', service: 'BW-EXP-US' })).toContain(reference);
    expect(await listed({ origin: 'CAN' })).not.toContain(reference);
    expect(await listed({ service: 'BW-SEA-US' })).not.toContain(reference);
    expect(await listed({ from: '2026-11-27', to: '2026-11-27' })).toContain(reference);
    expect(await listed({ from: '2026-11-28' })).not.toContain(reference);
    expect(await listed({ to: '2026-11-26' })).not.toContain(reference);
    await cancelBooking(db(), reference, by, NOW);
    expect(await listed({ status: 'cancelled' })).toContain(reference);
    expect(await listed({ status: 'info_received' })).not.toContain(reference);
    const row = (await findBookings(db(), { status: 'cancelled' }, undefined, 500)).rows.find(
      (r) => r.reference === reference,
    );
    expect(row).toMatchObject({ status: 'cancelled', cartons: 3, origin: 'SZX' });
    expect(row?.destination.fbaCode).toBe('ONT8');
  });

  it('pages newest first without repeating a booking', async () => {
    for (let i = 0; i < 3; i++) await book(await enquiry());
    const all = await listed({});
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await findBookings(db(), {}, decodeCursor(after), 2);
      seen.push(...page.rows.map((r) => r.reference));
      after = page.next;
    } while (after);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('exports the filtered bookings as CSV, audited', async () => {
    const { reference, waybill } = await book(await enquiry());
    const csv = await exportBookingsRecorded(db(), { origin: 'SZX' }, by, NOW);
    expect(csv).toContain(`${reference},${waybill},${NOW.toISOString()},info_received,`);
    expect(await exportBookingsRecorded(db(), { origin: 'CAN' }, by, NOW)).not.toContain(waybill);
    const [entry] = await listAudit(db(), { action: 'bookings.export' });
    expect(entry).toMatchObject({ action: 'bookings.export', actor_id: by.staff.id });
  });

  it("lists a booking's mails: its confirmation, each re-send and its status mails", async () => {
    const booked = await book(await enquiry());
    const kinds = async () => (await bookingMails(db(), booked)).map((m) => m.kind);
    expect(await kinds()).toEqual(['booking-confirmed']);
    await resendBooking(db(), booked.reference, by, new Date(NOW.getTime() + 60_000));
    expect(await kinds()).toEqual(['booking-confirmed', 'booking-resent']);
    await cancelBooking(db(), booked.reference, by, new Date(NOW.getTime() + 120_000));
    expect(await kinds()).toEqual(['booking-confirmed', 'booking-resent', 'tracking-status']);
    // Another booking's mails are not its.
    const other = await book(await enquiry());
    expect(await bookingMails(db(), other)).toHaveLength(1);
    expect((await bookingMails(db(), booked))[0]?.to).toBe('li.wei@example.com');
  });
});
