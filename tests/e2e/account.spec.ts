// The shipper's account end to end, on a server of its own with mail to a test SMTP server: the
// sign-in with the code read from the mail (a wrong code first), the home with a booking seeded
// through the store for that address, the account's booking page and its labels PDF read back,
// the parcel, and "sign out on every device" ending a second browser's session too; an offer of
// the price lookup saved (signing in on the way) and booked from the account, and axe on every
// page at 390 and 1440 px. In Chinese, over HTTP, the same sign-in as plain form posts (what a
// browser without JavaScript sends) and the pages' words. A staff member's address signed in as a
// shipper opens no console page.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newEnquiryReference } from '../../src/lib/enquiries/reference';
import { createStaffAccount } from '../../src/lib/staff/staff';
import { BOOKING_SEARCH, bookEnquiry, bookingQuote, insertEnquiry } from '../support/booking';
import { testAddress } from '../support/e2e';
import { readLabelsPdf } from '../support/pdf';
import { readMail } from '../support/smtp';
import { PASSWORD, staffEmail } from './console-support';
import { fetchDocument, postForm } from './html';
import { ownPort, mailingServer } from './server';
import {
  appMounted,
  axeAtBothWidths,
  messages,
  NO_VIOLATIONS,
  publicPath,
  type TestLocale,
} from './support';

// One server for the file; each test is a whole sign-in, several browsers and mails.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PORT = ownPort(60);
test.use({ baseURL: `http://localhost:${PORT}` });

const site = mailingServer(PORT, 'account', 'BridgeWay <account@bridgeway.example>');

/** A shipper's address of its own for a test. */
const shipperEmail = (locale: TestLocale) =>
  `shipper-${locale}-${newEnquiryReference().toLowerCase()}@example.com`;

/** A won quote request sent with `email`, booked through the store (3 cartons to ONT8). */
async function seedBooking(email: string, locale: TestLocale) {
  const enquiry = newEnquiryReference();
  const now = new Date();
  await insertEnquiry(site.db.db, { reference: enquiry, quote: bookingQuote(now), locale, email });
  const by = {
    staff: { id: 'e2e-account', email: 'ops@bridgeway.example', name: 'E2E' },
    clientAddress: '127.0.0.1',
  };
  const booked = await bookEnquiry(site.db.db, enquiry, 3, by, now);
  return booked;
}

/** The sign-in code mails to `address` (its other mails, a booking's, left out), decoded. */
const codeMails = (address: string) =>
  site.smtp.received
    .filter((m) => m.to.includes(address))
    .map((m) => readMail(m.raw))
    .filter((mail) => /^\d{6}$/m.test(mail.text));

/** The code of the n-th code mail to `address`, once it has arrived. */
async function nthCode(address: string, n: number) {
  await expect.poll(() => codeMails(address).length).toBeGreaterThanOrEqual(n);
  const mail = codeMails(address)[n - 1]!;
  return { code: /^(\d{6})$/m.exec(mail.text)![1]!, mail };
}

/** A code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A browser of its own, at a client address of its own (the sign-in's limits are per client). */
async function newBrowser(browser: Browser, javaScriptEnabled = true) {
  return browser.newContext({
    baseURL: `http://localhost:${PORT}`,
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': testAddress() },
  });
}

/**
 * Signs `email` in on `page` with the sign-in's two forms and the code from its n-th mail, a
 * wrong code first when `wrongFirst` (refused in the page's language). JavaScript on or off.
 */
async function signIn(
  page: Page,
  email: string,
  locale: TestLocale,
  n: number,
  { wrongFirst = false, scripts = true } = {},
) {
  const t = messages[locale].AccountSignIn;
  await page.goto(publicPath('/account', locale));
  if (scripts) await appMounted(page);
  await page.getByLabel(t.email).fill(email);
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByTestId('account-code-sent')).toContainText(email);
  const { code, mail } = await nthCode(email, n);
  if (wrongFirst) {
    await page.getByLabel(t.code).fill(wrong(code));
    await page.getByRole('button', { name: t.signIn }).click();
    await expect(page.getByTestId('account-code-problem')).toContainText(t.codeWrong);
  }
  await page.getByLabel(t.code).fill(code);
  await page.getByRole('button', { name: t.signIn }).click();
  await expect(page.getByTestId('account-home')).toContainText(email);
  await expect(page).toHaveURL(new RegExp(`${publicPath('/account', locale)}$`));
  return mail;
}

