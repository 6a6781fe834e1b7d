import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { PERIOD, seedNumbers } from '../support/numbers';
import { check, e2eDatabase } from './console-support';
import { test } from './staff-sessions';
import { appMounted, messages, publicPath } from './support';

// Who may open the page and its downloads is the permission matrix's
// (tests/unit/console-permissions.test.ts), and every figure the query module's
// (tests/unit/numbers.test.ts, both databases): this spec is what a browser adds — the period
// form, the charts and tables as drawn, axe at both widths, the CSV download — in English, and
// the Chinese page over HTTP.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const db = e2eDatabase();
test.beforeAll(async () => seedNumbers(db()));

const en = messages.en.ConsoleNumbers;
const zh = messages.zh.ConsoleNumbers;

test('sales reads the period’s funnel, answer times and bookings, and downloads a table', async ({
  page,
  staff,
}) => {
  await staff.signIn(page, 'sales', 'en', { fresh: true });
  // The home opens on sales' work: each line one click from its record.
  const fresh = page.getByTestId('queue-newEnquiries');
  await expect(fresh.getByTestId('queue-count')).not.toHaveText('0');
  await fresh.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/console\/enquiries\/[A-Z0-9]{6}$/);
  await page.goto(publicPath('/console', 'en'));
  await page
    .getByTestId('sections')
    .getByRole('link', { name: messages.en.Console.sections.numbers })
    .click();
  await expect(page).toHaveURL(publicPath('/console/numbers', 'en'));
  await appMounted(page);
  await page.getByLabel(en.from, { exact: true }).fill(PERIOD.from);
  await page.getByLabel(en.to, { exact: true }).fill(PERIOD.to);
  await page.getByRole('button', { name: en.show }).click();
  await expect(page).toHaveURL(/from=2026-11-02&to=2026-11-15/);
  await expect(page.getByTestId('period')).toHaveText('Nov 2, 2026 to Nov 15, 2026, Beijing time');

  // The funnel's chart is an image named by its title, with its figures in its description
  // and in the tables beside it.
  const funnel = page.getByTestId('funnel-chart').getByRole('img', { name: en.totalsTitle });
  await expect(funnel).toBeVisible();
  const weeks = page.getByRole('table', { name: en.weeksCaption });
  await expect(weeks.getByRole('row')).toHaveCount(3);
  await expect(weeks.getByRole('row', { name: /Week of Nov 2, 2026/ })).toHaveText(
    /Week of Nov 2, 2026\s*10\s*2\s*2\s*1\s*1/,
  );
  const lanes = page.getByRole('table', { name: en.lanesCaption });
  await expect(lanes.getByRole('row').nth(1)).toHaveText(/SZX → US\s*15\s*2\s*2\s*2\s*2/);
  await expect(page.getByTestId('answers')).toContainText('4 h');
  await expect(page.getByTestId('answers')).toContainText('67% (2 / 3)');
  const months = page.getByRole('table', { name: en.monthsCaption });
  await expect(months.getByRole('row').nth(1)).toHaveText(/2026-11\s*1\s*1\s*CN¥1,500\.00\s*14\.8/);
  await check(page, 'numbers-en');

  const download = page.waitForEvent('download');
  await page.getByTestId('download-lanes').click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv).toBe(
    '\uFEFFlane,lookups,requests,won,booked,delivered\r\nSZX-US,15,2,2,2,2\r\nPVG-GB,4,1,0,0,0\r\n',
  );
  const audited = await db()
    .selectFrom('audit_log')
    .select('details')
    .where('action', '=', 'numbers.export')
    .execute();
  expect(audited.map((a) => JSON.parse(a.details!))).toContainEqual({ table: 'lanes', ...PERIOD });

  // On a phone a list's filters fold behind one button, so the list starts on the first screen;
  // from 640 px they are always shown.
  await page.goto(publicPath('/console/enquiries', 'en'));
  const filters = page.getByRole('search');
  const button = page.getByText(messages.en.Console.filters, { exact: true });
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(filters).toBeHidden();
  await button.click();
  await expect(filters).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(filters).toBeVisible();
  await expect(button).toBeHidden();

  // The same page in Chinese, and a period it cannot draw, over HTTP with the same session.
  const query = new URLSearchParams(PERIOD);
  const chinese = await (await page.request.get(`/zh/console/numbers?${query}`)).text();
  for (const text of [zh.funnelTitle, zh.answersTitle, zh.monthsTitle, '¥1,500.00'])
    expect(chinese).toContain(text);
  const reversed = await page.request.get('/zh/console/numbers?from=2026-11-15&to=2026-11-02');
  expect(await reversed.text()).toContain(zh.problems.reversed);
});

/** The queues each role opens on (src/lib/console/work-queues.ts). */
const ROLE_QUEUES: Record<string, string[]> = {
  hr: ['newApplications'],
  operations: ['readyToBook', 'quietParcels', 'failedMails'],
  editor: ['draftArticles', 'scheduledArticles'],
  admin: [
    'overdueEnquiries',
    'newEnquiries',
    'readyToBook',
    'newApplications',
    'quietParcels',
    'draftArticles',
    'scheduledArticles',
    'failedMails',
    'failedBackups',
    'signInFailures',
  ],
};

for (const [role, queues] of Object.entries(ROLE_QUEUES)) {
  test(`${role} opens the console on their own work queues`, async ({ page, staff }) => {
    await staff.signIn(page, role, 'en');
    const shown = page.getByTestId('queues').locator(':scope > li');
    await expect(shown).toHaveCount(queues.length);
    for (const [i, id] of queues.entries()) {
      await expect(shown.nth(i)).toHaveAttribute('data-testid', `queue-${id}`);
      await expect(shown.nth(i).getByRole('heading')).toContainText(
        messages.en.Console.queues[id as 'newApplications'],
      );
    }
    // Every role's home is drawn by the same components; the administrator's has every queue, so
    // axe scans that one.
    if (role === 'admin') await check(page, `queues-${role}-en`);
    // The same home in Chinese, over HTTP with the same session.
    const chinese = await (await page.request.get('/zh/console')).text();
    for (const id of queues)
      expect(chinese).toContain(messages.zh.Console.queues[id as 'newApplications']);
  });
}
