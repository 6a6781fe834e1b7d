import { expect, test, type BrowserContext } from '@playwright/test';
import { appMounted, BROWSER_UA, GOOGLEBOT_UA, htmlLang } from './support';

const noRedirect = { maxRedirects: 0 };

/** The language cookie holds `locale` and lasts 365 days from `since` (seconds). */
async function expectRemembered(context: BrowserContext, locale: string, since: number) {
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe(locale);
  const days = (cookie!.expires - since) / 86_400;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThan(365.1);
}

test.describe('language redirects', () => {
  test('/en/... redirects permanently to the unprefixed path', async ({ request }) => {
    for (const [from, to] of [
      ['/en/storehouse', '/storehouse'],
      ['/en', '/'],
      ['/en/news-services?page=2', '/news-services?page=2'],
    ]) {
      const response = await request.get(from!, noRedirect);
      expect(response.status(), from).toBe(308);
      expect(
        new URL(response.headers()['location']!, 'http://x').pathname +
          new URL(response.headers()['location']!, 'http://x').search,
      ).toBe(to);
    }
  });

  test('/ sends a Chinese-preferring browser with no cookie to /zh', async ({ request }) => {
    const response = await request.get('/', {
      ...noRedirect,
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8', 'user-agent': BROWSER_UA },
    });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/zh');
  });

  test('the remembered choice wins over the browser language', async ({ request }) => {
    const stayEnglish = await request.get('/', {
      ...noRedirect,
      headers: {
        'accept-language': 'zh-CN',
        'user-agent': BROWSER_UA,
        cookie: 'i18n_redirected=en',
      },
    });
    expect(stayEnglish.status()).toBe(200);
    const toChinese = await request.get('/', {
      ...noRedirect,
      headers: {
        'accept-language': 'en-US',
        'user-agent': BROWSER_UA,
        cookie: 'i18n_redirected=zh',
      },
    });
    expect(toChinese.status()).toBe(307);
  });

  test('bots and deep links are never redirected by language', async ({ request }) => {
    const bot = await request.get('/', {
      ...noRedirect,
      headers: { 'accept-language': 'zh-CN', 'user-agent': GOOGLEBOT_UA },
    });
    expect(bot.status()).toBe(200);
    const deep = await request.get('/abort', {
      ...noRedirect,
      headers: { 'accept-language': 'zh-CN', 'user-agent': BROWSER_UA },
    });
    expect(deep.status()).toBe(200);
  });
});

test('the switcher keeps the page, remembers the language for 365 days, and works by keyboard', async ({
  page,
  context,
}) => {
  await page.goto('/storehouse');
  await appMounted(page);
  const before = Date.now() / 1000;
  await page.getByTestId('locale-switcher').click();
  await expect(page).toHaveURL(/\/zh\/storehouse$/);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang.zh);
  await expect(page.locator('h1')).toHaveText('仓储服务');

  await expectRemembered(context, 'zh', before);

  // Back to English with the keyboard only.
  await page.getByTestId('locale-switcher').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/storehouse$/);
  await expect(page).not.toHaveURL(/\/zh\//);
  await expect(page.locator('h1')).toHaveText('Warehousing');
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
});

test('a visitor who chose Chinese comes back to /zh from /', async ({ page, context }) => {
  await page.goto('/abort');
  await appMounted(page);
  await page.getByTestId('locale-switcher').click();
  await expect(page).toHaveURL(/\/zh\/abort$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/zh$/);
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('zh');
});

// Each step is a test of its own: a page load without JavaScript is slow on a busy machine.
test.describe('before the page has hydrated (here: without JavaScript)', () => {
  test.use({ javaScriptEnabled: false });
  const cookie = async (context: BrowserContext) =>
    (await context.cookies()).find((c) => c.name === 'i18n_redirected');

  test('a typed address and a link within one language remember nothing', async ({
    page,
    context,
  }) => {
    await page.goto('/zh/storehouse');
    expect(await cookie(context)).toBeUndefined();
    await page.getByRole('banner').getByRole('link', { name: '运价查询' }).click();
    await expect(page).toHaveURL(/\/zh\/query-price$/);
    expect(await cookie(context)).toBeUndefined();
  });

  test('following the switcher remembers the language for 365 days', async ({ page, context }) => {
    await page.goto('/zh/query-price');
    const before = Date.now() / 1000;
    await page.getByTestId('locale-switcher').click();
    await expect(page).toHaveURL(/\/query-price$/);
    await expect(page).not.toHaveURL(/\/zh\//);
    await expectRemembered(context, 'en', before);
  });

  test('following it back remembers that, and / then follows the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/query-price');
    await page.getByTestId('locale-switcher').click();
    await expect(page).toHaveURL(/\/zh\/query-price$/);
    expect((await cookie(context))?.value).toBe('zh');
    // The bare root now follows the choice, whatever the browser's language.
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh$/);
  });
});