test('a shipper signs in with the mailed code, sees the booking, its labels and parcel, and signs out everywhere', async ({
  browser,
}) => {
  const m = messages.en;
  const t = m.Account;
  const email = shipperEmail('en');
  const booking = await seedBooking(email, 'en');
  const context = await newBrowser(browser);
  const page = await context.newPage();

  // Signed out: the sign-in, never kept nor indexed; axe clean on a phone and a desktop.
  const response = await page.goto('/account');
  expect(response?.headers()['cache-control']).toContain('no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  expect(await axeAtBothWidths(page, '/account')).toEqual(NO_VIOLATIONS);

  const mail = await signIn(page, email, 'en', 1, { wrongFirst: true });
  expect(mail.headers.subject).not.toMatch(/\d{6}/);
  expect(mail.text).toMatch(/https?:\/\/\S+\/account$/m);

  // The home: the booking (its waybill, status, cartons) and its parcel.
  const bookings = page.locator('section[aria-labelledby="account-bookings"]');
  await expect(bookings.getByRole('heading')).toHaveText(t.bookingsHeading);
  const row = bookings.getByRole('row').filter({ hasText: booking.waybill });
  await expect(row).toContainText(m.Tracking.status.info_received);
  await expect(row).toContainText('ONT8');
  const parcel = page.getByTestId('account-parcels').getByRole('listitem');
  await expect(parcel).toHaveCount(1);
  await expect(parcel).toContainText(booking.waybill);
  await expect(parcel).toContainText(m.Tracking.status.info_received);
  await expect(parcel.getByRole('link')).toHaveAttribute(
    'href',
    `/query-route?numbers=${booking.waybill}`,
  );
  expect(await axeAtBothWidths(page, '/account')).toEqual(NO_VIOLATIONS);

  // The account's booking page, from the home, and its labels PDF read back.
  await row.getByRole('link', { name: booking.waybill }).click();
  await expect(page).toHaveURL(`/account/bookings/${booking.reference}`);
  await expect(page.getByTestId('booking-waybill')).toHaveText(booking.waybill);
  expect(await axeAtBothWidths(page, `/account/bookings/${booking.reference}`)).toEqual(
    NO_VIOLATIONS,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('labels-a4').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${booking.waybill}-labels-a4.pdf`);
  const pdf = await readLabelsPdf(readFileSync((await download.path())!));
  expect(pdf.pages[0]!.text).toContain(booking.waybill);
  expect(pdf.barcodes).toEqual(Array(3).fill(booking.waybill));

  // A second browser signed in too: both listed.
  const second = await newBrowser(browser);
  const other = await second.newPage();
  await signIn(other, email, 'en', 2);
  await page.goto('/account');
  await expect(page.getByTestId('account-sessions').getByRole('listitem')).toHaveCount(2);

  // Signing out on every device ends the second browser's session as well.
  await page.getByTestId('account-sign-out-everywhere').click();
  await expect(page.getByTestId('account-sign-in')).toBeVisible();
  await other.goto('/account');
  await expect(other.getByTestId('account-sign-in')).toBeVisible();
  const bookingPage = await other.goto(`/account/bookings/${booking.reference}`);
  expect(new URL(bookingPage!.url()).pathname).toBe('/account');
  const labels = await other.request.get(
    `/api/account/labels?booking=${booking.reference}&format=a4`,
  );
  expect(labels.status()).toBe(404);
  await Promise.all([context.close(), second.close()]);
});

test('a shipper saves an offer from the price lookup, signing in on the way, and books it', async ({
  browser,
}) => {
  const m = messages.en;
  const q = m.AccountQuotes;
  const t = m.AccountSignIn;
  const email = shipperEmail('en');
  const context = await newBrowser(browser);
  const page = await context.newPage();

  // The public results: each offer has a plain "Save this quote" link into the account.
  await page.goto(`/query-price?${BOOKING_SEARCH}`);
  const save = page.getByTestId('save-quote-link').first();
  await expect(save).toHaveText(new RegExp(`^${m.PriceLookup.saveQuote}`));
  await save.click();

  // Signed out: the sign-in first, which comes back to the same offer after the code.
  await expect(page).toHaveURL(/\/account\?next=/);
  await appMounted(page);
  await page.getByLabel(t.email).fill(email);
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByTestId('account-code-sent')).toContainText(email);
  const { code } = await nthCode(email, 1);
  await page.getByLabel(t.code).fill(code);
  await page.getByRole('button', { name: t.signIn }).click();
  await expect(page).toHaveURL(/\/account\/quotes\/save\?/);
  await expect(page.getByTestId('account-save-quote')).toBeVisible();
  expect(await axeAtBothWidths(page, page.url())).toEqual(NO_VIOLATIONS);
  await page.getByRole('button', { name: q.save, exact: true }).click();

  // The home lists it; "Book this" asks only what a booking needs, then books at once.
  await expect(page).toHaveURL(/\/account\?done=saved/);
  const saved = page.locator('#saved-quotes');
  await expect(saved.getByRole('row')).toHaveCount(2);
  await saved.getByRole('link', { name: q.book }).click();
  await expect(page).toHaveURL(/\/account\/book\?saved=/);
  await appMounted(page);
  expect(await axeAtBothWidths(page, page.url())).toEqual(NO_VIOLATIONS);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field(q.company).fill('Acme Trading');
  await field(q.contact).fill('Li Wei');
  await field(q.phone).fill('+86 755 1234 5678');
  await page.getByRole('button', { name: q.confirm }).click();
  await expect(page).toHaveURL(/\/account\/bookings\/BK[A-Z0-9]{6}$/);
  const waybill = (await page.getByTestId('booking-waybill').textContent())!;
  expect(waybill).toMatch(/^BW\d{8}$/);

  // The booking is the account's, booked online, with its confirmation mailed.
  const booked = await site.db.db
    .selectFrom('bookings')
    .select(['source', 'email', 'cartons'])
    .where('waybill', '=', waybill)
    .executeTakeFirstOrThrow();
  expect(booked).toEqual({ source: 'online', email, cartons: 3 });
  await expect
    .poll(
      () => site.smtp.received.filter((mail) => readMail(mail.raw).text.includes(waybill)).length,
    )
    .toBe(1);
  await page.goto('/account');
  await expect(page.locator('section[aria-labelledby="account-bookings"]')).toContainText(waybill);

  // The account's other pages, axe clean (their Chinese words: the test below, over HTTP).
  for (const [path, heading] of [
    ['/account/addresses', m.AccountAddresses.title],
    ['/account/parcels', m.AccountParcels.title],
    ['/account/data', m.AccountData.title],
  ] as const) {
    expect(await axeAtBothWidths(page, path), path).toEqual(NO_VIOLATIONS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await context.close();
});

test('in Chinese the sign-in works as plain form posts (no JavaScript), in Chinese words', async ({
  playwright,
}) => {
  // Over HTTP: each form posted as a browser without JavaScript posts it (postForm), which is all
  // a browser does with scripts off; the pages' axe: the English tests.
  const m = messages.zh;
  const t = m.Account;
  const s = m.AccountSignIn;
  const email = shipperEmail('zh');
  const booking = await seedBooking(email, 'zh');
  const http = await playwright.request.newContext({
    baseURL: `http://localhost:${PORT}`,
    extraHTTPHeaders: { 'x-forwarded-for': testAddress() },
  });
  const form = (document: Document, label: string) =>
    document.querySelector(`form[aria-label="${label}"]`)!;

  const signedOut = await fetchDocument(http, '/zh/account');
  expect(signedOut.response.status()).toBe(200);
  expect(signedOut.response.headers()['cache-control']).toContain('no-store');
  expect(signedOut.document.querySelector('h1')?.textContent).toBe(t.signInTitle);

  // The address, then a wrong code (refused in Chinese, the code step kept), then the code.
  const sent = await postForm(
    http,
    form(signedOut.document, s.emailForm),
    signedOut.response.url(),
    {
      email,
    },
  );
  expect(sent.response.status()).toBe(200);
  expect(sent.document.querySelector('[data-testid="account-code-sent"]')?.textContent).toContain(
    email,
  );
  const { code, mail } = await nthCode(email, 1);
  expect(mail.text).toMatch(/https?:\/\/\S+\/zh\/account$/m);
  expect(mail.headers.subject).toMatch(/[\u4e00-\u9fff]/);
  const refused = await postForm(http, form(sent.document, s.codeForm), sent.response.url(), {
    code: wrong(code),
  });
  expect(
    refused.document.querySelector('[data-testid="account-code-problem"]')?.textContent,
  ).toContain(s.codeWrong);
  const signedIn = await postForm(
    http,
    form(refused.document, s.codeForm),
    refused.response.url(),
    {
      code,
    },
  );
  expect(new URL(signedIn.response.url()).pathname).toBe('/zh/account');

  // The home in Chinese: the address, the three sections, the parcel, the booking's link.
  const home = signedIn.document.querySelector('[data-testid="account-home"]')!;
  expect(home.textContent).toContain(email);
  const headings = [...home.querySelectorAll('h2')].map((h) => h.textContent);
  for (const heading of [t.bookingsHeading, t.parcelsHeading, t.quotesHeading])
    expect(headings).toContain(heading);
  expect(home.querySelector('[data-testid="account-parcels"]')?.textContent).toContain(
    m.Tracking.status.info_received,
  );
  const link = [...home.querySelectorAll('a')].find((a) => a.textContent === booking.waybill);
  expect(link?.getAttribute('href')).toBe(`/zh/account/bookings/${booking.reference}`);
  const bookingPage = await fetchDocument(http, link!.getAttribute('href')!);
  expect(bookingPage.document.querySelector('[data-testid="booking-waybill"]')?.textContent).toBe(
    booking.waybill,
  );
  expect(bookingPage.document.querySelector('[data-testid="labels-a4"]')?.textContent).toContain(
    m.BookingPage.labelsA4,
  );

  // Saving and booking an offer, their pages in Chinese (the journey itself runs in English),
  // and the account's other pages.
  const offer = `q=${encodeURIComponent(BOOKING_SEARCH)}&offer=BW-EXP-US`;
  const q = m.AccountQuotes;
  for (const [path, heading] of [
    [`/zh/account/quotes/save?${offer}`, q.saveTitle],
    [`/zh/account/book?${offer}`, q.bookTitle],
    ['/zh/account/addresses', m.AccountAddresses.title],
    ['/zh/account/parcels', m.AccountParcels.title],
    ['/zh/account/data', m.AccountData.title],
  ] as const) {
    const { response, document } = await fetchDocument(http, path);
    expect(response.status(), path).toBe(200);
    expect(document.querySelector('h1')?.textContent, path).toBe(heading);
  }

  // Signing out, also a plain form post.
  const out = await postForm(
    http,
    home.querySelector('[data-testid="account-sign-out"]')!.closest('form')!,
    signedIn.response.url(),
  );
  expect(new URL(out.response.url()).pathname).toBe('/zh/account');
  expect(out.document.querySelector('[data-testid="account-sign-in"]')).not.toBeNull();
  expect(out.document.querySelector('[data-testid="account-home"]')).toBeNull();
  await http.dispose();
});

test("a staff member's address signed in as a shipper opens no console page", async ({
  browser,
}) => {
  const email = staffEmail('admin', 'en');
  await createStaffAccount(
    { db: site.db.db, dialect: 'sqlite' },
    { email, password: PASSWORD, name: 'Ada Admin', role: 'admin' },
    { secret: 'an-e2e-secret-of-more-than-32-characters' },
  );
  const context = await newBrowser(browser);
  const page = await context.newPage();
  await signIn(page, email, 'en', 1);
  for (const path of ['/console', '/console/bookings', '/console/staff', '/zh/console/audit']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/console\/sign-in(?:\?|$)/);
    await expect(page.getByTestId('signed-in-as')).toHaveCount(0);
  }
  await context.close();
});
