import { expect, type Response } from '@playwright/test';
import { rawRequest } from '../support/raw-http';
import { fetchDocument } from './html';
import {
  allPages,
  appMounted,
  firstLoadGzip,
  firstLoadScripts,
  htmlLang,
  locales,
  publicPath,
  publicUrl,
  site,
  test,
} from './support';

// Read from the HTML as the server sends it; content.spec.ts loads each page in a browser (its
// hydration without errors, its header and footer shown).
for (const p of allPages) {
  test(`${p.path} renders in ${p.locale} with its metadata`, async ({ request }) => {
    const { response, document } = await fetchDocument(request, p.path);
    expect(response.status()).toBe(200);
    const attribute = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name);

    expect(document.documentElement.getAttribute('lang')).toBe(htmlLang[p.locale]);
    expect(document.title).toBe(p.title);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelectorAll('header')).not.toHaveLength(0);
    expect(document.querySelectorAll('footer')).not.toHaveLength(0);

    const canonical = publicUrl(p.path);
    expect(attribute('head link[rel="canonical"]', 'href')).toBe(canonical);
    for (const l of locales) {
      expect(attribute(`head link[rel="alternate"][hreflang="${htmlLang[l]}"]`, 'href')).toBe(
        publicUrl(publicPath(p.unprefixed, l)),
      );
    }
    expect(attribute('head link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(
      publicUrl(p.unprefixed),
    );
    expect(attribute('head meta[name="description"]', 'content')).toMatch(/\S{10,}/);
    expect(attribute('head meta[property="og:title"]', 'content')).toBe(p.title);
    expect(attribute('head meta[property="og:url"]', 'content')).toBe(canonical);
    expect(attribute('head meta[property="og:locale"]', 'content')).toBe(
      p.locale === 'en' ? 'en_US' : 'zh_CN',
    );
    expect(document.querySelectorAll('head meta[property="og:locale:alternate"]')).toHaveLength(1);
    expect(attribute('head meta[property="og:site_name"]', 'content')).toMatch(/\S/);
    expect(attribute('head meta[property="og:image"]', 'content')).toMatch(
      /\/og-image\.png$|^https?:/,
    );
    expect(attribute('head meta[name="twitter:card"]', 'content')).toBe('summary_large_image');

    if (p.id === 'home') {
      expect(document.querySelectorAll('nav[aria-label] ol')).toHaveLength(0);
    } else {
      // Breadcrumb with its structured data on every page but home.
      const crumbs = [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => JSON.parse(s.textContent ?? ''))
        .find((d) => d['@type'] === 'BreadcrumbList');
      expect(crumbs.itemListElement.at(-1).item).toBe(canonical);
    }
  });
}

test('the generated sharing image is a 1200×630 PNG', async ({ request }) => {
  const response = await request.get('/og-image.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect(body.readUInt32BE(16)).toBe(1200);
  expect(body.readUInt32BE(20)).toBe(630);
});

test('robots.txt points at both sitemaps', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain(`Sitemap: ${site.appUrl}/sitemap.xml`);
  expect(text).toContain(`Sitemap: ${site.appUrl}/zh/sitemap.xml`);
});

test('every script a page loads carries the compile hint added after the build', async ({
  page,
}) => {
  // scripts/lib/compile-hints.mjs: V8 compiles these files' functions while they download.
  const responses: Response[] = [];
  const collect = (response: Response) => {
    if (new URL(response.url()).pathname.match(/^\/_next\/static\/.+\.js$/))
      responses.push(response);
  };
  page.on('response', collect);
  await page.goto('/zh/query-price');
  // Every script that hydrated the page has arrived once the app is mounted (they start after
  // the first paint, server/deferred-scripts.mjs); so have any the router fetched by then.
  await appMounted(page);
  // Read only the bodies of the scripts seen so far: a body read still pending when the test
  // ends (a prefetch that arrives later) fails the test with "Test ended".
  page.off('response', collect);
  const scripts = await Promise.all(responses.map((response) => response.text()));
  expect(scripts.length).toBeGreaterThan(5);
  for (const script of scripts) expect(script.slice(0, 29)).toBe('//# allFunctionsCalledOnLoad\n');
});

