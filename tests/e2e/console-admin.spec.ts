import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { testAddress } from '../support/e2e';
import { check, chineseScreen, joinAs, PASSWORD, staffEmail } from './console-support';
import { appMounted, messages, publicPath } from './support';

// One at a time: the CLI and the server write the same SQLite file.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// The journey in the browser in English (the invitation's own pages in Chinese: console.spec.ts),
// the staff list's and the audit log's Chinese words over HTTP.
{
  const locale = 'en' as const;
  const zc = messages.zh.Console;
  const zs = messages.zh.ConsoleStaff;
  const za = messages.zh.ConsoleAudit;
  const c = messages[locale].Console;
  const s = messages[locale].ConsoleStaff;
  const a = messages[locale].ConsoleAudit;
  const at = (path: string) => publicPath(path, locale);

  test(`an administrator invites a colleague, changes their role, disables them and finds it all in the audit log (${locale})`, async ({
    page,
    browser,
  }) => {
    // A long path (two browsers, three screens checked at two widths): three times the time.
    const admin = await joinAs(page, 'admin', locale, 'Ada Admin');
    await page.getByTestId('sections').getByRole('link', { name: c.sections.staff }).click();
    await expect(page).toHaveURL(at('/console/staff'));
    // One's own account has no changes.
    await expect(page.getByRole('row', { name: new RegExp(admin.email) })).toContainText(
      s.yourAccount,
    );

    // The invitation: the link is shown on the page, once.
    const colleague = staffEmail('sales', locale);
    await page.getByRole('textbox', { name: c.email, exact: true }).fill(colleague);
    await page.getByRole('combobox', { name: c.roleColumn, exact: true }).selectOption('sales');
    await page.getByRole('button', { name: s.invite }).click();
    const link = page.getByTestId('invitation-link');
    await expect(link).toContainText('/console/invitation?token=');
    await check(page, `admin-staff-invited-${locale}`);

    // The colleague accepts it in a browser of their own: the account exists from then on.
    const token = new URL((await link.innerText()).trim()).searchParams.get('token')!;
    const other = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': testAddress() },
    });
    const theirs = await other.newPage();
    await theirs.goto(new URL(`${at('/console/invitation')}?token=${token}`, page.url()).href);
    await appMounted(theirs);
    await theirs.getByLabel(c.name).fill('Sam Sales');
    await theirs.getByLabel(c.password).fill(PASSWORD);
    await theirs.getByRole('button', { name: c.createAccount }).click();
    await expect(theirs.getByTestId('totp-secret')).toBeVisible();
    await other.close();

    // Their role, then disabling them: each from their row, the latter confirmed.
    await page.goto(at('/console/staff'));
    const row = () => page.getByRole('row', { name: new RegExp(colleague) });
    // The cells after the email: name, role, authenticator, status, since, changes.
    const cell = (n: number) => row().getByRole('cell').nth(n);
    await expect(cell(1)).toHaveText(c.roles.sales);
    await row().locator('summary').click();
    await row().getByLabel(s.newRole).selectOption('hr');
    await row().getByRole('button', { name: s.changeRole }).click();
    await expect(page.getByText(s.done.changeRole.replace('{email}', colleague))).toBeVisible();
    await expect(cell(1)).toHaveText(c.roles.hr);

    await row().locator('summary').click();
    await row().getByLabel(s.disableConfirm).check();
    await row().getByRole('button', { name: s.disable }).click();
    await expect(page.getByText(s.done.disable.replace('{email}', colleague))).toBeVisible();
    await expect(cell(3)).toHaveText(c.disabled);
    await check(page, `admin-staff-${locale}`);
    const staffList = await chineseScreen(page, '/console/staff');
    for (const word of [zs.yourAccount, zs.invite, zc.roles.hr, zc.disabled])
      expect(staffList).toContain(word);

    // The audit log: the administrator's staff actions, then one of them by its name.
    await page.getByRole('link', { name: c.sections.audit, exact: true }).click();
    await expect(page).toHaveURL(at('/console/audit'));
    await page.getByLabel(a.actor).fill(admin.email);
    await page.getByLabel(a.action, { exact: true }).fill('staff.');
    await page.getByRole('button', { name: c.applyFilters }).click();
    const entries = page.getByRole('table').locator('tbody tr');
    // Newest first (before them, the administrator's own invitation, sign-in and authenticator).
    await expect(entries.nth(0)).toContainText(a.actions.staff.disable);
    await expect(entries.nth(1)).toContainText(a.actions.staff.changeRole);
    // An account is named by its email, not its id.
    await expect(entries.nth(1).getByRole('cell').nth(2)).toHaveText(`user ${colleague}`);
    await expect(entries.nth(2)).toContainText(a.actions.staff.invite);
    await check(page, `admin-audit-${locale}`);
    const audit = await chineseScreen(
      page,
      `/console/audit?actor=${encodeURIComponent(admin.email)}&action=staff.`,
    );
    for (const done of [
      za.actions.staff.disable,
      za.actions.staff.changeRole,
      za.actions.staff.invite,
    ])
      expect(audit).toContain(done);
    expect(audit).toContain(`user ${colleague}`);

    await page.getByLabel(a.action, { exact: true }).fill('staff.disable');
    await page.getByRole('button', { name: c.applyFilters }).click();
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(colleague);

    // The export: the filtered entries as CSV; the export is itself in the log.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: a.export }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${admin.email},staff.disable,user,`);
    expect(lines[1]).toContain(colleague);
    // Only the page's own post exports: not a GET (a link or an image elsewhere), not a post from
    // another site or without an Origin; none of them is recorded.
    const exportAt = at('/console/audit/export');
    expect((await page.request.get(exportAt)).status()).toBe(405);
    const evil = { origin: 'https://evil.example' };
    expect((await page.request.post(exportAt, { headers: evil })).status()).toBe(403);
    expect((await page.request.post(exportAt)).status()).toBe(403);

    await page.getByLabel(a.action, { exact: true }).fill('audit.export');
    await page.getByRole('button', { name: c.applyFilters }).click();
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(a.actions.audit.export);
  });
}
