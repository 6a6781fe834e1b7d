// "Email me when the status changes" end to end: a server of its own with mail to a test SMTP
// server, status changes sent through the ingest API as the company's systems would.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openDatabase, type Db } from '../../src/lib/db';
import { createToken } from '../../src/lib/tracking/tokens';
import type { TrackingStatus } from '../../src/lib/tracking/model';
import { testAddress } from '../support/e2e';
import { readMail, startSmtp } from '../support/smtp';
import { ownPort, startServer, stopServer, type Server } from './server';
import { appMounted, axeAtBothWidths, axeViolations, messages, NO_VIOLATIONS } from './support';

// One server for the file; each test walks a whole mail flow, several page loads and mails long.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let dir: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: Server;
let db: Db;
let token: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dir = mkdtempSync(join(tmpdir(), 'bw-track-mail-'));
  const file = join(dir, 'site.sqlite');
  smtp = await startSmtp();
  server = await startServer(ownPort(30), {
    DATABASE_URL: file,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'BridgeWay <tracking@bridgeway.example>',
    TRACKING_DEMO: 'off',
  });
  db = await openDatabase({ dialect: 'sqlite', file });
  await db.ready;
  const created = await createToken(db.db, `e2e-${randomUUID().slice(0, 8)}`, new Date());
  if (!created.ok) throw new Error(created.error);
  token = created.token;
});

test.afterAll(async () => {
  await db?.db.destroy();
  if (server) await stopServer(server);
  await smtp?.close();
  rmSync(dir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
});

const newNumber = () => `BWM${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;
let clock = Date.now() - 48 * 3600_000;

/** Sends one event through the ingest API, an hour after the last one. */
async function sendEvent(number: string, status: TrackingStatus) {
  clock += 3600_000;
  const time = new Date(clock).toISOString().replace('Z', '+00:00');
  const response = await fetch(`${server.base}/api/tracking/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      shipments: [{ number, origin: 'SZX', destination: 'DE' }],
      events: [{ number, id: randomUUID(), time, status, description: `${status} (e2e)` }],
    }),
  });
  expect(response.status).toBe(200);
}

/** The mails the test SMTP server received for an address, decoded. */
const mailsTo = (address: string) =>
  smtp.received.filter((m) => m.to.includes(address)).map((m) => readMail(m.raw));

/** The n-th mail to an address, once it has arrived. */
async function nthMail(address: string, n: number) {
  await expect.poll(() => mailsTo(address).length).toBeGreaterThanOrEqual(n);
  return mailsTo(address)[n - 1]!;
}

/** The path of the link to our site in a mail's text (its origin is APP_URL's). */
function linkIn(text: string, path: RegExp): string {
  const url = text.match(/https?:\/\/\S+/g)?.find((u) => path.test(new URL(u).pathname));
  if (!url) throw new Error(`no ${path} link in:\n${text}`);
  const { pathname, search } = new URL(url);
  return `${server.base}${pathname}${search}`;
}

const subscriptionsOf = (number: string) =>
  db.db.selectFrom('tracking_subscriptions').selectAll().where('number', '=', number).execute();
async function subscribe(
  page: Page,
  path: string,
  number: string,
  email: string,
  locale: 'en' | 'zh',
) {
  const t = messages[locale].TrackingSubscribe;
  await page.goto(`${server.base}${path}?numbers=${number}`);
  const box = page.getByTestId('tracking-subscribe');
  await box.locator('summary').click();
  await box.getByLabel(t.email).fill(email);
  await box.getByRole('button', { name: t.submit }).click();
  await expect(box.getByTestId('tracking-subscribe-pending')).toContainText(t.pendingHeading);
}

