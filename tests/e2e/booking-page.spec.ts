// The customer's booking page: a booking seeded through the store in the e2e server's database,
// its page in both languages, the copy buttons, both labels PDFs downloaded and read back (text
// and barcode), the tracking page with the waybill, the 404 of a link that opens nothing, a
// cancelled booking, an expired link.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { newEnquiryReference } from '../../src/lib/enquiries/reference';
import { bookingLink } from '../../src/lib/bookings/links';
import { findBooking } from '../../src/lib/bookings/find';
import { cancelBooking, revokeBookingLink } from '../../src/lib/bookings/store';
import { receivingWarehouse } from '../../src/lib/bookings/warehouses';
import { bookEnquiry, bookingQuote, insertEnquiry } from '../support/booking';
import { readLabelsPdf } from '../support/pdf';
import { fetchDocument, visibleText } from './html';
import { e2eDatabase } from './console-support';
import { axeAtBothWidths, locales, messages, NO_VIOLATIONS, publicPath, test } from './support';

const db = e2eDatabase();
const by = {
  staff: { id: 'e2e-booking', email: 'ops@bridgeway.example', name: 'E2E' },
  clientAddress: '127.0.0.1',
};
const CARTONS = 3;
const confirmedEvent = {
  en: /^Booking confirmed: deliver the cartons to our \S+ warehouse$/,
  zh: /^已下单：请将货物送至桥途\S+仓$/,
};

/**
 * A booking of a won enquiry in `locale` (3 cartons to ONT8), its link past its time when
 * `expired`: its page's address (path and query), its link's secret and its numbers.
 */
async function seedBooking(locale: string, expired = false) {
  const enquiry = newEnquiryReference();
  const now = new Date();
  await insertEnquiry(db(), {
    reference: enquiry,
    quote: bookingQuote(now),
    locale,
    email: 'li.wei@example.com',
  });
  const outcome = await bookEnquiry(db(), enquiry, CARTONS, by, now);
  if (expired)
    await db()
      .updateTable('bookings')
      .set({ link_expires_at: new Date(now.getTime() - 1000).toISOString() })
      .where('reference', '=', outcome.reference)
      .execute();
  const link = new URL(bookingLink((await findBooking(db(), outcome.reference))!));
  return {
    ...outcome,
    path: `${link.pathname}${link.search}`,
    secret: link.searchParams.get('k')!,
  };
}

async function downloadLabels(page: Page, testId: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(testId).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    pdf: await readLabelsPdf(await readFile((await download.path())!)),
  };
}

