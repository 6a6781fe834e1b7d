import { localeTags, localizedPath, routing, type Locale } from '@/i18n/routing';
import { absoluteUrl } from '@/config/site';
import { pageIds, pages } from '@/config/pages';

export type SitemapEntry = {
  /** Unprefixed path, e.g. '/abort'. */
  path: string;
  /** The languages the page exists in. */
  locales: readonly Locale[];
  /** ISO date of the last change, when known. */
  lastModified?: string;
};

/** Every prerendered page of the site, in every language it exists in. */
export function sitemapEntries(): SitemapEntry[] {
  return pageIds.map((id) => ({ path: pages[id].path, locales: routing.locales }));
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

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
    return entry.locales.map((locale) =>
      [
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(localizedPath(entry.path, locale)))}</loc>`,
        ...(entry.lastModified ? [`    <lastmod>${entry.lastModified}</lastmod>`] : []),
        ...alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapResponse(): Response {
  return new Response(renderSitemap(sitemapEntries()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