test('English, without JavaScript: confirm, one mail per status change, the last on delivery', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const t = messages.en.TrackingEmail;
  const number = newNumber();
  const email = `en-${randomUUID().slice(0, 8)}@example.com`;
  await sendEvent(number, 'at_warehouse');

  // A wrong address is refused beside the field, and what was typed stays.
  await page.goto(`${server.base}/query-route?numbers=${number}`);
  const box = page.getByTestId('tracking-subscribe');
  await box.locator('summary').click();
  await box.getByLabel(messages.en.TrackingSubscribe.email).fill('not-an-address');
  await box.getByRole('button', { name: messages.en.TrackingSubscribe.submit }).click();
  await expect(page.getByTestId('tracking-subscribe')).toContainText(
    messages.en.TrackingSubscribe.errors.emailInvalid,
  );
  await expect(page.getByLabel(messages.en.TrackingSubscribe.email)).toHaveValue('not-an-address');

  await subscribe(page, '/query-route', number, email, 'en');
  const confirmation = await nthMail(email, 1);
  expect(confirmation.headers.subject).toBe(`Confirm email updates for parcel ${number}`);
  expect(confirmation.headers.from).toContain('tracking@bridgeway.example');
  // Opening the link changes nothing; the button confirms.
  await page.goto(linkIn(confirmation.text, /^\/tracking-email$/));
  await expect(page.getByRole('heading', { name: t.confirmHeading })).toBeVisible();
  expect((await subscriptionsOf(number))[0]?.confirmed_at).toBeNull();
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByRole('heading', { name: t.confirmedHeading })).toBeVisible();
  await expect(page.getByTestId('tracking-email')).toContainText(number);
  await expect(page).toHaveURL(/\/tracking-email\?token=/);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

  await sendEvent(number, 'in_transit');
  const update = await nthMail(email, 2);
  expect(update.headers.subject).toBe(`Parcel ${number}: In transit`);
  expect(update.headers['list-unsubscribe']).toMatch(
    /^<https?:\/\/[^>]+\/api\/tracking\/unsubscribe\?token=[\w-]{43}>$/,
  );
  expect(update.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(update.text).toContain(`/query-route?numbers=${number}`);

  // Another event with the same status: no mail. Then delivered: the last mail (mails go out in
  // the order they were queued, so a mail for the repeated status would have come third).
  await sendEvent(number, 'in_transit');
  await sendEvent(number, 'delivered');
  const last = await nthMail(email, 3);
  expect(last.headers.subject).toBe(`Parcel ${number}: Delivered`);
  expect(last.text).toContain('we have deleted your address');
  expect(mailsTo(email)).toHaveLength(3);
  // The subscription, and with it the address, is gone; so is the address in the outbox.
  expect(await subscriptionsOf(number)).toEqual([]);
  await expect
    .poll(
      async () =>
        (
          await db.db
            .selectFrom('mail_outbox')
            .select('id')
            .where('to_address', '=', email)
            .execute()
        ).length,
    )
    .toBe(0);
  await context.close();
});

test('Chinese: the confirmation and the update in Chinese; the unsubscribe link ends it', async ({
  page,
}) => {
  const t = messages.zh.TrackingEmail;
  const number = newNumber();
  const email = `zh-${randomUUID().slice(0, 8)}@example.com`;
  await sendEvent(number, 'at_warehouse');
  await subscribe(page, '/zh/query-route', number, email, 'zh');
  const confirmation = await nthMail(email, 1);
  expect(confirmation.headers.subject).toBe(`请确认包裹 ${number} 的邮件通知`);
  expect(confirmation.text).toContain('请打开以下链接并点击“确认”');
  await page.goto(linkIn(confirmation.text, /^\/zh\/tracking-email$/));
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByRole('heading', { name: t.confirmedHeading })).toBeVisible();

  await sendEvent(number, 'customs');
  const update = await nthMail(email, 2);
  expect(update.headers.subject).toBe(`包裹 ${number}：清关中`);
  await page.goto(linkIn(update.text, /^\/zh\/tracking-email$/));
  await page.getByRole('button', { name: t.stop }).click();
  await expect(page.getByRole('heading', { name: t.stoppedHeading })).toBeVisible();
  expect(await subscriptionsOf(number)).toEqual([]);
  // The link is spent now.
  await page.goto(linkIn(update.text, /^\/zh\/tracking-email$/));
  await expect(page.getByRole('heading', { name: t.invalidHeading })).toBeVisible();
});

test('the List-Unsubscribe one-click POST (RFC 8058) ends a subscription', async ({ page }) => {
  const number = newNumber();
  const email = `oneclick-${randomUUID().slice(0, 8)}@example.com`;
  await sendEvent(number, 'at_warehouse');
  await subscribe(page, '/query-route', number, email, 'en');
  const confirmation = await nthMail(email, 1);
  await page.goto(linkIn(confirmation.text, /^\/tracking-email$/));
  await page.getByRole('button', { name: messages.en.TrackingEmail.confirm }).click();
  await expect(
    page.getByRole('heading', { name: messages.en.TrackingEmail.confirmedHeading }),
  ).toBeVisible();
  await sendEvent(number, 'in_transit');
  const update = await nthMail(email, 2);
  const header = update.headers['list-unsubscribe']!.slice(1, -1);
  const { pathname, search } = new URL(header);
  const response = await fetch(`${server.base}${pathname}${search}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'unsubscribed', removed: true });
  expect(await subscriptionsOf(number)).toEqual([]);
});

test('the form, its errors and the email page have no WCAG 2.1 A/AA violations', async ({
  page,
}) => {
  const number = newNumber();
  await sendEvent(number, 'at_warehouse');
  const found: Record<string, string[]> = {};
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`${server.base}/query-route?numbers=${number}`);
  await appMounted(page);
  const box = page.getByTestId('tracking-subscribe');
  await box.locator('summary').click();
  await box.getByRole('button', { name: messages.en.TrackingSubscribe.submit }).click();
  await expect(box).toContainText(messages.en.TrackingSubscribe.errors.emailRequired);
  found['390 px'] = await axeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  found['1440 px'] = await axeViolations(page);
  expect(found).toEqual(NO_VIOLATIONS);
  expect(await axeAtBothWidths(page, `${server.base}/zh/tracking-email`)).toEqual(NO_VIOLATIONS);
  expect(
    await axeAtBothWidths(page, `${server.base}/tracking-email?token=${'x'.repeat(43)}`),
  ).toEqual(NO_VIOLATIONS);
});
