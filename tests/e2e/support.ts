import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import { pageIds, pages, type PageId } from '../../src/config/pages';
import { readSiteConfig } from '../../src/config/site';

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

/** WCAG 2.1 A/AA violations axe finds on the page, one line each (empty when there are none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
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
 * Waits until the page is interactive. Its scripts load after its first paint
 * (server/deferred-scripts.mjs), so `page.goto` returns before the page hydrates; a test of
 * client-side behaviour waits here, as a visitor would wait for the page to respond.
 */
export async function appMounted(page: Page) {
  await page.locator('html[data-app-mounted]').waitFor({ state: 'attached' });
}
