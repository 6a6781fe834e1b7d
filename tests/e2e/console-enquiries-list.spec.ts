import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { countOverdue } from '../../src/lib/enquiries/desk';
import { newEnquiryReference } from '../../src/lib/enquiries/reference';
import { check, chineseScreen, e2eDatabase } from './console-support';
import { fetchDocument } from './html';
import { test } from './staff-sessions';
import { messages, publicPath } from './support';

// One at a time: the tests and the server write the same SQLite file.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const database = e2eDatabase();

/**
 * 57 enquiries whose company carries `tag` (so this run's filters find only them): 55 received
 * in the last hour (three of them quoted), and two still new from ten days ago, overdue.
 */
async function seed(tag: string) {
  const now = Date.now();
  const rows = Array.from({ length: 57 }, (_, i) => {
    const at = new Date(i < 55 ? now - i * 60_000 : now - 10 * 86_400_000 - i * 60_000);
    return {
      reference: newEnquiryReference(),
      submission_key: `${tag}-${i}`,
      created_at: at.toISOString(),
      locale: i % 2 ? 'zh' : 'en',
      source: '/contact',
      service: i % 3 ? 'fbaHeadShipping' : 'storehouse',
      name: i < 55 ? `Visitor ${i}` : `Waiting ${i}`,
      company: `${tag} Trading`,
      email: `visitor${i}@example.com`,
      phone: null,
      wechat: null,
      message: 'Forty cartons a month to ONT8, please quote.',
      quote: null,
      consent_at: at.toISOString(),
      status: i === 1 || i === 2 || i === 3 ? ('quoted' as const) : ('new' as const),
    };
  });
  await database().insertInto('enquiries').values(rows).execute();
  return rows;
}

