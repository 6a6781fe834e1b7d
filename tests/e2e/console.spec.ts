import { expect } from '@playwright/test';
import { testAddress } from '../support/e2e';
import { totp } from '../support/totp';
import {
  check,
  chineseScreen,
  invite,
  joinAs,
  PASSWORD,
  resetAuthenticator,
} from './console-support';
import { test } from './staff-sessions';
import { fetchDocument, visibleText } from './html';
import { appMounted, messages, publicPath } from './support';

// Each test has an account of its own, so the tests run on both workers (one at a time, the file
// was the last of its project on one worker while the other waited). Invitations are made in the
// worker (console-support.ts), not by a CLI beside the server.
test.describe.configure({ timeout: 120_000 });

// The journey in the browser in English; its screens' Chinese words over HTTP with the page's
// session (the sign-in, the invitation, the home, the 403). The steps that are a form's answer in
// the page (a refusal, the authenticator, the backup codes, the code step) take their Chinese from
// messages/zh.json, whose keys the key parity test holds to the English ones.
{
  const locale = 'en' as const;
  const t = messages[locale].Console;
  const zc = messages.zh.Console;
  const at = (path: string) => publicPath(path, locale);
  const zh = (path: string) => publicPath(path, 'zh');

  test(`a sales colleague's console, from the invitation to the staff list it may not open (${locale})`, async ({
    page,
  }) => {
    // A client address of its own: the sign-in limits of other runs do not apply.
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
    const email = `sales-${locale}-${Date.now().toString(36)}@bridgeway.example`;
    const token = await invite(email, 'sales');

    // Signed out, a console address leads to the sign-in, asked to come back.
    await page.goto(at('/console'));
    await expect(page).toHaveURL(
      `${at('/console/sign-in')}?next=${encodeURIComponent(at('/console'))}`,
    );
    await appMounted(page);
    await check(page, `sign-in-${locale}`);
    // In Chinese: the same way to the Chinese sign-in, in its words.
    const zhSignInPath = `${zh('/console/sign-in')}?next=${encodeURIComponent(zh('/console'))}`;
    const zhSignedOut = await page.request.get(zh('/console'));
    expect(zhSignedOut.url()).toBe(new URL(zhSignInPath, zhSignedOut.url()).href);
    const zhSignIn = await chineseScreen(
      page,
      `/console/sign-in?next=${encodeURIComponent(zh('/console'))}`,
    );
    for (const word of [zc.email, zc.password, zc.signIn]) expect(zhSignIn).toContain(word);

    // The invitation's page in Chinese (opening it uses nothing up), as private as the English.
    const zhInvitation = await fetchDocument(
      page.request,
      `${zh('/console/invitation')}?token=${token}`,
    );
    expect(zhInvitation.response.status()).toBe(200);
    expect(zhInvitation.response.headers()['cache-control']).toMatch(
      /private.*no-store|no-store.*private/,
    );
    expect(zhInvitation.response.headers()['x-robots-tag']).toContain('noindex');
    expect(
      zhInvitation.document.querySelector('meta[name="robots"]')?.getAttribute('content'),
    ).toMatch(/noindex/);
    const zhInvitationText = visibleText(zhInvitation.document.querySelector('main')!);
    for (const word of [zc.name, zc.password, zc.createAccount])
      expect(zhInvitationText).toContain(word);

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

    // Home: who, which role, and the sections a sales colleague opens (its enquiries, and the
    // bookings made of the won ones).
    await page.getByRole('link', { name: t.continue }).click();
    await expect(page.getByTestId('signed-in-as')).toContainText(email);
    await expect(page.getByTestId('staff-role')).toContainText(t.roles.sales);
    await expect(page.getByTestId('sections').getByRole('link')).toHaveText([
      t.sections.enquiries,
      t.sections.bookings,
      t.sections.numbers,
    ]);
    await check(page, `home-${locale}`);
    const zhHome = await chineseScreen(page, '/console');
    for (const word of [
      email,
      zc.roles.sales,
      zc.sections.enquiries,
      zc.sections.bookings,
      zc.sections.numbers,
      zc.signOut,
    ])
      expect(zhHome).toContain(word);
    expect(zhHome).not.toContain(zc.sections.staff);

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
    // A page view keeps the session's cookie for 12 hours from now, not from the sign-in.
    const viewed = await page.goto(at('/console'));
    expect(await viewed!.headerValue('set-cookie')).toMatch(
      /better-auth\.session_token=[^;]+; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax/,
    );
    const zhViewed = await page.request.get(zh('/console'));
    expect(zhViewed.headers()['set-cookie']).toMatch(
      /better-auth\.session_token=[^;]+; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax/,
    );

    // A section the role lacks: the 403 screen.
    const refused = await page.goto(at('/console/staff'));
    expect(refused!.status()).toBe(403);
    await expect(page.getByRole('heading', { name: t.forbiddenTitle })).toBeVisible();
    await appMounted(page);
    await check(page, `forbidden-${locale}`);
    const zhRefused = await page.request.get(zh('/console/staff'));
    expect(zhRefused.status()).toBe(403);
    expect(await zhRefused.text()).toContain(zc.forbiddenTitle);
  });
}

