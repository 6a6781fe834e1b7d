import { localeTags, localizedPath, routing, type Locale } from '@/i18n/routing';
import { absoluteUrl } from '@/config/site';
import { pageIds, pages } from '@/config/pages';
import { newsCatalog } from '@/lib/news/catalog';
import { articlePath } from '@/lib/news/paths';
import { escapeXml } from './xml';

export type SitemapEntry = {
  /** Unprefixed path, e.g. '/abort'. */
  path: string;
  /** The languages the page exists in. */
  locales: readonly Locale[];
  /** ISO date of the last change, when known: one for all languages, or one per language. */
  lastModified?: string | Partial<Record<Locale, string>>;
};

/**
 * Every prerendered page of the site in every language it exists in: the registered pages, then
 * each published article in the languages it is published in, with the date of its last change.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const { published } = await newsCatalog();
  const registered = pageIds.map((id) => ({ path: pages[id].path, locales: routing.locales }));
  const articles = new Map<
    string,
    SitemapEntry & { lastModified: Partial<Record<Locale, string>> }
  >();
  for (const locale of routing.locales)
    for (const article of published[locale]) {
      const entry = articles.get(article.id) ?? {
        path: articlePath(article.id),
        locales: article.locales,
        lastModified: {},
      };
      entry.lastModified[locale] = article.updated ?? article.date;
      articles.set(article.id, entry);
    }
  return [...registered, ...articles.values()];
}

function lastModifiedIn(entry: SitemapEntry, locale: Locale): string | undefined {
  return typeof entry.lastModified === 'string' ? entry.lastModified : entry.lastModified?.[locale];
}

/** A sitemap with one <url> per page and language, each listing its language alternates. */
export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = entry.locales.map(
      (l) =>
        `    <xhtml:link rel="alternate" hreflang="${localeTags[l].lang}" href="${escapeXml(absoluteUrl(localizedPath(entry.path, l)))}"/>`,
    );
    if (entry.locales.includes(routing.defaultLocale)) {
      alternates.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(localizedPath(entry.path, routing.defaultLocale)))}"/>`,
      );
    }
    return entry.locales.map((locale) => {
      const lastModified = lastModifiedIn(entry, locale);
      return [
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(localizedPath(entry.path, locale)))}</loc>`,
        ...(lastModified ? [`    <lastmod>${lastModified}</lastmod>`] : []),
        ...alternates,
        '  </url>',
      ].join('\n');
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export async function sitemapResponse(): Promise<Response> {
  return new Response(renderSitemap(await sitemapEntries()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
