import { describe, expect, it } from 'vitest';
import { answerBookingLabels } from '@/lib/bookings/labels-api';
import { cartonLabelsOf } from '@/lib/bookings/label-pdfs';
import { toJson } from '@/lib/db/json';
import { bookingPageView } from '@/lib/bookings/page';
import { bookingLink, LINK_DAYS } from '@/lib/bookings/links';
import { findBooking } from '@/lib/bookings/find';
import { cancelBooking, revokeBookingLink } from '@/lib/bookings/store';
import { bookEnquiry, bookingQuote, insertEnquiry } from '../support/booking';
import { databaseSetups, useDatabase } from '../support/db';
import { readLabelsPdf } from '../support/pdf';
import { deskActor as by } from '../support/actor';

const NOW = new Date('2026-11-27T02:00:00Z');
const LATER = new Date('2026-11-27T03:00:00Z');
const LIMIT = { bucket: 'booking-labels', max: 1000, windowMs: 10 * 60_000 };

/** A GET of the labels route as the production server forwards it, from `address`. */
const get = (secret: string, query = '', address = '198.51.100.10') =>
  new Request(`http://localhost/api/bookings/labels?k=${secret}${query.replace('?', '&')}`, {
    headers: { 'x-forwarded-for': address, 'accept-language': 'zh-CN' },
  });
const secretOf = (link: string) => new URL(link).searchParams.get('k')!;
/** Past the link's time: LINK_DAYS after it was mailed. */
const EXPIRED = new Date(NOW.getTime() + LINK_DAYS * 86_400_000);

