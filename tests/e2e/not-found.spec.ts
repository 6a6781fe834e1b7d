import { expect, test } from '@playwright/test';
import { htmlLang } from './support';

const cases = [
  {
    path: '/no-such-page',
    lang: 'en',
    message: 'Page not found: /no-such-page',
    home: 'Go back home',
  },
  {
    path: '/zh/no-such-page',
    lang: 'zh',
    message: '页面未找到：/zh/no-such-page',
    home: '返回首页',
  },
  {
    path: '/storehouse/a/b',
    lang: 'en',
    message: 'Page not found: /storehouse/a/b',
    home: 'Go back home',
  },
  {
    path: '/news-services/unknown-article',
    lang: 'en',
    message: 'Page not found: /news-services/unknown-article',
    home: 'Go back home',
  },
  {
    path: '/zh/news-services/unknown-article',
    lang: 'zh',
    message: '页面未找到：/zh/news-services/unknown-article',
    home: '返回首页',
  },
] as const;

for (const c of cases) {
  test(`${c.path} answers 404 in ${c.lang}`, async ({ page }) => {
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[c.lang]);
    await expect(page.getByTestId('not-found-message')).toHaveText(c.message);
    const home = page.getByRole('main').getByRole('link', { name: c.home, exact: true });
    await expect(home).toHaveAttribute('href', c.lang === 'en' ? '/' : '/zh');
    await expect(home).toHaveAttribute('title', c.home);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, message] of [
    ['/zh/missing/deeper', '页面未找到：/zh/missing/deeper'],
    ['/missing', 'Page not found: /missing'],
    ['/zh/%E8%B4%A7%E8%BF%90', '页面未找到：/zh/货运'],
    ['/wp-login.php', 'Page not found: /wp-login.php'],
  ]) {
    test(`the server-rendered 404 of ${path} already names it`, async ({ page }) => {
      const response = await page.goto(path!);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('not-found-message')).toHaveText(message!);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }
});

test.describe('a file the site does not have', () => {
  for (const [path, headers, lang, message] of [
    ['/favicon.ico', {}, 'en', 'Page not found: /favicon.ico'],
    [
      '/missing-file.png',
      { 'accept-language': 'zh-CN,zh;q=0.9' },
      'zh',
      '页面未找到：/missing-file.png',
    ],
    ['/nope.json', { cookie: 'i18n_redirected=zh' }, 'zh', '页面未找到：/nope.json'],
    ['/zh/images/none.webp', {}, 'zh', '页面未找到：/zh/images/none.webp'],
  ] as const) {
    test(`${path} gets the site's 404 page in the visitor's language, not cached`, async ({
      request,
    }) => {
      const response = await request.get(path, { headers });
      expect(response.status()).toBe(404);
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl).not.toMatch(/s-maxage|public/);
      expect(cacheControl).toMatch(/no-store|private/);
      const html = (await response.text()).replaceAll('<!-- -->', '');
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${htmlLang[lang]}"`));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain(message);
      // The site's page, not Next's error document with the home page's data.
      expect(html).not.toContain('__next_error__');
    });
  }
});
