// The console's bookings desk end to end, on a server of its own with mail to a test
// SMTP server: sales books a won enquiry from its page (cartons corrected), the customer's mail
// arrives in their language, operations find the booking in the list, export it, revoke and
// re-send its page link and cancel it.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { bookingLink } from '../../src/lib/bookings/links';
import { receivingWarehouse } from '../../src/lib/bookings/warehouses';
import { newEnquiryReference } from '../../src/lib/enquiries/reference';
import { bookEnquiry, bookingQuote, insertEnquiry } from '../support/booking';
import { readMail } from '../support/smtp';
import { check, joinAs } from './console-support';
import { ownPort, mailingServer } from './server';
import { appMounted, messages, publicPath } from './support';

// One server for the file; each test is a whole booking's life, two members and several mails.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PORT = ownPort(50);
test.use({ baseURL: `http://localhost:${PORT}` });

const site = mailingServer(PORT, 'bookings', 'BridgeWay <bookings@bridgeway.example>');

const mailsTo = (address: string) =>
  site.smtp.received.filter((m) => m.to.includes(address)).map((m) => readMail(m.raw));

/** The n-th mail to an address, once it has arrived. */
async function nthMail(address: string, n: number) {
  await expect.poll(() => mailsTo(address).length).toBeGreaterThanOrEqual(n);
  return mailsTo(address)[n - 1]!;
}

/** The booking page's link in a mail's text, and its secret (the query's k). */
function bookingLinkIn(text: string) {
  const link = text.match(/https?:\/\/\S+\/booking\?k=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no booking page link in:\n${text}`);
  return { link, secret: new URL(link).searchParams.get('k')! };
}

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, String(v)), text);

/** Submits a form of the booking page and waits for the page it goes back to. */
async function press(page: Page, testId: string, button: string, done: string) {
  await page.getByTestId(testId).getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]done=${done}`));
  await appMounted(page);
}

