// An enquiry's page in the console: a quote request sent on the public site in one
// language, worked by a sales colleague in the other (assign, note, reply by email, status),
// each change in its timeline and the reply in the outbox in the visitor's language.
import { resolve } from 'node:path';
import { expect, type Browser } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DATABASE_URL, testAddress } from '../support/e2e';
import { totp } from '../support/totp';
import { check, PASSWORD } from './console-support';
import { fillEnquiry, sendAndReadReference, uniqueEmail } from './contact-support';
import { test } from './staff-sessions';
import { appMounted, messages, publicPath, type TestLocale } from './support';

// One at a time: the CLI and the server write the same SQLite file.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SEARCH = 'from=SZX&to=ONT8&goods=general&units=metric&qty=3&len=50&wid=40&hei=40&wt=12';

/** A visitor's quote request from the price lookup's first offer, in `locale`: its reference. */
async function quoteRequest(browser: Browser, locale: TestLocale, name: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
  await page.goto(`${publicPath('/query-price', locale)}?${SEARCH}`);
  await page
    .getByTestId('offer')
    .first()
    .getByRole('link', { name: new RegExp(messages[locale].PriceLookup.requestQuote) })
    .click();
  await expect(page).toHaveURL(/\/contact\?quote=/);
  await appMounted(page);
  await fillEnquiry(page, locale, { name, email }, 'Forty cartons a month, please call.');
  const reference = await sendAndReadReference(page, locale);
  await context.close();
  return reference;
}

/** The reply the server queued for `reference`, read from the e2e SQLite file. */
function queuedReply(reference: string) {
  const db = new Database(resolve(E2E_DATABASE_URL), { readonly: true });
  try {
    return db
      .prepare("select * from mail_outbox where kind = 'enquiry-reply' and dedupe_key like ?")
      .all(`enquiry-reply:${reference}:%`) as {
      to_address: string;
      reply_to: string;
      subject: string;
      text_body: string;
    }[];
  } finally {
    db.close();
  }
}

