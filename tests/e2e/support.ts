import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { catalogues } from '@/i18n/catalogues';
import { pageIds, pages, type PageId } from '../../src/config/pages';
import { readSiteConfig } from '../../src/config/site';

const { en, zh } = catalogues;

export const locales = ['en', 'zh'] as const;
export type TestLocale = (typeof locales)[number];

export const messages = { en, zh };
/** The configuration the build under test was made with (same environment). */
export const site = readSiteConfig(process.env);
export const htmlLang = { en: 'en-US', zh: 'zh-CN' } as const;

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
export const GOOGLEBOT_UA =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The absolute URL of a public path, as the site writes it (the home page without a slash). */
export function publicUrl(path: string): string {
  return path === '/' ? site.appUrl : `${site.appUrl}${path}`;
}

export function publicPath(path: string, locale: TestLocale): string {
  if (locale === 'en') return path;
  return path === '/' ? '/zh' : `/zh${path}`;
}

/** Every registered page in both languages, with the title it must carry. */
export const allPages = pageIds.flatMap((id: PageId) =>
  locales.map((locale) => {
    const namespace = pages[id].namespace;
    const pageTitle = messages[locale][namespace].title;
    return {
      id,
      locale,
      path: publicPath(pages[id].path, locale),
      unprefixed: pages[id].path,
      title: `${pageTitle} - ${site.title[locale]}`,
    };
  }),
);

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** WCAG 2.1 A and AA, as axe tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's options for every scan: WCAG 2.1 A/AA rules, only the violations collected. */
const AXE_OPTIONS = { resultTypes: ['violations'], runOnly: { type: 'tag', values: WCAG_TAGS } };

/**
 * axe-core's source, the one @axe-core/playwright injects (its own dependency). Its AxeBuilder
 * evaluates the 1.2 MB source twice per document (in analyze() and again in its per-frame
 * inject); evaluated once, a short page's first scan costs about a third less.
 */
const axeSource: string = createRequire(require.resolve('@axe-core/playwright'))('axe-core').source;

/**
 * WCAG 2.1 A/AA violations axe finds on the page, one line each (empty when there are none).
 * Scanned in the page itself (the site has no frames), with only the violations collected
 * (AxeBuilder's scan sends its results to a second, blank page, with every passing node: several
 * times slower). axe is injected once per document; a later scan of the same document (another
 * width, the next step of a journey) runs it again.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Next streams a page's metadata: after a Server Action's re-render the title may come a moment
  // after the content. Every page has one, so axe waits for it rather than reporting its absence.
  await page.waitForFunction(() => document.title.trim() !== '');
  type Violation = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };
  type Axe = { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations: Violation[] = await page.evaluate(
    async (options) =>
      (await (window as unknown as { axe: Axe }).axe.run(document, options)).violations,
    AXE_OPTIONS,
  );
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/**
 * axe's violations on a page at a phone's and a desktop's width (390 and 1440 px), by width. One
 * load for both: the scan, not the load, is what each width adds.
 */
export async function axeAtBothWidths(page: Page, path: string) {
  const found: Record<string, string[]> = {};
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(path);
  await appMounted(page);
  found['390 px'] = await axeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  found['1440 px'] = await axeViolations(page);
  return found;
}

export const NO_VIOLATIONS = { '390 px': [], '1440 px': [] };

/** Waits until the page shows `count` toasts, faded in (a CSS transition): what axe should see. */
export async function toastsShown(page: Page, count: number) {
  const toasts = page.locator('[data-sonner-toast][data-visible="true"]');
  await expect(toasts).toHaveCount(count);
  await expect
    .poll(() => toasts.evaluateAll((all) => all.map((t) => getComputedStyle(t).opacity)))
    .toEqual(Array(count).fill('1'));
}

/** How far the page is wider than the viewport, in CSS pixels (0 or less: no sideways scroll). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * The scripts a page's HTML names for its first load: its script tags and the list of the loader
 * that adds them after the first paint (server/deferred-scripts.mjs). The router's own data
 * (inline, with escaped quotes) does not count.
 */
export function firstLoadScripts(html: string): string[] {
  return [...html.matchAll(/(?<!\\)"(\/_next\/static\/[^"\\]+\.js)"/g)].map((m) => m[1]!);
}

/**
 * A page's first-load JavaScript in bytes, gzip level 9 as the bench measures it
 * (scripts/bench/first-load-js.mjs): the scripts its HTML names, not what loads later, and not
 * the polyfills of its `noModule` script, which a browser that runs modules never downloads.
 */
export async function firstLoadGzip(
  request: APIRequestContext,
  path: string,
  headers?: Record<string, string>,
): Promise<number> {
  const html = await (await request.get(path, { headers })).text();
  const sources = firstLoadScripts(html).filter(
    (src) => !html.includes(`<script src="${src}" noModule`),
  );
  expect(sources.length, path).toBeGreaterThan(5);
  const sizes = await Promise.all(
    sources.map(
      async (src) => gzipSync(await (await request.get(src)).body(), { level: 9 }).length,
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

/**
 * Waits until the page is interactive. Its scripts load after its first paint
 * (server/deferred-scripts.mjs), so `page.goto` returns before the page hydrates; a test of
 * client-side behaviour waits here, as a visitor would wait for the page to respond.
 */
export async function appMounted(page: Page) {
  await page.locator('html[data-app-mounted]').waitFor({ state: 'attached' });
}

/**
 * Opens `path` with Playwright's clock installed and, once the page is interactive, stops the
 * page's time: from then on its timers (setTimeout, requestAnimationFrame, Date, performance.now)
 * move only when the test runs the clock (`page.clock.runFor`), however busy the machine is.
 */
export async function gotoWithPausedClock(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await appMounted(page);
  // A little ahead of the page's time, which keeps running until the clock is paused.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5_000);
}

/**
 * Playwright's `test` with `warmPage`: a new page in a browser context each worker keeps for all
 * its tests, so the site's scripts, styles and fonts come from the HTTP cache (compiled code from
 * V8's cache) after a worker's first page instead of being fetched and compiled for every test.
 * Only for tests that read pages: the worker's tests share its cookies and storage.
 */
export const test = base.extend<{ warmPage: Page }, { warmContext: BrowserContext }>({
  warmContext: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, userAgent, deviceScaleFactor } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, userAgent, deviceScaleFactor });
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  warmPage: async ({ warmContext, viewport }, provide) => {
    const page = await warmContext.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await provide(page);
    await page.close();
  },
});
