import { expect, test } from '@playwright/test';
import { appMounted } from './support';

test.use({ viewport: { width: 1280, height: 720 } });

test('a route change shows the new page from its top', async ({ page }) => {
  await page.goto('/');
  await appMounted(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.locator('h1')).toHaveText('Privacy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link with a hash lands on its anchor, below the sticky header', async ({ page }) => {
  await page.goto('/zh/storehouse');
  await appMounted(page);
  await page.getByRole('contentinfo').getByRole('link', { name: '全部联系方式' }).click();
  await expect(page).toHaveURL(/\/zh\/contact#offices$/);
  const heading = page.locator('#offices-heading');
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => (await page.locator('#offices').boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(72);
  const top = (await page.locator('#offices').boundingBox())!.y;
  expect(top).toBeLessThan(72 + 40);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('back navigation restores the previous scroll position', async ({ page }) => {
  await page.goto('/abort');
  await appMounted(page);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  // Clicked from script so that the page is not scrolled to the link first.
  await page.locator('footer a[href="/join-us"]').evaluate((a: HTMLAnchorElement) => a.click());
  await expect(page).toHaveURL(/\/join-us$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/abort$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
});

test.describe('menus', () => {
  test('the phone menu opens, lists every page and closes after navigating', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/zh');
    await appMounted(page);
    const mainNav = page.getByRole('navigation', { name: '主导航' });
    await expect(mainNav).toBeHidden();
    await page.locator('summary', { hasText: '打开菜单' }).click();
    const menu = page.getByRole('navigation', { name: '网站导航' });
    await expect(menu).toBeVisible();
    // Eleven pages and the hotline.
    await expect(menu.getByRole('link')).toHaveCount(12);
    await menu.getByRole('link', { name: 'FBA头程' }).click();
    await expect(page).toHaveURL(/\/zh\/fba-head-shipping$/);
    await expect(page.locator('h1')).toHaveText('FBA头程');
    await expect(menu).toBeHidden();
  });

  test('the services menu works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await appMounted(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const services = nav.locator('summary');
    await services.focus();
    await page.keyboard.press('Enter');
    const warehousing = nav.getByRole('link', { name: 'Warehousing' });
    await expect(warehousing).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(warehousing).toBeHidden();
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(warehousing).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/storehouse$/);
    await expect(warehousing).toBeHidden();
    await expect(nav.locator('a[href="/storehouse"]')).toHaveAttribute('aria-current', 'page');
  });
});