test('pages and their static files go out with Brotli, or gzip to a client without it', async ({
  request,
  baseURL,
}) => {
  // server/index.mjs: pages compressed as they are sent, static files from the copies written
  // after the build (scripts/lib/precompress.mjs).
  const html = await (await request.get('/zh/query-price')).text();
  // The largest of the page's scripts (a small one may not shrink to a third).
  const scripts = await Promise.all(
    firstLoadScripts(html).map(async (src) => ({
      src,
      size: (await (await request.get(src)).body()).length,
    })),
  );
  const script = scripts.sort((a, b) => b.size - a.size)[0]?.src ?? 'no script';
  for (const path of ['/zh/query-price', '/abort', script]) {
    const sizes: Record<string, number> = {};
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await rawRequest(baseURL!, path, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status, path).toBe(200);
      expect(response.headers['content-encoding'], `${path} ${encoding}`).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      sizes[encoding] = response.body.length;
    }
    expect(sizes.br, path).toBeLessThan(sizes.gzip!);
    expect(sizes.gzip, path).toBeLessThan(sizes.identity! / 3);
  }
});

test('pages start loading their scripts after their first paint, and hydrate', async ({ page }) => {
  // server/deferred-scripts.mjs moves the script tags into a loader that waits for the paint.
  for (const path of ['/zh/query-price', '/join-us', '/zh']) {
    await page.goto(path);
    // The scripts that hydrated the page have all loaded, and so have their timing entries.
    await appMounted(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /^\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length, path).toBeGreaterThan(5);
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.paint);
  }
  // Hydrated: the language switch is a client-side navigation (a full load would reset this).
  // Next's bootstrap ran the loader's empty inline entry (self.__next_s) before starting the app,
  // which puts the start in a task of its own.
  const emptyInHead = () =>
    [...document.head.querySelectorAll('script:not([src])')].filter((s) => s.textContent === '')
      .length;
  expect(await page.evaluate(emptyInHead)).toBe(1);
  await page.evaluate(() => ((window as { marker?: number }).marker = 1));
  await page.getByTestId('locale-switcher').click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
});

test('Chinese pages name a Chinese font first, English pages the system font', async ({ page }) => {
  const fontFamily = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await page.goto('/zh/abort');
  expect(await fontFamily()).toMatch(/^"PingFang SC", .*"Noto Sans CJK SC"/);
  await page.goto('/abort');
  expect(await fontFamily()).toMatch(/^system-ui, /);
});

test('first-load JavaScript stays within its budget (docs/performance.md)', async ({ request }) => {
  // The first round trip: a content page carries the framework's 134 KB and at most 16 KB of our own, the
  // forms' pages too since their words come from the server; the route lookup:
  // tracking.spec.ts.
  const budgets: [number, string[]][] = [
    [150_000, ['/', '/zh', '/storehouse', '/zh/abort', '/news-services', '/zh/news-services']],
    [150_000, ['/contact', '/zh/contact', '/join-us', '/zh/join-us']],
    [160_000, ['/query-price', '/zh/query-price']],
  ];
  for (const [budget, paths] of budgets)
    for (const path of paths)
      expect(await firstLoadGzip(request, path), path).toBeLessThanOrEqual(budget);
});

test('no page has the ICU message parser in its first load', async ({ request }) => {
  // The message files are compiled at build time (next-intl's precompile, next.config.ts), so
  // client components format them with a small runtime.
  // First load = the scripts the HTML names, not what the router prefetches later.
  const firstLoad = async (path: string) => {
    const html = await (await request.get(path)).text();
    const sources = firstLoadScripts(html);
    expect(sources.length, path).toBeGreaterThan(5);
    const bodies = await Promise.all(sources.map(async (src) => (await request.get(src)).text()));
    return bodies.join('\n');
  };
  // A message of the ICU parser (@formatjs), present in its code however it is minified.
  const parser = 'EXPECT_ARGUMENT_CLOSING_BRACE';
  for (const path of [
    '/zh',
    '/query-price',
    '/zh/news-services',
    '/abort',
    '/zh/join-us',
    '/join-us',
  ])
    expect(await firstLoad(path), path).not.toContain(parser);
});