describe.each(databaseSetups())('the booking labels route ($name)', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;
  let made = 0;
  async function booked(cartons = 3) {
    const reference = `L4BEL${'23456789'[made++]}`;
    await insertEnquiry(db(), { reference, quote: bookingQuote(NOW), createdAt: NOW });
    const outcome = await bookEnquiry(db(), reference, cartons, by, NOW);
    const booking = (await findBooking(db(), outcome.reference))!;
    return { booking, secret: secretOf(bookingLink(booking)) };
  }

  it('gives the labels in English from the booking, with its warehouse city and weights', async () => {
    const { booking } = await booked();
    expect(cartonLabelsOf(booking)).toEqual({
      waybill: booking.waybill,
      bookingReference: booking.reference,
      cartons: 3,
      grossWeightsKg: [12.5, 12.5, 20],
      destination: { code: 'ONT8', text: 'Moreno Valley, CA 92551, United States' },
      service: { code: 'BW-EXP-US', name: expect.stringMatching(/\w/) },
      origin: expect.stringMatching(/^Shenzhen/),
      consignee: 'Li Wei',
    });
  });

  it('answers a PDF per format, made once and read from booking_labels after', async () => {
    const { booking, secret } = await booked();
    const label = await answerBookingLabels(get(secret), db(), NOW, LIMIT);
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(label.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="${booking.waybill}-labels-label\\.pdf"`),
    );
    expect(label.headers.get('cache-control')).toBe('private, no-store');
    expect(label.headers.get('x-robots-tag')).toBe('noindex');
    const pdf = await readLabelsPdf(new Uint8Array(await label.arrayBuffer()));
    expect(pdf.pages).toHaveLength(3);
    expect(pdf.pages[2]!.text).toContain('CARTON 3 / 3');
    expect(pdf.barcodes).toContain(booking.waybill);

    const a4 = await answerBookingLabels(get(secret, '?format=a4'), db(), NOW, LIMIT);
    expect(a4.headers.get('content-disposition')).toContain(`${booking.waybill}-labels-a4.pdf`);
    const sheet = await readLabelsPdf(new Uint8Array(await a4.arrayBuffer()));
    expect(sheet.pages).toHaveLength(1);
    expect(Math.round(sheet.pages[0]!.width)).toBe(595);

    // Later requests answer what was stored, whatever it holds: nothing is drawn again.
    await db()
      .updateTable('booking_labels')
      .set({ pdf: Buffer.from('kept copy') })
      .where('reference', '=', booking.reference)
      .where('format', '=', 'label')
      .execute();
    const again = await answerBookingLabels(get(secret), db(), LATER, LIMIT);
    expect(Buffer.from(await again.arrayBuffer()).toString()).toBe('kept copy');
    const rows = await db()
      .selectFrom('booking_labels')
      .select(['format', 'created_at'])
      .where('reference', '=', booking.reference)
      .orderBy('format')
      .execute();
    expect(rows).toEqual([
      { format: 'a4', created_at: NOW.toISOString() },
      { format: 'label', created_at: NOW.toISOString() },
    ]);
  });

  it('gives a booking whose stored weights round to nothing its labels, without a weight', async () => {
    // Stored before quotes had a least weight: cartons of 0.004 kg were kept as 0 kg each.
    const { booking, secret } = await booked();
    await db()
      .updateTable('bookings')
      .set({ carton_weights: toJson([0, 0, 0]) })
      .where('reference', '=', booking.reference)
      .execute();
    const response = await answerBookingLabels(get(secret), db(), NOW, LIMIT);
    expect(response.status).toBe(200);
    const pdf = await readLabelsPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.pages).toHaveLength(3);
    for (const page of pdf.pages) expect(page.text).not.toMatch(/GROSS WEIGHT|kg/);
    expect(pdf.pages[2]!.text).toContain('CARTON 3 / 3');
  });

  it('answers the same bare 404 for a malformed, unknown, revoked, expired or cancelled link', async () => {
    const revoked = await booked(1);
    await revokeBookingLink(db(), revoked.booking.reference, by, NOW);
    const cancelled = await booked(1);
    expect(await cancelBooking(db(), cancelled.booking.reference, by, NOW)).toBe('changed');
    const unknown = 'A'.repeat(43);
    for (const secret of ['not-a-secret', unknown, revoked.secret, cancelled.secret]) {
      const response = await answerBookingLabels(get(secret), db(), NOW, LIMIT);
      expect(response.status, secret).toBe(404);
      expect(await response.text()).toBe('Not Found');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    const standing = await booked(1);
    expect((await answerBookingLabels(get(standing.secret), db(), EXPIRED, LIMIT)).status).toBe(
      404,
    );
    const rows = await db().selectFrom('booking_labels').select('reference').execute();
    expect(rows.map((r) => r.reference)).not.toContain(cancelled.booking.reference);
  });

  it('refuses a format it does not make, in the request language', async () => {
    const { secret } = await booked(1);
    const response = await answerBookingLabels(get(secret, '?format=a3'), db(), NOW, LIMIT);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: [{ path: 'format', code: 'choice' }] });
  });

  it('refuses a client past the limit with 429 and Retry-After, counting unknown links too', async () => {
    const { secret } = await booked(1);
    const limit = { bucket: 'booking-labels-test', max: 2, windowMs: 10 * 60_000 };
    const address = '192.0.2.44';
    expect((await answerBookingLabels(get('x', '', address), db(), NOW, limit)).status).toBe(404);
    expect((await answerBookingLabels(get(secret, '', address), db(), NOW, limit)).status).toBe(
      200,
    );
    const refused = await answerBookingLabels(get(secret, '', address), db(), NOW, limit);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not held up by this one.
    expect((await answerBookingLabels(get(secret), db(), NOW, limit)).status).toBe(200);
  });

  it("shows the booking page's view for a standing link only", async () => {
    const { booking, secret } = await booked(2);
    expect(await bookingPageView(db(), secret, EXPIRED)).toBe('expired');
    const view = await bookingPageView(db(), secret, NOW);
    if (view === 'expired') throw new Error('a standing link');
    expect(view?.booking.reference).toBe(booking.reference);
    expect(view?.shipment?.status).toBe('info_received');
    expect(view?.shipment?.events.map((e) => e.code)).toEqual(['booking_confirmed']);
    expect(view?.shipment?.estimatedDelivery).not.toBeNull();
    expect(view?.warehouse.origin).toBe('SZX');
    await revokeBookingLink(db(), booking.reference, by, NOW);
    expect(await bookingPageView(db(), secret, NOW)).toBeUndefined();
  });
});
