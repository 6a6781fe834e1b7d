import { expect, test, type Page } from '@playwright/test';
import { openDatabase, type Db } from '../../src/lib/db';
import { CLI_ADDRESS } from '../../src/lib/staff/audit';
import { inviteStaff } from '../../src/lib/staff/invitations';
import { resetTwoFactor } from '../../src/lib/staff/staff';
import { E2E_DATABASE_URL, testAddress } from '../support/e2e';
import { totp } from '../support/totp';
import { fetchDocument, visibleText } from './html';
import { appMounted, axeViolations, messages, publicPath, type TestLocale } from './support';

/** The password every test account gets (long, not a common one). */
export const PASSWORD = 'harbour crane lantern 42';

/** The SQLite files (the e2e server's, a spec's own server's) opened for invitations, once each. */
const invitations = new Map<string, Promise<Db>>();
const invitationsIn = (file: string) => {
  let db = invitations.get(file);
  if (!db) invitations.set(file, (db = openDatabase({ dialect: 'sqlite', file })));
  return db;
};

/**
 * An invitation as `npm run staff -- invite` makes it (the same function, without mail), made in
 * the worker: the token of its link. Starting the CLI for each test cost seconds of CPU (tsx
 * compiling it anew); the CLI itself is tested in tests/unit/staff-cli.test.ts.
 */
export async function invite(
  email: string,
  role: string,
  file = E2E_DATABASE_URL,
): Promise<string> {
  const { db, dialect, ready } = await invitationsIn(file);
  await ready;
  const change = { email, role, by: null, clientAddress: CLI_ADDRESS };
  const { link } = await inviteStaff({ db, dialect }, change, new Date(), {});
  return new URL(link).searchParams.get('token')!;
}

/** `npm run staff -- reset-2fa` (the same function): the account's authenticator removed. */
export async function resetAuthenticator(email: string): Promise<void> {
  const { db, dialect, ready } = await invitationsIn(E2E_DATABASE_URL);
  await ready;
  await resetTwoFactor(
    { db, dialect },
    { email, by: null, clientAddress: CLI_ADDRESS },
    new Date(),
  );
}

/**
 * The e2e server's SQLite file, open for the spec's tests (to seed records or check what a page
 * wrote) from before the first to after the last; call it at a spec's top level.
 */
export function e2eDatabase(): () => Db['db'] {
  let database: Db | undefined;
  test.beforeAll(async () => {
    database = await openDatabase({ dialect: 'sqlite', file: E2E_DATABASE_URL });
    await database.ready;
  });
  test.afterAll(async () => database?.db.destroy());
  return () => {
    if (!database) throw new Error('The e2e database is opened in beforeAll');
    return database.db;
  };
}

/** A fresh email address for a test account of `role`. */
export const staffEmail = (role: string, locale: TestLocale) =>
  `${role}-${locale}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@bridgeway.example`;

/**
 * axe at phone and desktop widths, and a screenshot of each for a person to look at: outside CI,
 * or with E2E_SCREENSHOTS=on (in CI nobody opens them, and a full-page screenshot costs more CPU
 * than the scan).
 */
export async function check(page: Page, name: string) {
  const screenshots = process.env.E2E_SCREENSHOTS === 'on' || !process.env.CI;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    if (!screenshots) continue;
    const path = test.info().outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
  }
}

/**
 * An invitation of `role` accepted in `locale` with valid answers (the page's own forms, codes
 * from the secret it shows), ending on the console's home; the authenticator's secret and the
 * account's email, to sign in again. The page gets a client address of its own first, so the
 * sign-in limits of other tests do not apply. `file`: the database of the server the page's
 * base address opens (a spec's own server's), else the e2e server's.
 */
export async function joinAs(
  page: Page,
  role: string,
  locale: TestLocale,
  name = 'Test Colleague',
  file?: string,
): Promise<{ email: string; secret: string }> {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
  const t = messages[locale].Console;
  const email = staffEmail(role, locale);
  await page.goto(
    `${publicPath('/console/invitation', locale)}?token=${await invite(email, role, file)}`,
  );
  await appMounted(page);
  await page.getByLabel(t.name).fill(name);
  await page.getByLabel(t.password).fill(PASSWORD);
  await page.getByRole('button', { name: t.createAccount }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel(t.confirmCode).fill(totp(secret, new Date()));
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByTestId('backup-codes').locator('li')).toHaveCount(10);
  await page.getByRole('link', { name: t.continue }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText(email);
  return { email, secret };
}

/**
 * A console screen in Chinese, read over HTTP with `page`'s session (no second browser page): its
 * main text. A journey walked in English in the browser checks the Chinese words of its screens
 * this way, the language changing nothing of what the screens do.
 */
export async function chineseScreen(page: Page, path: string): Promise<string> {
  const { response, document } = await fetchDocument(page.request, publicPath(path, 'zh'));
  expect(response.status(), path).toBe(200);
  expect(document.documentElement.lang, path).toBe('zh-CN');
  return visibleText(document.querySelector('main') ?? document.body);
}
