// A booking's documents end to end, in Chinese, on a server of its own with mail to a test SMTP
// server: the shipper (signed in: the account's session made in its tables, the sign-in itself is
// account.spec.ts's) uploads a commercial invoice and a packing list, an HTML file named .pdf is
// refused in the page's words; operations asks for a new packing list with a reason; the
// shipper's mail (in Chinese, with the link to the booking in the account) arrives, a new
// packing list is uploaded and operations accepts it. axe at 390 and 1440 px on both pages. The
// English page and the download's headers over HTTP.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ACCOUNT_COOKIE } from '../../src/lib/accounts/guard';
import { createSession } from '../../src/lib/accounts/sessions';
import { newEnquiryReference } from '../../src/lib/enquiries/reference';
import { bookEnquiry, bookingQuote, insertEnquiry } from '../support/booking';
import { testAddress } from '../support/e2e';
import { pdfBytes } from '../support/resume-bytes';
import { readMail } from '../support/smtp';
import { check, joinAs } from './console-support';
import { mailingServer, ownPort } from './server';
import { appMounted, messages, publicPath } from './support';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PORT = ownPort(77);
const BASE = `http://localhost:${PORT}`;
test.use({ baseURL: BASE });

const site = mailingServer(PORT, 'documents', 'BridgeWay <documents@bridgeway.example>');

/** A won quote booked for `email` in Chinese, and a signed-in session of that address's account (zh). */
async function seed(email: string) {
  const now = new Date();
  const enquiry = newEnquiryReference();
  await insertEnquiry(site.db.db, {
    reference: enquiry,
    quote: bookingQuote(now),
    locale: 'zh',
    email,
  });
  const by = {
    staff: { id: 'e2e-documents', email: 'ops@bridgeway.example', name: 'E2E' },
    clientAddress: '127.0.0.1',
  };
  const booked = await bookEnquiry(site.db.db, enquiry, 2, by, now);
  const accountId = randomUUID();
  await site.db.db
    .insertInto('customer_accounts')
    .values({
      id: accountId,
      email,
      locale: 'zh',
      created_at: now.toISOString(),
      signed_in_at: now.toISOString(),
    })
    .execute();
  const { token } = await createSession(site.db.db, accountId, 'e2e', now);
  return { reference: booked.reference, token };
}

const t = messages.zh.BookingDocuments;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, String(v)), text);

