import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATABASE_URL, testAddress } from '../e2e-support';
import { totp } from '../totp';
import { appMounted, axeViolations, locales, messages, publicPath } from './support';

const PASSWORD = 'harbour crane lantern 42';

/** `npm run staff -- invite`: the token of the link it prints. */
function invite(email: string, role: string): string {
  const out = execFileSync(
    process.execPath,
    [resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/staff.ts', 'invite', email, '--role', role],
    { env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL, SMTP_URL: '' } },
  ).toString();
  return /token=([\w-]+)/.exec(out)![1]!;
}

/** axe at both widths, and a screenshot of each for a person to look at. */
async function check(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    const path = test.info().outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
  }
}

// One at a time: the CLI and the server write the same SQLite file.
test.describe.configure({ mode: 'serial' });

for (const locale of locales) {
  const t = messages[locale].Console;
  const at = (path: string) => publicPath(path, locale);

  test(`a sales colleague's console, from the invitation to the staff list it may not open (${locale})`, async ({
    page,
  }) => {
    // A client address of its own: the sign-in limits of other runs do not apply.
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
    const email = `sales-${locale}-${Date.now().toString(36)}@bridgeway.example`;
    const token = invite(email, 'sales');

    // Signed out, a console address leads to the sign-in, asked to come back.
    await page.goto(at('/console'));
    await expect(page).toHaveURL(
      `${at('/console/sign-in')}?next=${encodeURIComponent(at('/console'))}`,
    );
    await appMounted(page);
    await check(page, `sign-in-${locale}`);

    const opened = await page.goto(`${at('/console/invitation')}?token=${token}`);
    expect(opened!.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
    expect(opened!.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await appMounted(page);
    await check(page, `invitation-${locale}`);
    await page.getByLabel(t.name).fill('Sam Sales');
    await page.getByLabel(t.password).fill('too short');
    await page.getByRole('button', { name: t.createAccount }).click();
    await expect(page.getByText(t.refusal.tooShort)).toBeVisible();
    await expect(page.getByLabel(t.name)).toHaveValue('Sam Sales');
    await page.getByLabel(t.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.createAccount }).click();

    // The authenticator: a QR code and the secret as text; one code from it confirms it.
    const secretText = page.getByTestId('totp-secret');
    await expect(secretText).toBeVisible();
    await expect(page.getByRole('img', { name: t.qrLabel })).toBeVisible();
    await check(page, `totp-setup-${locale}`);
    const secret = (await secretText.innerText()).replace(/\s/g, '');
    await page.getByLabel(t.confirmCode).fill('000000');
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.codeWrong)).toBeVisible();
    await page.getByLabel(t.confirmCode).fill(totp(secret, new Date()));
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByTestId('backup-codes').locator('li')).toHaveCount(10);
    await check(page, `backup-codes-${locale}`);

    // Home: who, which role; a sales colleague has no section of those built so far.
    await page.getByRole('link', { name: t.continue }).click();
    await expect(page.getByTestId('signed-in-as')).toContainText(email);
    await expect(page.getByTestId('staff-role')).toContainText(t.roles.sales);
    await expect(page.getByTestId('sections')).toHaveCount(0);
    await check(page, `home-${locale}`);

    // Signed out, the console's address signs in again (password, then a code) and comes back.
    await page.getByRole('button', { name: t.signOut }).click();
    await expect(page).toHaveURL(at('/console/sign-in'));
    await page.goto(at('/console'));
    await appMounted(page);
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.signIn }).click();
    await expect(page.getByLabel(t.codeLabel)).toBeVisible();
    await check(page, `sign-in-code-${locale}`);
    await page.getByLabel(t.codeLabel).fill(totp(secret, new Date()));
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page).toHaveURL(at('/console'));
    await expect(page.getByTestId('signed-in-as')).toContainText(email);

    // A section the role lacks: the 403 screen.
    const refused = await page.goto(at('/console/staff'));
    expect(refused!.status()).toBe(403);
    await expect(page.getByRole('heading', { name: t.forbiddenTitle })).toBeVisible();
    await appMounted(page);
    await check(page, `forbidden-${locale}`);
  });
}

/** An invitation accepted with valid answers only: the authenticator's secret. */
async function join(page: Page, token: string, t: (typeof messages)['en']['Console']) {
  await page.goto(`${publicPath('/console/invitation', 'en')}?token=${token}`);
  await appMounted(page);
  await page.getByLabel(t.name).fill('Ada Admin');
  await page.getByLabel(t.password).fill(PASSWORD);
  await page.getByRole('button', { name: t.createAccount }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel(t.confirmCode).fill(totp(secret, new Date()));
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByTestId('backup-codes').locator('li')).toHaveCount(10);
  await page.getByRole('link', { name: t.continue }).click();
}

test('an administrator opens the staff list from the home page', async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
  const t = messages.en.Console;
  const email = `admin-${Date.now().toString(36)}@bridgeway.example`;
  await join(page, invite(email, 'admin'), t);
  await page.getByTestId('sections').getByRole('link', { name: t.sections.staff }).click();
  await expect(page).toHaveURL(publicPath('/console/staff', 'en'));
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText(t.roles.admin);
  await expect(row).toContainText(t.twoFactorOn);
  await expect(row).toContainText(t.active);
  await check(page, 'staff-en');
});

test('robots.txt keeps crawlers out of the console in both languages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /console');
  expect(robots).toContain('Disallow: /zh/console');
});