for (const locale of locales) {
  const m = messages[locale];
  const t = m.BookingPage;

  test.describe(`booking page (${locale})`, () => {
    test('shows the booking, copies its numbers and gives both labels PDFs', async ({
      page,
      context,
    }) => {
      const booking = await seedBooking(locale);
      expect(booking.path).toBe(publicPath(`/booking?k=${booking.secret}`, locale));
      const response = await page.goto(booking.path);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      expect(headers['cache-control']).toContain('no-store');
      expect(headers['cache-control']).toContain('private');
      expect(headers['x-robots-tag']).toBe('noindex');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      await expect(page.getByTestId('booking-waybill')).toHaveText(booking.waybill);
      await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference);
      await expect(page.getByTestId('booking-status')).toHaveText(m.Tracking.status.info_received);
      const parcel = page.getByTestId('parcel');
      await expect(parcel.getByTestId('event')).toHaveCount(1);
      await expect(parcel.getByTestId('event').locator('p').first()).toHaveText(
        confirmedEvent[locale],
      );
      await expect(parcel).toContainText(m.Tracking.estimatedDelivery);
      // The owner's card names the service; the public tracking page's does not (below).
      expect(await parcel.locator('dt').allTextContents()).toContain(m.Tracking.service);
      const address = receivingWarehouse('SZX').address[locale];
      await expect(page.getByTestId('booking-address')).toHaveText(address);

      // The copy buttons put the exact text on the clipboard.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: t.copyWaybill }).click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(booking.waybill);
      await page.getByRole('button', { name: t.copyAddress }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);

      // A4: the three labels on one sheet of four A6 quarters; the printer: a 4×6 in page each.
      await expect(page.getByTestId('labels-a4')).toContainText(t.labelsA4);
      const a4 = await downloadLabels(page, 'labels-a4');
      expect(a4.name).toBe(`${booking.waybill}-labels-a4.pdf`);
      expect(a4.pdf.pages.map((p) => [Math.round(p.width), Math.round(p.height)])).toEqual([
        [595, 842],
      ]);
      for (let n = 1; n <= CARTONS; n++)
        expect(a4.pdf.pages[0]!.text).toContain(`CARTON ${n} / ${CARTONS}`);
      expect(a4.pdf.pages[0]!.text).toContain(booking.waybill);
      expect(a4.pdf.barcodes).toEqual(Array(CARTONS).fill(booking.waybill));

      await expect(page.getByTestId('labels-label')).toContainText(t.labelsPrinter);
      const label = await downloadLabels(page, 'labels-label');
      expect(label.name).toBe(`${booking.waybill}-labels-label.pdf`);
      expect(label.pdf.pages.map((p) => [Math.round(p.width), Math.round(p.height)])).toEqual(
        Array(CARTONS).fill([288, 432]),
      );
      label.pdf.pages.forEach((p, i) => {
        expect(p.text).toContain(`CARTON ${i + 1} / ${CARTONS}`);
        expect(p.text).toContain(booking.waybill);
      });
      expect(label.pdf.barcodes).toEqual(Array(CARTONS).fill(booking.waybill));

      // The tracking page finds the waybill at once.
      await page.goto(publicPath(`/query-route?numbers=${booking.waybill}`, locale));
      const tracked = page.getByTestId('parcel');
      await expect(tracked.getByTestId('parcel-status')).toHaveText(
        m.Tracking.status.info_received,
      );
      await expect(tracked.getByTestId('event').locator('p').first()).toHaveText(
        confirmedEvent[locale],
      );
      await expect(tracked).toContainText(m.Tracking.estimatedDelivery);
      expect(await tracked.locator('dt').allTextContents()).not.toContain(m.Tracking.service);

      // The booking page is axe clean on a phone and a desktop.
      expect(await axeAtBothWidths(page, booking.path)).toEqual(NO_VIOLATIONS);
    });

    // What the server renders, read over HTTP: no browser needed.
    test('a cancelled booking shows its status and trail, no labels', async ({ request }) => {
      const booking = await seedBooking(locale);
      expect(await cancelBooking(db(), booking.reference, by, new Date())).toBe('changed');
      const byTestId = (document: Document, id: string) =>
        document.querySelector(`[data-testid="${id}"]`);
      const { document: page } = await fetchDocument(request, booking.path);
      expect(visibleText(byTestId(page, 'booking-status')!)).toBe(m.Tracking.status.cancelled);
      expect(visibleText(byTestId(page, 'booking-cancelled')!)).toContain(t.cancelledHeading);
      expect(byTestId(page, 'booking-labels')).toBeNull();
      expect(visibleText(byTestId(page, 'parcel')!)).toContain(m.Tracking.cancelledNote);

      const { document: tracking } = await fetchDocument(
        request,
        publicPath(`/query-route?numbers=${booking.waybill}`, locale),
      );
      expect(visibleText(byTestId(tracking, 'parcel-status')!)).toBe(m.Tracking.status.cancelled);
      expect(visibleText(byTestId(tracking, 'parcel')!)).toContain(m.Tracking.cancelledNote);
      const labels = await request.get(`/api/bookings/labels?k=${booking.secret}`);
      expect(labels.status()).toBe(404);
    });
  });

  test(`a link that opens no booking is the ordinary 404 (${locale})`, async ({ request }) => {
    const revoked = await seedBooking(locale);
    await revokeBookingLink(db(), revoked.reference, by, new Date());
    const link = (secret: string) => publicPath(`/booking?k=${secret}`, locale);
    /** The 404 page's body for an address, with the address it names (`shown`) taken out. */
    const body = async (address: string, shown: string) => {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(response.headers()['cache-control'], address).not.toContain('public');
      // The page names the address it was asked for (and the language switcher its other
      // language's), as text and as the router's segments.
      const html = (await response.text())
        .replaceAll(shown, '<path>')
        .replaceAll(shown.replace(/^\/zh/, ''), '<path>')
        .replace(/\\"c\\":\[[^\]]*\]/g, '<segments>');
      // The markup, then the router's payload rows, which stream in no fixed order.
      const [markup = '', payload = ''] = html.split('<script>(self.__next_f');
      return { markup, rows: payload.split('\\n').sort() };
    };
    const unknown = publicPath('/bookings', locale);
    const ordinary = await body(unknown, unknown);
    for (const address of [revoked.path, link('A'.repeat(43)), link('not_a-link-secret')])
      expect(await body(address, publicPath('/booking', locale)), address).toEqual(ordinary);

    // A link of the retired form (its secret in the path, which logs record) leads to the form
    // that mails a fresh link, whatever it holds.
    for (const rest of [revoked.secret, 'anything']) {
      const retired = await request.get(publicPath(`/booking/${rest}`, locale), {
        maxRedirects: 0,
      });
      expect(retired.status()).toBe(308);
      expect(retired.headers().location).toMatch(new RegExp(`${publicPath('/booking', locale)}$`));
    }
  });

  test(`an expired link says so and offers a fresh one (${locale})`, async ({ request }) => {
    const old = await seedBooking(locale, true);
    const { document, response } = await fetchDocument(request, old.path);
    expect(response.status()).toBe(410);
    expect(response.headers()['cache-control']).toContain('no-store');
    const text = visibleText(document.body);
    expect(text).toContain(m.BookingLink.expiredHeading);
    expect(text).not.toContain(old.waybill);
    expect(document.querySelector('[data-testid="booking-labels"]')).toBeNull();
    // This server sends no mail: the page says how to reach us instead of the form (the form
    // itself, with mail, is in console-bookings.spec.ts).
    expect(document.querySelector('input[name="waybill"]')).toBeNull();
    expect(document.querySelector('[data-testid="booking-link-no-mail"]')).not.toBeNull();
    // Its labels are gone with it.
    expect((await request.get(`/api/bookings/labels?k=${old.secret}`)).status()).toBe(404);
  });
}
