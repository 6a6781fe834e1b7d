import { appMounted, axeViolations } from './support';
import { expect, test, type Page } from '@playwright/test';

async function search(
  page: Page,
  { from, to, mode }: { from?: string; to: string; mode?: string },
) {
  // The lane search (the tracking box comes first on the page).
  const form = page.locator('main form:has(input[name="to"])');
  if (from) await form.locator('select[name="from"]').selectOption(from);
  await form.locator('input[name="to"]').fill(to);
  if (mode) await form.locator('select[name="mode"]').selectOption(mode);
  await form.locator('button[type="submit"]').click();
}

test('English: a search lists the lane with its departures and a prefilled price link', async ({
  page,
}) => {
  await page.goto('/query-route');
  await appMounted(page);
  await search(page, { from: 'YIW', to: 'DTM2', mode: 'rail' });
  await expect(page).toHaveURL(/\/query-route\?from=YIW&to=DTM2&mode=rail$/);
  const lanes = page.getByTestId('lane');
  await expect(lanes).toHaveCount(1);
  await expect(lanes.first().locator('h3')).toHaveText('China–Europe rail');
  await expect(lanes.first()).toContainText('20–28 days door to door');
  await expect(lanes.first()).toContainText('2 departures a week: Tue, Sat');
  await expect(lanes.first().locator('tbody tr')).toHaveCount(3);
  await expect(
    lanes.first().getByRole('link', { name: 'Get a price for this route' }),
  ).toHaveAttribute('href', '/query-price?from=YIW&to=DTM2&mode=rail');
  // The form keeps what was searched.
  await expect(page.locator('main input[name="to"]')).toHaveValue('DTM2');
  await page.goBack();
  await expect(page).toHaveURL(/\/query-route$/);
  await expect(page.getByTestId('lane')).toHaveCount(0);
});

test('Chinese: lanes fastest first, in Chinese', async ({ page }) => {
  await page.goto('/zh/query-route');
  await appMounted(page);
  await search(page, { to: '德国' });
  await expect(page.locator('#lanes-heading')).toHaveText('发往德国的线路');
  const names = await page.getByTestId('lane').locator('h3').allTextContents();
  expect(names[0]).toBe('桥途国际快递·欧洲');
  expect(names).toContain('中欧班列');
  await expect(page.getByTestId('lane').first()).toContainText('门到门 3–6 天');
});

test('an unknown destination is explained in the visitor’s language', async ({ page }) => {
  await page.goto('/zh/query-route?to=Atlantis');
  await appMounted(page);
  await expect(page.getByTestId('input-errors')).toContainText('无法识别“Atlantis”');
  await page.goto('/query-route?to=US&mode=teleport');
  await appMounted(page);
  await expect(page.getByTestId('input-errors')).toContainText('Choose one of the listed options.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the form still submits and the server renders the lanes', async ({ page }) => {
    await page.goto('/query-route');
    await search(page, { to: '90001', mode: 'sea' });
    await expect(page).toHaveURL(/\/query-route\?from=&to=90001&mode=sea$/);
    await expect(page.getByTestId('lane').locator('h3')).toHaveText(['Standard sea FBA US']);
  });
});

test('the home search box leads on to the lane search', async ({ page }) => {
  await page.goto('/');
  await appMounted(page);
  await page
    .getByRole('form', { name: 'Track shipments' })
    .getByRole('link', { name: 'Looking for a route instead? Search our lanes' })
    .click();
  await expect(page).toHaveURL(/\/query-route#lanes$/);
  const box = page.getByRole('form', { name: 'Find a route' });
  await expect(box).toBeInViewport();
  await box.locator('input[name="to"]').fill('Germany');
  await box.getByRole('button', { name: 'Find routes' }).click();
  await expect(page).toHaveURL(/\/query-route\?from=&to=Germany&mode=$/);
  await expect(page.getByTestId('lane').first()).toBeVisible();
});

test('a results page has no WCAG 2.1 A/AA violations, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/zh/query-route?from=SZX&to=ONT8');
  await appMounted(page);
  await expect(page.getByTestId('lane').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