test('单证：发货人上传，运营要求重新上传，发货人收到邮件后重传，运营通过', async ({
  browser,
  request,
}) => {
  const email = `documents-${newEnquiryReference().toLowerCase()}@example.com`;
  const { reference, token } = await seed(email);
  const accountPage = publicPath(`/account/bookings/${reference}`, 'zh');

  const shipper = await browser.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { 'x-forwarded-for': testAddress() },
  });
  await shipper.addCookies([{ name: ACCOUNT_COOKIE, value: token, url: BASE }]);
  const page = await shipper.newPage();
  await page.goto(accountPage);
  await appMounted(page);
  const section = page.getByTestId('booking-documents');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(t.title);
  await expect(page.getByTestId('required-invoice')).toContainText(t.state.missing);

  const form = page.getByTestId('document-upload');
  async function upload(
    kind: 'invoice' | 'packing-list',
    name: string,
    buffer: Buffer,
    mimeType: string,
  ) {
    await form.getByLabel(t.kindLabel).selectOption(kind);
    await form.getByLabel(t.fileLabel).setInputFiles({ name, mimeType, buffer });
    await form.getByRole('button', { name: t.submit }).click();
  }

  // An HTML page named .pdf: refused in Chinese, nothing stored.
  await upload(
    'invoice',
    '发票.pdf',
    Buffer.from('<!doctype html><html><body>x</body></html>'),
    'application/pdf',
  );
  await expect(page.getByTestId('documents-problem')).toHaveText(t.problem.type);
  await appMounted(page);
  await upload('invoice', '发票.pdf', pdfBytes('Commercial invoice'), 'application/pdf');
  await expect(page.getByTestId('documents-done')).toHaveText(t.uploaded);
  await appMounted(page);
  await upload('packing-list', '装箱单.csv', Buffer.from('箱号,件数\n1,20\n2,20\n'), 'text/csv');
  await expect(page.getByTestId('documents-done')).toHaveText(t.uploaded);
  await appMounted(page);
  await expect(page.getByTestId('required-packing-list')).toContainText(t.state.submitted);
  await expect(section.getByTestId('document')).toHaveCount(2);
  await check(page, 'documents-account-zh');

  // Operations asks for a new packing list, with a reason.
  const desk = await (await browser.newContext({ baseURL: BASE })).newPage();
  await joinAs(desk, 'operations', 'zh', 'Olu Operations', site.file);
  await desk.goto(publicPath(`/console/bookings/${reference}`, 'zh'));
  await appMounted(desk);
  const list = desk.getByTestId('document').filter({ hasText: '装箱单.csv' });
  const reason = '件数与订舱不符，请更正后重新上传';
  await list.getByLabel(t.reasonLabel).fill(reason);
  await list.getByRole('button', { name: t.reject }).click();
  await expect(desk).toHaveURL(/[?&]done=document-rejected/);
  await appMounted(desk);
  await expect(desk.getByTestId('documents-done')).toHaveText(t.done['document-rejected']);
  await expect(desk.getByTestId('required-packing-list')).toContainText(t.state.rejected);
  await check(desk, 'documents-desk-zh');

  // The shipper's mail, in Chinese, with the reason and the booking's page in the account.
  const mail = messages.zh.BookingDocumentsMail;
  await expect
    .poll(() =>
      site.smtp.received
        .filter((m) => m.to.includes(email))
        .map((m) => readMail(m.raw).headers.subject),
    )
    .toContain(fill(mail.requestedSubject, { reference }));
  const sent = site.smtp.received
    .filter((m) => m.to.includes(email))
    .map((m) => readMail(m.raw))
    .find((m) => m.headers.subject === fill(mail.requestedSubject, { reference }))!;
  expect(sent.text).toContain(reason);
  const link = sent.text.match(/https?:\/\/\S+\/zh\/account\/bookings\/BK[0-9A-Z]{6}/)?.[0];
  expect(link).toBe(`${BASE}${accountPage}`);

  // The shipper follows it, sees why, and uploads a new packing list.
  await page.goto(new URL(link!).pathname);
  await appMounted(page);
  await expect(page.getByTestId('required-packing-list')).toContainText(t.state.rejected);
  await expect(page.getByTestId('document-reason')).toContainText(reason);
  await upload(
    'packing-list',
    '装箱单-更正.csv',
    Buffer.from('箱号,件数\n1,18\n2,18\n'),
    'text/csv',
  );
  await expect(page.getByTestId('documents-done')).toHaveText(t.uploaded);
  await expect(page.getByTestId('required-packing-list')).toContainText(t.state.submitted);

  // Operations accepts it; the shipper sees it accepted.
  await desk.reload();
  await appMounted(desk);
  await desk
    .getByTestId('document')
    .filter({ hasText: '装箱单-更正.csv' })
    .getByRole('button', { name: t.accept })
    .click();
  await expect(desk).toHaveURL(/[?&]done=document-accepted/);
  await expect(desk.getByTestId('required-packing-list')).toContainText(t.state.accepted);
  await page.reload();
  await expect(page.getByTestId('required-packing-list')).toContainText(t.state.accepted);

  // English over HTTP: the page's words, and a document's download (an attachment, never sniffed).
  const cookie = `${ACCOUNT_COOKIE}=${token}`;
  const english = await request.get(`/account/bookings/${reference}`, { headers: { cookie } });
  expect(english.status()).toBe(200);
  const html = await english.text();
  expect(html).toContain(messages.en.BookingDocuments.title);
  expect(html).toContain(messages.en.BookingDocuments.kinds['packing-list']);
  const id = /\/api\/account\/documents\?id=([\w-]+)/.exec(html)![1]!;
  const file = await request.get(`/api/account/documents?id=${id}`, { headers: { cookie } });
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(
    /^attachment; filename="[^"]*"; filename\*=UTF-8''/,
  );
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  // Signed out, the same address is a bare 404.
  expect((await request.get(`/api/account/documents?id=${id}`)).status()).toBe(404);
  await shipper.close();
});
