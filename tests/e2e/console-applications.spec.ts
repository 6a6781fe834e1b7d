import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DATABASE_URL, testAddress } from '../support/e2e';
import { pdfBytes } from '../support/resume-bytes';
import { fillValid } from './careers-support';
import { check, chineseScreen } from './console-support';
import { test } from './staff-sessions';
import { appMounted, messages, publicPath } from './support';

// Each test walks several screens, each checked with axe at two widths: more than the default
// 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The audit log's entries about one application, read from the test server's database. */
function auditOf(reference: string) {
  const db = new Database(resolve(E2E_DATABASE_URL), { readonly: true });
  try {
    return db
      .prepare('select action, details, actor_email from audit_log where target_id = ?')
      .all(reference) as { action: string; details: string | null; actor_email: string }[];
  } finally {
    db.close();
  }
}

// The journey in the browser in English, its screens' Chinese words over HTTP.
{
  const locale = 'en' as const;
  const zh = messages.zh.ConsoleApplications;
  const t = messages[locale].ConsoleApplications;
  const c = messages[locale].Console;
  const at = (path: string) => publicPath(path, locale);

  test(`HR works an application from the careers form to its deletion on request (${locale})`, async ({
    page,
    staff,
  }) => {
    // An application with a résumé, sent through the public form.
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const name = `Anna Desk ${tag}`;
    const email = `desk-${tag}@example.com`;
    const resume = {
      // A name beyond ASCII: the download's Content-Disposition carries it intact.
      name: '王小红 简历 anna-cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes(`Resume of ${tag}`),
    };
    await page.goto(at('/join-us'));
    await appMounted(page);
    await fillValid(page, locale, { name, email }, resume);
    await page.getByTestId('application-submit').click();
    const reference = (await page.getByTestId('application-reference').textContent())!.trim();

    // HR opens Applications from the console's home (the résumé's download asks for a recent
    // sign-in).
    const { email: hrEmail } = await staff.signIn(page, 'hr', locale, { fresh: true });
    await page.getByTestId('sections').getByRole('link', { name: c.sections.applications }).click();
    await expect(page).toHaveURL(at('/console/applications'));
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText(name);
    await expect(row).toContainText(t.status.new);
    await check(page, `applications-${locale}`);
    const list = await chineseScreen(page, '/console/applications');
    expect(list).toContain(zh.status.new);
    expect(list).toContain(zh.statusLabel);
    expect(await chineseScreen(page, '/console/applications?status=hired')).toContain(zh.empty);

    // Filters: a status nothing has is the empty state; the position and "new" find it.
    await page.getByLabel(t.statusLabel).selectOption('hired');
    await page.getByRole('button', { name: c.applyFilters }).click();
    await expect(page.getByTestId('empty')).toHaveText(t.empty);
    await check(page, `applications-empty-${locale}`);
    await page.getByLabel(t.position).selectOption('full-stack-engineer-shenzhen');
    await page.getByLabel(t.statusLabel).selectOption('new');
    await page.getByRole('button', { name: c.applyFilters }).click();
    await expect(page).toHaveURL(/position=full-stack-engineer-shenzhen/);
    await row.getByRole('link', { name: reference }).click();

    // The detail: everything the applicant sent, and the résumé.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t.detailTitle.replace('{id}', reference),
    );
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(resume.name)).toBeVisible();
    await check(page, `application-${locale}`);
    const download = page.waitForEvent('download');
    await page.getByTestId('download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(resume.name);
    expect(readFileSync(await file.path()).equals(resume.buffer)).toBe(true);
    // The button posts a form; the route takes only this site's post.
    const form = page.locator('form', { has: page.getByTestId('download') });
    const href = (await form.getAttribute('action'))!;
    const ours = { headers: { origin: new URL(page.url()).origin } };
    expect((await page.request.get(href)).status()).toBe(405);
    const evil = { headers: { origin: 'https://evil.example' } };
    expect((await page.request.post(href, evil)).status()).toBe(403);
    const direct = await page.request.post(href, ours);
    expect(direct.headers()['cache-control']).toBe('private, no-store');
    expect(direct.headers()['x-content-type-options']).toBe('nosniff');
    expect(direct.headers()['content-type']).toBe('application/pdf');

    // Status and a note, in the history; an empty note is refused.
    await page.getByRole('combobox', { name: t.statusLabel }).selectOption('interview');
    await page.getByRole('button', { name: t.setStatus }).click();
    await expect(page.getByTestId('application-status-done')).toHaveText(t.statusSaved);
    await expect(page.getByTestId('history')).toContainText(
      `${t.status.new} → ${t.status.interview}`,
    );
    await page.getByRole('button', { name: t.addNote }).click();
    await expect(page.getByTestId('application-note-problem')).toContainText(
      t.noteInvalid.split('{')[0]!,
    );
    const note = 'Phone interview on Thursday';
    await page.getByRole('textbox', { name: t.noteLabel, exact: true }).fill(note);
    await page.getByRole('button', { name: t.addNote }).click();
    await expect(page.getByTestId('application-note-done')).toHaveText(t.noteSaved);
    await expect(page.getByTestId('history')).toContainText(note);
    await check(page, `application-worked-${locale}`);
    const detail = await chineseScreen(page, `/console/applications/${reference}`);
    expect(detail).toContain(zh.detailTitle.replace('{id}', reference));
    expect(detail).toContain(`${zh.status.new} → ${zh.status.interview}`);
    for (const word of [zh.setStatus, zh.addNote, zh.delete, zh.confirmDelete])
      expect(detail).toContain(word);

    // Deleting needs the box ticked; then it is gone, and the audit keeps no name or email.
    await page.getByRole('button', { name: t.delete }).click();
    await expect(page.getByTestId('application-delete-problem')).toContainText(t.confirmMissing);
    await check(page, `application-delete-refused-${locale}`);
    await page.getByRole('checkbox', { name: t.confirmDelete }).check();
    await page.getByRole('button', { name: t.delete }).click();
    await expect(page).toHaveURL(
      `${at('/console/applications')}?done=deleted&id=${encodeURIComponent(reference)}`,
    );
    await expect(page.getByTestId('notice')).toHaveText(t.deleted.replace('{id}', reference));
    await expect(page.getByRole('row', { name: new RegExp(reference) })).toHaveCount(0);
    await check(page, `applications-deleted-${locale}`);
    expect(
      await chineseScreen(
        page,
        `/console/applications?done=deleted&id=${encodeURIComponent(reference)}`,
      ),
    ).toContain(zh.deleted.replace('{id}', reference));
    expect((await page.request.post(href, ours)).status()).toBe(404);

    const audit = auditOf(reference);
    expect(audit.map((e) => e.action).sort()).toEqual([
      'applications.delete',
      'applications.downloadResume',
      'applications.downloadResume',
      'applications.note',
      'applications.update',
    ]);
    expect(audit.every((e) => e.actor_email === hrEmail)).toBe(true);
    const text = JSON.stringify(audit);
    expect(text).not.toContain(name);
    expect(text).not.toContain(email);
    expect(text).not.toContain(note);
  });
}

test('a sales colleague gets 403 on the applications', async ({ page, staff }) => {
  await staff.signIn(page, 'sales', 'en');
  const refused = await page.goto(publicPath('/console/applications', 'en'));
  expect(refused!.status()).toBe(403);
  await expect(
    page.getByRole('heading', { name: messages.en.Console.forbiddenTitle }),
  ).toBeVisible();
});