for (const [locale, customer] of [
  ['en', 'zh'],
  ['zh', 'en'],
] as const) {
  const b = messages[locale].ConsoleBookings;
  const mail = messages[customer].BookingMail;
  const at = (path: string) => publicPath(path, locale);

  test(`sales books a won enquiry in ${locale}, mailed in ${customer}; operations follow it`, async ({
    browser,
    page,
  }) => {
    const reference = newEnquiryReference();
    const email = `booking-${locale}-${reference.toLowerCase()}@example.com`;
    await insertEnquiry(site.db.db, {
      reference,
      quote: bookingQuote(new Date()),
      locale: customer,
      email,
      name: 'Li Wei',
      company: `Wei Trading ${reference}`,
    });

    // Sales opens the won enquiry and creates its booking from there.
    await joinAs(page, 'sales', locale, 'Sam Sales', site.file);
    await page.goto(at(`/console/enquiries/${reference}`));
    await appMounted(page);
    await page.getByTestId('create-booking').click();
    await expect(page).toHaveURL(`${at('/console/bookings/new')}?enquiry=${reference}`);
    await appMounted(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(b.create.title, { reference }),
    );
    const quote = page.getByTestId('booking-quote');
    await expect(quote).toContainText('ONT8');
    await expect(quote).toContainText('BW-EXP-US');
    const warehouse = receivingWarehouse('SZX');
    await expect(page.getByTestId('booking-warehouse')).toContainText(warehouse.address[locale]);
    const form = page.getByTestId('booking-create');
    const cartons = form.getByLabel(b.create.cartonsLabel);
    await expect(cartons).toHaveValue('3');
    await expect(form.getByLabel(b.create.destinationLabel)).toHaveValue('ONT8');
    await check(page, `booking-new-${locale}`);

    // A count out of range is refused in the page's language, what was typed kept.
    await cartons.fill('0');
    await form.getByRole('button', { name: b.create.submit }).click();
    await expect(form.getByTestId('booking-create-problem')).toContainText(
      fill(b.create.problem.cartons, { max: 500 }),
    );
    await expect(cartons).toHaveValue('0');

    // The same form open in a second tab: its confirmation comes after the first one.
    const second = await page.context().newPage();
    await second.goto(`${at('/console/bookings/new')}?enquiry=${reference}`);
    await appMounted(second);

    await cartons.fill('4');
    await form.getByRole('button', { name: b.create.submit }).click();
    await expect(page).toHaveURL(/\/console\/bookings\/BK[0-9A-Z]{6}\?done=created$/);
    await appMounted(page);
    const booking = /\/(BK[0-9A-Z]{6})\?/.exec(page.url())![1]!;
    const row = await site.db.db
      .selectFrom('bookings')
      .selectAll()
      .where('reference', '=', booking)
      .executeTakeFirstOrThrow();
    const { waybill } = row;
    expect(row.cartons).toBe(4);
    await expect(page.getByTestId('notice')).toHaveText(
      fill(b.detail.done.created, { reference: booking, waybill }),
    );
    const facts = page.getByTestId('booking-facts');
    await expect(facts).toContainText(waybill);
    await expect(page.getByTestId('booking-status')).toHaveText(b.booked);

    // Confirming again makes no second booking: the same one, said so.
    await second
      .getByTestId('booking-create')
      .getByRole('button', { name: b.create.submit })
      .click();
    await expect(second).toHaveURL(`${at(`/console/bookings/${booking}`)}?done=existing`);
    await expect(second.getByTestId('notice')).toHaveText(
      fill(b.detail.done.existing, { reference: booking, waybill }),
    );
    await second.close();
    const count = await site.db.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('enquiry_reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);

    // The customer's mail, in their language: the waybill, the warehouse, the page's link.
    const confirmed = await nthMail(email, 1);
    expect(confirmed.headers.subject).toBe(fill(mail.subject, { waybill, reference: booking }));
    expect(confirmed.text).toContain(waybill);
    expect(confirmed.text).toContain(warehouse.address[customer]);
    expect(confirmed.text).toContain(
      fill(mail.warehouseHeading, { city: warehouse.city[customer] }),
    );
    const first = bookingLinkIn(confirmed.text);
    expect(new URL(first.link).pathname + new URL(first.link).search).toBe(
      `${customer === 'zh' ? '/zh' : ''}/booking?k=${first.secret}`,
    );
    await expect(page.getByTestId('booking-link')).toHaveText(first.link);
    expect((await page.request.get(first.link)).status()).toBe(200);
    await check(page, `booking-detail-${locale}`);

    // Operations find it in the list by its status and warehouse, not among the cancelled.
    const context = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
    const ops = await context.newPage();
    await joinAs(ops, 'operations', locale, 'Olu Operations', site.file);
    await ops.goto(`${at('/console/bookings')}?status=info_received&origin=SZX`);
    await appMounted(ops);
    const list = ops.getByTestId('bookings');
    await expect(list.getByRole('link', { name: booking })).toBeVisible();
    await expect(list.getByRole('row', { name: new RegExp(booking) })).toContainText(b.booked);
    await check(ops, `bookings-list-${locale}`);
    await ops.goto(`${at('/console/bookings')}?status=cancelled`);
    // The list's rows (the documents' attention list above them is not filtered).
    await expect(list.getByRole('link', { name: booking })).toHaveCount(0);

    // The CSV of the filtered list holds the booking's waybill.
    await ops.goto(`${at('/console/bookings')}?status=info_received&origin=SZX`);
    await appMounted(ops);
    const download = ops.waitForEvent('download');
    await ops.getByTestId('export').click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv).toContain(`${booking},${waybill},`);

    // Revoked: the old link is the site's 404, as for a link that never was.
    await list.getByRole('link', { name: booking }).click();
    await expect(ops).toHaveURL(at(`/console/bookings/${booking}`));
    await appMounted(ops);
    await press(ops, 'revoke-form', b.detail.revokeSubmit, 'revoked');
    await expect(ops.getByTestId('notice')).toHaveText(b.detail.done.revoked);
    await expect(ops.getByTestId('booking-link-revoked')).toHaveText(b.detail.linkRevoked);
    expect((await ops.request.get(first.link)).status()).toBe(404);

    // Sent again: a second mail, with a new link that opens the booking.
    await press(ops, 'resend-form', b.detail.resendSubmit, 'resent');
    await expect(ops.getByTestId('notice')).toHaveText(b.detail.done.resent);
    const resent = await nthMail(email, 2);
    expect(resent.text).toContain(waybill);
    const next = bookingLinkIn(resent.text);
    expect(next.secret).not.toBe(first.secret);
    await expect(ops.getByTestId('booking-link')).toHaveText(next.link);
    expect((await ops.request.get(next.link)).status()).toBe(200);
    expect((await ops.request.get(first.link)).status()).toBe(404);

    // Cancelled before the goods came: the trail says so, and the form is gone.
    await ops
      .getByTestId('cancel-form')
      .getByLabel(fill(b.detail.cancelConfirm, { reference: booking }))
      .check();
    await press(ops, 'cancel-form', b.detail.cancelSubmit, 'cancelled');
    await expect(ops.getByTestId('notice')).toHaveText(
      fill(b.detail.done.cancelled, { reference: booking }),
    );
    await expect(ops.getByTestId('booking-status')).toHaveText(
      messages[locale].Tracking.status.cancelled,
    );
    await expect(ops.getByTestId('cancel-form')).toHaveCount(0);
    await expect(
      ops.getByRole('cell', { name: messages[locale].Tracking.status.cancelled, exact: true }),
    ).toBeVisible();
    await context.close();

    // The enquiry page lists the booking, and may be booked anew.
    await page.goto(at(`/console/enquiries/${reference}`));
    await appMounted(page);
    const section = page.getByTestId('enquiry-bookings');
    await expect(section.getByRole('link', { name: booking })).toBeVisible();
    await expect(section.getByTestId('create-booking')).toBeVisible();
  });
}

