import { localeTags, localizedPath, type Locale } from '@/i18n/routing';
import { absoluteUrl } from '@/config/site';
import { pages } from '@/config/pages';
import type { NewsCategory } from '@/lib/content/schemas';
import { escapeXml } from '@/lib/seo/xml';
import type { ArticleEntry } from './catalog';
import { mediaType } from './media-type';
import { articlePath, FEED_PATH, mediaUrl } from './paths';

export type FeedChannel = {
  locale: Locale;
  title: string;
  description: string;
  categoryLabel: (category: NewsCategory) => string;
};

/** RFC 822 date-time of a calendar date (midnight UTC), as RSS 2.0 wants it. */
export const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

/** An RSS 2.0 feed of a language's published articles, newest first. */
export function renderFeed(channel: FeedChannel, articles: readonly ArticleEntry[]): string {
  const { locale } = channel;
  const url = (path: string) => escapeXml(absoluteUrl(localizedPath(path, locale)));
  const latest = articles
    .map((a) => a.updated ?? a.date)
    .sort()
    .at(-1);
  const items = articles.map((a) => {
    const link = url(articlePath(a.id));
    const cover = absoluteUrl(mediaUrl(a.id, a.cover));
    const bytes = a.images.find((i) => i.name === a.cover)?.size ?? 0;
    return [
      '    <item>',
      `      <title>${escapeXml(a.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(a.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(a.author)}</dc:creator>`,
      `      <category>${escapeXml(channel.categoryLabel(a.category))}</category>`,
      `      <description>${escapeXml(a.summary)}</description>`,
      `      <enclosure url="${escapeXml(cover)}" length="${bytes}" type="${mediaType(a.cover)}"/>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${url(pages.newsServices.path)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${localeTags[locale].lang.toLowerCase()}</language>`,
    ...(latest ? [`    <lastBuildDate>${rfc822(latest)}</lastBuildDate>`] : []),
    `    <atom:link href="${url(FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