for (const [locale, visitorLocale] of [
  ['en', 'zh'],
  ['zh', 'en'],
] as const) {
  const c = messages[locale].Console;
  const e = messages[locale].ConsoleEnquiries;
  const d = e.detail;
  const at = (path: string) => publicPath(path, locale);

  test(`sales works a quote request sent in ${visitorLocale} on its page (${locale})`, async ({
    browser,
    page,
    staff,
  }) => {
    const visitor = `Visitor ${Math.random().toString(36).slice(2, 8)}`;
    const visitorEmail = uniqueEmail(`reply-${locale}`);
    const reference = await quoteRequest(browser, visitorLocale, visitor, visitorEmail);
    const address = at(`/console/enquiries/${reference}`);

    // The address mails link to, signed out: the sign-in, asked to come back to it.
    const { email, secret, name } = await staff.signIn(page, 'sales', locale);
    await page.getByRole('button', { name: c.signOut }).click();
    await expect(page).toHaveURL(at('/console/sign-in'));
    await page.goto(at(`/console/enquiries/${reference.toLowerCase()}`));
    await expect(page).toHaveURL(`${at('/console/sign-in')}?next=${encodeURIComponent(address)}`);
    await appMounted(page);
    await page.getByLabel(c.email).fill(email);
    await page.getByLabel(c.password).fill(PASSWORD);
    await page.getByRole('button', { name: c.signIn }).click();
    await page.getByLabel(c.codeLabel).fill(totp(secret, new Date()));
    await page.getByRole('button', { name: c.verify }).click();
    await expect(page).toHaveURL(address);
    await appMounted(page);

    // What the visitor sent, and the quote in their language and the page's.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      d.title.replace('{reference}', reference),
    );
    const facts = page.getByTestId('enquiry-facts');
    await expect(facts).toContainText(visitor);
    await expect(facts).toContainText(visitorEmail);
    await expect(facts).toContainText(d.languageName[visitorLocale]);
    await expect(page.getByTestId('enquiry-message')).toHaveText(
      'Forty cartons a month, please call.',
    );
    await expect(page.getByTestId(`enquiry-quote-${visitorLocale}`)).toContainText('ONT8');
    await expect(page.getByTestId(`enquiry-quote-${locale}`)).toContainText('ONT8');

    // Assign to self, a note, then a reply (which moves the new enquiry to contacted).
    const assign = page.getByTestId('enquiry-assign');
    await assign.getByLabel(d.assigneeLabel).selectOption({ label: `${name} (${email})` });
    await assign.getByRole('button', { name: d.assign }).click();
    await expect(assign.getByTestId('enquiry-assign-done')).toHaveText(d.done);
    const note = page.getByTestId('enquiry-note');
    await note.getByRole('button', { name: d.addNote }).click();
    await expect(note.getByTestId('enquiry-note-problem')).toContainText(
      d.problem.note.replace('{max}', '2000'),
    );
    await note.getByLabel(new RegExp(d.noteLabel.replace(/[()（）]/g, '.'))).fill('Wants DDP.');
    await note.getByRole('button', { name: d.addNote }).click();
    await expect(note.getByTestId('enquiry-note-done')).toHaveText(d.done);
    // "Saved." answers the form just sent, not the ones sent before it.
    await expect(assign.getByTestId('enquiry-assign-done')).toHaveCount(0);

    const reply = page.getByTestId('enquiry-reply');
    const subject = messages[visitorLocale].EnquiryMail.replySubject.replace(
      '{reference}',
      reference,
    );
    await expect(reply.getByLabel(new RegExp(`^${d.subject}`))).toHaveValue(subject);
    await reply.getByLabel(new RegExp(`^${d.body}`)).fill('Our offer is attached.');
    await reply.getByRole('button', { name: d.send }).click();
    await expect(reply.getByTestId('enquiry-reply-done')).toHaveText(d.sent);
    await expect(note.getByTestId('enquiry-note-done')).toHaveCount(0);
    const [mail, ...more] = queuedReply(reference);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ to_address: visitorEmail, reply_to: email, subject });
    expect(mail!.text_body).toContain('Our offer is attached.');
    expect(mail!.text_body).toContain('> Forty cartons a month, please call.');

    // The status: contacted by the reply, then quoted by hand.
    const status = page.getByTestId('enquiry-status');
    await expect(status.getByLabel(d.statusLabel)).toHaveValue('contacted');
    await status.getByLabel(d.statusLabel).selectOption('quoted');
    await status.getByRole('button', { name: d.setStatus }).click();
    await expect(status.getByTestId('enquiry-status-done')).toHaveText(d.done);
    await expect(reply.getByTestId('enquiry-reply-done')).toHaveCount(0);
    // An edit after saving makes the form's "Saved." old news too.
    await status.getByLabel(d.statusLabel).selectOption('won');
    await expect(status.getByTestId('enquiry-status-done')).toHaveCount(0);
    await status.getByLabel(d.statusLabel).selectOption('quoted');

    const rows = page.locator('section[aria-labelledby="history-heading"]').getByRole('row');
    await expect(rows).toHaveCount(6);
    await expect(rows.nth(1)).toContainText(name);
    await expect(rows.nth(1)).toContainText(d.nobody);
    await expect(rows.nth(2)).toContainText('Wants DDP.');
    await expect(rows.nth(3)).toContainText(subject);
    await expect(rows.nth(4)).toContainText(`${e.status.new} → ${e.status.contacted}`);
    await expect(rows.nth(5)).toContainText(`${e.status.contacted} → ${e.status.quoted}`);
    await check(page, `enquiry-${locale}`);
    // Long addresses and searches wrap: nothing makes a phone's page scroll sideways.
    await page.setViewportSize({ width: 390, height: 900 });
    const [scrollWidth, clientWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scrollWidth).toBeGreaterThan(300);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    // An unknown reference is not found; an operations colleague may not open the page.
    expect((await page.goto(at('/console/enquiries/ZZZZZZ')))!.status()).toBe(404);
    const other = await browser.newPage();
    await staff.signIn(other, 'operations', locale);
    expect((await other.goto(address))!.status()).toBe(403);
    await expect(other.getByRole('heading', { name: c.forbiddenTitle })).toBeVisible();
    await other.close();
  });
}