// A link past its time, on this server that sends mail: the page offers a fresh link by mail; a
// stranger's address gets the same answer as the customer's, only the customer's address gets a
// mail (in the sink), and its new link opens the booking page. Axe on the form at both widths.
test("an expired booking link: the customer's own address gets a fresh one", async ({ page }) => {
  const t = messages.en.BookingLink;
  const enquiry = newEnquiryReference();
  const now = new Date();
  const email = 'expired.link@example.com';
  await insertEnquiry(site.db.db, {
    reference: enquiry,
    quote: bookingQuote(now),
    locale: 'en',
    email,
  });
  const outcome = await bookEnquiry(
    site.db.db,
    enquiry,
    2,
    { staff: { id: 'e2e', email: 'ops@bridgeway.example', name: 'E2E' }, clientAddress: null },
    now,
  );
  await site.db.db
    .updateTable('bookings')
    .set({ link_expires_at: new Date(now.getTime() - 1000).toISOString() })
    .where('reference', '=', outcome.reference)
    .execute();
  const booked = await site.db.db
    .selectFrom('bookings')
    .selectAll()
    .where('reference', '=', outcome.reference)
    .executeTakeFirstOrThrow();
  // Its link as the confirmation mail gave it (the mail itself waits for the worker's poll).
  const old = bookingLinkIn(bookingLink(booked));
  const oldPath = `/booking?k=${old.secret}`;
  const response = await page.goto(oldPath);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: t.expiredHeading })).toBeVisible();
  await appMounted(page);
  await check(page, 'booking-link-expired');

  await page.getByLabel(t.waybill).fill('bw123');
  await page.getByLabel(t.email).fill(email);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.errors.waybillInvalid)).toBeVisible();

  await page.getByLabel(t.waybill).fill(outcome.waybill.toLowerCase());
  await page.getByLabel(t.email).fill('someone.else@example.com');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByTestId('booking-link-requested')).toContainText(t.requestedHeading);

  await page.goto(publicPath('/booking', 'en'));
  await appMounted(page);
  await page.getByLabel(t.waybill).fill(outcome.waybill);
  await page.getByLabel(t.email).fill(' Expired.Link@Example.com ');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByTestId('booking-link-requested')).toContainText(t.requested);
  // The confirmation, queued with the booking, may leave in the same round of the mail worker.
  const freshLinks = () =>
    mailsTo(email)
      .map((m) => bookingLinkIn(m.text))
      .filter((l) => l.secret !== old.secret);
  await expect.poll(() => freshLinks().length).toBe(1);
  const fresh = freshLinks()[0]!;
  expect(mailsTo('someone.else@example.com')).toHaveLength(0);
  const opened = await page.goto(fresh.link);
  expect(opened?.status()).toBe(200);
  await expect(page.getByTestId('booking-waybill')).toHaveText(outcome.waybill);
  expect((await page.request.get(oldPath)).status()).toBe(404);
});