// In the browser in English; the Chinese screens of the way back (the word to ask for a new
// invitation, the invitation again) over HTTP with the page's session.
{
  const locale = 'en' as const;
  const t = messages[locale].Console;
  const zc = messages.zh.Console;
  const at = (path: string) => publicPath(path, locale);
  const zh = (path: string) => publicPath(path, 'zh');

  test(`after reset-2fa an account opens nothing until a new invitation sets up an authenticator (${locale})`, async ({
    page,
  }) => {
    const { email, secret } = await joinAs(page, 'sales', locale, 'Sam Sales');
    // The administrator removes the authenticator (the CLI's function): the sessions end.
    await resetAuthenticator(email);
    await page.goto(at('/console'));
    await expect(page).toHaveURL(new RegExp(`${at('/console/sign-in')}\\?next=`));
    await appMounted(page);
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.signIn }).click();
    // The password alone opens no section: only the word to ask for a new invitation.
    await expect(page.getByRole('heading', { name: t.setupNeedsInvitationTitle })).toBeVisible();
    await expect(page).toHaveURL(at('/console/two-factor'));
    await expect(page.getByRole('button', { name: t.signOut })).toBeVisible();
    await page.goto(at('/console/enquiries'));
    await expect(page).toHaveURL(at('/console/two-factor'));
    await check(page, `setup-needs-invitation-${locale}`);
    const zhNone = await chineseScreen(page, '/console/two-factor');
    for (const word of [zc.setupNeedsInvitationTitle, zc.setupNeedsInvitation, zc.signOut])
      expect(zhNone).toContain(word);
    const zhSection = await page.request.get(zh('/console/enquiries'));
    expect(new URL(zhSection.url()).pathname).toBe(zh('/console/two-factor'));

    // The new invitation: the account's own password (no name), then a new authenticator.
    const again = await invite(email, 'sales');
    const zhAgain = await fetchDocument(
      page.request,
      `${zh('/console/invitation')}?token=${again}`,
    );
    expect(zhAgain.response.status()).toBe(200);
    const zhAgainText = visibleText(zhAgain.document.querySelector('main')!);
    for (const word of [zc.invitationAgainIntro, zc.password, zc.setUpAgain])
      expect(zhAgainText).toContain(word);
    expect(zhAgainText).not.toContain(zc.name);
    await page.goto(`${at('/console/invitation')}?token=${again}`);
    await appMounted(page);
    await expect(page.getByText(t.invitationAgainIntro)).toBeVisible();
    await expect(page.getByLabel(t.name)).toHaveCount(0);
    await page.getByLabel(t.password).fill('not the password at all');
    await page.getByRole('button', { name: t.setUpAgain }).click();
    await expect(page.getByText(t.refusal.password)).toBeVisible();
    await page.getByLabel(t.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.setUpAgain }).click();
    const renewed = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(renewed).not.toBe(secret);
    await page.getByLabel(t.confirmCode).fill(totp(renewed, new Date()));
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByTestId('backup-codes').locator('li')).toHaveCount(10);
    await page.getByRole('link', { name: t.continue }).click();
    await expect(page.getByTestId('signed-in-as')).toContainText(email);
  });
}

test('an administrator opens the staff list from the home page', async ({ page, staff }) => {
  const t = messages.en.Console;
  // The worker's administrator: the invitation is walked in the tests above.
  const { email } = await staff.signIn(page, 'admin', 'en');
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