// The journey in the browser in English; each screen's Chinese words over HTTP (`chineseScreen`),
// the language changing nothing of what the list, its pages and the export do.
{
  const locale = 'en' as const;
  const t = messages[locale].ConsoleEnquiries;
  const tc = messages[locale].Console;
  const zt = messages.zh.ConsoleEnquiries;
  const zc = messages.zh.Console;
  const at = (path: string) => publicPath(path, locale);

  test(`sales finds, pages and exports enquiries, and sees the overdue ones (${locale})`, async ({
    page,
    staff,
  }) => {
    /** The rows of the list at the English `address`'s filters and page, read in Chinese. */
    const chineseRows = async (address: string) => {
      const { pathname, search } = new URL(address);
      const { response, document } = await fetchDocument(
        page.request,
        publicPath(`${pathname}${search}`, 'zh'),
      );
      expect(response.status(), address).toBe(200);
      return [...document.querySelectorAll('tbody tr')].map((row) => row.textContent ?? '');
    };
    // Five screens, each checked by axe and photographed at two widths.
    const tag = `Tag${Date.now().toString(36)}${locale}`;
    const rows = await seed(tag);
    // The export asks for a recent sign-in.
    const { email } = await staff.signIn(page, 'sales', locale, { fresh: true });

    // The home counts every overdue enquiry and links to them.
    const overdue = await countOverdue(database(), new Date());
    expect(overdue).toBeGreaterThanOrEqual(2);
    const card = page.getByTestId('overdue-enquiries');
    await expect(card).toContainText(String(overdue));
    await check(page, `enquiries-home-${locale}`);
    const home = await fetchDocument(page.request, publicPath('/console', 'zh'));
    expect(home.document.querySelector('[data-testid="overdue-enquiries"]')?.textContent).toContain(
      String(overdue),
    );
    expect(await chineseScreen(page, '/console')).toContain(zc.sections.enquiries);

    await page.getByTestId('sections').getByRole('link', { name: tc.sections.enquiries }).click();
    await expect(page).toHaveURL(at('/console/enquiries'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tc.sections.enquiries);

    // A text search: this run's 57, newest first, 50 to a page.
    await page.getByLabel(t.textLabel).fill(tag.toLowerCase());
    await page.getByRole('button', { name: tc.applyFilters }).click();
    const body = page.locator('tbody tr');
    await expect(body).toHaveCount(50);
    await expect(body.first()).toContainText(rows[0]!.reference);
    await expect(body.first().getByRole('link', { name: rows[0]!.reference })).toHaveAttribute(
      'href',
      at(`/console/enquiries/${rows[0]!.reference}`),
    );
    await check(page, `enquiries-list-${locale}`);
    const search = new URL(page.url()).search;
    const list = await chineseScreen(page, `/console/enquiries${search}`);
    for (const word of [zc.sections.enquiries, zc.nextPage, zt.export])
      expect(list).toContain(word);
    // The filters' words (in a closed disclosure, so not in the visible text).
    const { document: listPage } = await fetchDocument(
      page.request,
      publicPath(`/console/enquiries${search}`, 'zh'),
    );
    const labels = [...listPage.querySelectorAll('label, button')].map((l) => l.textContent);
    for (const word of [zt.textLabel, zt.statusLabel, zc.applyFilters])
      expect(labels.some((label) => label?.includes(word))).toBe(true);
    expect(list).toContain(rows[0]!.reference);

    await page.getByRole('link', { name: tc.nextPage }).click();
    await expect(body).toHaveCount(7);
    await expect(page).toHaveURL(/[?&]text=.*&after=|[?&]after=.*text=/);
    await expect(page.getByRole('link', { name: tc.nextPage })).toHaveCount(0);
    // The two from ten days ago, still new: overdue.
    await expect(body.filter({ hasText: t.overdue })).toHaveCount(2);
    await expect(body.last()).toContainText(rows[56]!.reference);
    await check(page, `enquiries-page-2-${locale}`);
    const second = await chineseScreen(page, `/console/enquiries${new URL(page.url()).search}`);
    expect(second).toContain(zc.firstPage);
    expect(second).not.toContain(zc.nextPage);
    const secondRows = await chineseRows(page.url());
    expect(secondRows).toHaveLength(7);
    expect(secondRows.filter((row) => row.includes(zt.overdue))).toHaveLength(2);
    expect(secondRows.at(-1)).toContain(rows[56]!.reference);
    await page.getByRole('link', { name: tc.firstPage }).click();
    await expect(body).toHaveCount(50);

    // Status as well: the three quoted ones.
    await page.getByLabel(t.statusLabel).selectOption('quoted');
    await page.getByRole('button', { name: tc.applyFilters }).click();
    await expect(body).toHaveCount(3);
    await expect(body.first()).toContainText(messages[locale].ConsoleEnquiries.status.quoted);
    const quotedSearch = new URL(page.url()).search;
    expect(await chineseScreen(page, `/console/enquiries${quotedSearch}`)).toContain(
      zt.status.quoted,
    );

    // The CSV of what the filters show.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export').click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toMatch(/^reference,received \(UTC\),.*,status,assigned to$/);
    expect(lines.slice(1).map((l) => l.split(',')[0]!.replaceAll('"', ''))).toEqual(
      [rows[3]!, rows[2]!, rows[1]!].map((r) => r.reference),
    );

    // In the audit log: the filters and the count, the text searched only as given.
    const audit = await database()
      .selectFrom('audit_log')
      .select(['details', 'client_address'])
      .where('action', '=', 'enquiries.export')
      .where('actor_email', '=', email)
      // The worker's member may have exported before, in another test: this one's is the last.
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toEqual({
      filters: { status: 'quoted', text: 'given' },
      rows: 3,
    });
    expect(audit.client_address).not.toBeNull();
    // The export is the page's post: a GET (a link from elsewhere) exports nothing.
    expect((await page.request.get(at('/console/enquiries/export'))).status()).toBe(405);
    // The Chinese page's export: the same CSV of the same filters.
    const zhExport = await page.request.post(
      `${publicPath('/console/enquiries/export', 'zh')}${quotedSearch}`,
      { headers: { origin: new URL(page.url()).origin } },
    );
    expect(zhExport.status()).toBe(200);
    expect(
      (await zhExport.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/),
    ).toEqual(lines);

    // Nothing matches: the empty state.
    await page.getByLabel(t.textLabel).fill(`${tag}-nobody`);
    await page.getByRole('button', { name: tc.applyFilters }).click();
    await expect(page.getByTestId('no-enquiries')).toHaveText(t.empty);
    await check(page, `enquiries-empty-${locale}`);
    expect(await chineseScreen(page, `/console/enquiries${new URL(page.url()).search}`)).toContain(
      zt.empty,
    );

    // The overdue filter, from the home's card.
    await page.goto(at('/console'));
    await page.getByTestId('overdue-enquiries').click();
    await expect(page.getByLabel(t.overdueOnly)).toBeChecked();
    await expect(body.filter({ hasText: rows[55]!.reference })).toHaveCount(1);
    await expect(body.filter({ hasNotText: t.overdue })).toHaveCount(0);
    const overdueRows = await chineseRows(page.url());
    expect(overdueRows.filter((row) => row.includes(rows[55]!.reference))).toHaveLength(1);
    expect(overdueRows.filter((row) => !row.includes(zt.overdue))).toEqual([]);
  });

  test(`an hr colleague may not open the enquiries (${locale})`, async ({ page, staff }) => {
    await staff.signIn(page, 'hr', locale);
    await expect(page.getByTestId('overdue-enquiries')).toHaveCount(0);
    const refused = await page.goto(at('/console/enquiries'));
    expect(refused!.status()).toBe(403);
    await expect(page.getByRole('heading', { name: tc.forbiddenTitle })).toBeVisible();
    const exported = await page.request.post(at('/console/enquiries/export'), {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(exported.status()).toBe(403);
    // In Chinese: no card on the home, the same 403 with its Chinese title, the export refused.
    const home = await fetchDocument(page.request, publicPath('/console', 'zh'));
    expect(home.document.querySelector('[data-testid="overdue-enquiries"]')).toBeNull();
    const zhRefused = await page.request.get(publicPath('/console/enquiries', 'zh'));
    expect(zhRefused.status()).toBe(403);
    expect(await zhRefused.text()).toContain(zc.forbiddenTitle);
    const zhExported = await page.request.post(publicPath('/console/enquiries/export', 'zh'), {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(zhExported.status()).toBe(403);
  });
}
