// Enquiry mails end to end: a server of its own with mail to a test SMTP server; the sales mail
// and the visitor's confirmation, and both delivered after the SMTP server refused them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { testAddress } from '../support/e2e';
import { readMail, startSmtp } from '../support/smtp';
import { enquiriesNamed, enquiryForm, fillEnquiry, sendAndReadReference } from './contact-support';
import { appMounted, type TestLocale } from './support';
import { ownPort, startServer, stopServer, type Server } from './server';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SALES = 'sales@bridgeway.example';
let dir: string;
let file: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: Server;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dir = mkdtempSync(join(tmpdir(), 'bw-enquiry-mail-'));
  file = join(dir, 'site.sqlite');
  smtp = await startSmtp();
  server = await startServer(ownPort(40), {
    DATABASE_URL: file,
    SMTP_URL: smtp.url,
    SALES_INBOX: SALES,
    MAIL_FROM: 'BridgeWay <hello@bridgeway.example>',
    TRACKING_DEMO: 'off',
  });
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  await smtp?.close();
  rmSync(dir, { recursive: true, force: true });
});

const mailsTo = (address: string) =>
  smtp.received.filter((m) => m.to.includes(address)).map((m) => readMail(m.raw));

/** The mail to `address` whose text names `reference`, once it has arrived. */
async function mailWith(address: string, reference: string) {
  await expect.poll(() => mailsTo(address).some((m) => m.text.includes(reference))).toBe(true);
  return mailsTo(address).find((m) => m.text.includes(reference))!;
}

async function sendEnquiry(page: Page, locale: TestLocale, tag: string) {
  const name = `${tag} ${Math.random().toString(36).slice(2, 8)}`;
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
  await page.goto(`${server.base}${locale === 'zh' ? '/zh' : ''}/contact?service=directSales`);
  await appMounted(page);
  await fillEnquiry(
    page,
    locale,
    { name, email },
    locale === 'zh'
      ? '每周约 200 单小包发往德国，想了解专线价格。'
      : 'About 200 parcels a week to Germany.',
  );
  await expect(enquiryForm(page).getByTestId('service-select')).toHaveValue('directSales');
  const reference = await sendAndReadReference(page, locale);
  return { name, email, reference };
}

test('the sales inbox and the visitor get their mails, in the visitor’s language', async ({
  page,
}) => {
  for (const locale of ['en', 'zh'] as const) {
    const { name, email, reference } = await sendEnquiry(page, locale, 'Mail Test');
    const sales = await mailWith(SALES, reference);
    expect(sales.headers['reply-to']).toContain(email);
    expect(sales.text).toContain(name);
    const confirmation = await mailWith(email, reference);
    expect(confirmation.headers.from).toContain('hello@bridgeway.example');
    // In the visitor's language: the confirmation page's promise, in the mail's words.
    expect(confirmation.headers.subject).toMatch(
      locale === 'zh' ? /[\u4e00-\u9fff]/ : /reference/i,
    );
    expect(enquiriesNamed(name, file)).toHaveLength(1);
  }
});

test('mails refused while the SMTP server is down are delivered once it is back', async ({
  page,
}) => {
  smtp.control.refuse = true;
  const first = await sendEnquiry(page, 'en', 'Outage');
  // The worker tried and was refused: the mails wait in the outbox for their next try.
  const db = new Database(file);
  const pending = () =>
    db
      .prepare(
        "select count(*) as n from mail_outbox where status = 'pending' and attempts > 0 and text_body like ?",
      )
      .get(`%${first.reference}%`) as { n: number };
  try {
    await expect.poll(() => pending().n).toBe(2);
    expect(mailsTo(first.email)).toHaveLength(0);

    // Back up. Instead of waiting out the backoff, the retry is made due now; the next enquiry's
    // run of the worker sends it with its own mails.
    smtp.control.refuse = false;
    db.prepare(
      "update mail_outbox set next_attempt_at = '2000-01-01T00:00:00.000Z' where status = 'pending'",
    ).run();
  } finally {
    db.close();
  }
  const second = await sendEnquiry(page, 'zh', 'After');
  await mailWith(SALES, second.reference);
  const sales = await mailWith(SALES, first.reference);
  expect(sales.headers['reply-to']).toContain(first.email);
  await mailWith(first.email, first.reference);
  // Each mail once.
  expect(mailsTo(first.email)).toHaveLength(1);
  expect(mailsTo(SALES).filter((m) => m.text.includes(first.reference))).toHaveLength(1);
});
