import { beforeAll, describe, expect, it } from 'vitest';
import { isPagePath } from '@/config/routes';
import { articleAddress, newsListRoute } from '@/lib/news/addresses';
import { newsCatalog, type ArticleEntry } from '@/lib/news/catalog';
import { reloadSnapshots } from '@/lib/publishing/snapshot';
import { useNewsDatabase } from '../support/news-db';
import { loadArticle } from '@/lib/news/articles';
import { readMedia } from '@/lib/news/media';
import { renderFeed, rfc822 } from '@/lib/news/feed';
import { newsArticleJsonLd } from '@/lib/seo/news-article';

const query = (search: string) => new URLSearchParams(search);

describe('the news as the database has it', () => {
  const news = useNewsDatabase();

  /** As the proxy decides it: a registered page or an article of the language. */
  const isKnownPath = async (path: string, locale: 'en' | 'zh') =>
    isPagePath(path) || (await articleAddress(path, locale)) === 'live';

  describe('which news addresses exist (the proxy answers the rest with 404)', () => {
    it('an article exists in the languages it is published in', async () => {
      expect(await isKnownPath('/news-services/peak-day-2-1-million-parcels', 'en')).toBe(true);
      expect(await isKnownPath('/news-services/peak-day-2-1-million-parcels', 'zh')).toBe(true);
      expect(
        await isKnownPath('/news-services/spring-festival-2027-supplier-receiving', 'zh'),
      ).toBe(true);
      expect(
        await isKnownPath('/news-services/spring-festival-2027-supplier-receiving', 'en'),
      ).toBe(false);
    });

    it('drafts, unknown ids and deeper paths do not', async () => {
      expect(await isKnownPath('/news-services/wayhub-tokyo-sea-and-fba-japan-2027', 'en')).toBe(
        false,
      );
      expect(await isKnownPath('/news-services/wayhub-tokyo-sea-and-fba-japan-2027', 'zh')).toBe(
        false,
      );
      expect(await isKnownPath('/news-services/unknown-article', 'en')).toBe(false);
      expect(await isKnownPath('/news-services/peak-day-2-1-million-parcels/x', 'en')).toBe(false);
      expect(await isKnownPath('/news-services/PEAK-DAY-2-1-MILLION-PARCELS', 'en')).toBe(false);
      expect(await isKnownPath('/news-list/all/1', 'en')).toBe(false);
      expect(await isKnownPath('/news-services', 'en')).toBe(true);
    });

    it('a list query goes to its prerendered view or is a 404', async () => {
      for (const locale of ['en', 'zh'] as const) {
        const pages = Math.ceil((await newsCatalog()).published[locale].length / 6);
        expect(pages).toBeGreaterThanOrEqual(2);
        expect(await newsListRoute('/news-services', query(`page=${pages}`), locale)).toBe(
          `/news-list/all/${pages}`,
        );
        expect(await newsListRoute('/news-services', query(`page=${pages + 1}`), locale)).toBe(
          'not-found',
        );
      }
      expect(await newsListRoute('/news-services', query('category=compliance'), 'zh')).toBe(
        '/news-list/compliance/1',
      );
      expect(await newsListRoute('/news-services', query('category=press'), 'en')).toBe(
        'not-found',
      );
      expect(await newsListRoute('/news-services', query(''), 'en')).toBeUndefined();
      expect(await newsListRoute('/storehouse', query('page=9'), 'en')).toBeUndefined();
    });
  });

  describe('the RSS feed', () => {
    let articles: ArticleEntry[];
    let xml: string;
    beforeAll(async () => {
      articles = (await newsCatalog()).published.zh;
      xml = renderFeed(
        {
          locale: 'zh',
          title: '新闻资讯 - 桥途国际物流',
          description: 'Notes & news <for> sellers',
          categoryLabel: (c) => `label:${c}`,
        },
        articles,
      );
    });

    it('is RSS 2.0 with one item per published article, newest first', () => {
      expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
      const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
      expect(links).toEqual(articles.map((a) => `http://localhost:3000/zh/news-services/${a.id}`));
      expect(links).toContain(
        'http://localhost:3000/zh/news-services/spring-festival-2027-supplier-receiving',
      );
    });

    it('gives each item its date, category, guid and cover, and escapes text', () => {
      expect(xml).toContain('<language>zh-cn</language>');
      expect(xml).toContain('<description>Notes &amp; news &lt;for&gt; sellers</description>');
      expect(xml).toContain(
        '<atom:link href="http://localhost:3000/zh/news-services/feed.xml" rel="self" type="application/rss+xml"/>',
      );
      // The Chinese-only notice of 18 November 2026 (a Wednesday).
      expect(xml).toContain('<pubDate>Wed, 18 Nov 2026 00:00:00 GMT</pubDate>');
      const latest = articles
        .map((a) => a.updated ?? a.date)
        .sort()
        .at(-1)!;
      expect(xml).toContain(`<lastBuildDate>${rfc822(latest)}</lastBuildDate>`);
      expect(xml).toContain('<category>label:service-updates</category>');
      expect(xml).toMatch(
        /<enclosure url="http:\/\/localhost:3000\/news-media\/spring-festival-2027-supplier-receiving\/cover\.jpg" length="40479" type="image\/jpeg"\/>/,
      );
      expect(rfc822('2026-03-10')).toBe('Tue, 10 Mar 2026 00:00:00 GMT');
    });
  });

  describe('NewsArticle structured data', () => {
    it('describes the article, its dates, cover, author team and publisher', async () => {
      const article = await loadArticle('en', 'chinese-new-year-2027-cut-offs');
      const ld = JSON.parse(JSON.stringify(newsArticleJsonLd(article!, 'en', 'Service updates')));
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'Chinese New Year 2027: last departures and warehouse closures',
        url: 'http://localhost:3000/news-services/chinese-new-year-2027-cut-offs',
        inLanguage: 'en-US',
        datePublished: '2026-11-12',
        dateModified: '2026-11-20',
        articleSection: 'Service updates',
        author: [{ '@type': 'Organization', name: 'BridgeWay Operations Team' }],
        publisher: { '@type': 'Organization', name: 'BridgeWay Global Logistics' },
      });
      expect(ld.image[0]).toEqual({
        '@type': 'ImageObject',
        url: 'http://localhost:3000/news-media/chinese-new-year-2027-cut-offs/cover.jpg',
        width: 1600,
        height: 900,
      });
    });
  });

  describe('moved and withdrawn articles (the proxy redirects or answers 410)', () => {
    it('an old address leads to the current one in the same language; an unpublished one is gone', async () => {
      const { db } = news.db();
      const id = async (slug: string) =>
        (
          await db
            .selectFrom('news_articles')
            .select('id')
            .where('slug', '=', slug)
            .executeTakeFirstOrThrow()
        ).id;
      await db
        .insertInto('news_redirects')
        .values([
          { old_slug: 'peak-day-record', article_id: await id('peak-day-2-1-million-parcels') },
          {
            old_slug: 'spring-notice',
            article_id: await id('spring-festival-2027-supplier-receiving'),
          },
          { old_slug: 'old-aeo', article_id: await id('aeo-iso-9001-renewal-2026') },
        ])
        .execute();
      await db
        .updateTable('news_articles')
        .set({ status: 'unpublished' })
        .where('slug', '=', 'aeo-iso-9001-renewal-2026')
        .execute();
      // Nothing changes for the pages until the snapshot is reloaded (the sync does it).
      expect(await articleAddress('/news-services/peak-day-record', 'en')).toBeUndefined();
      await reloadSnapshots();
      expect(await articleAddress('/news-services/peak-day-record', 'en')).toEqual({
        moved: '/news-services/peak-day-2-1-million-parcels',
      });
      expect(await articleAddress('/news-services/peak-day-record', 'zh')).toEqual({
        moved: '/news-services/peak-day-2-1-million-parcels',
      });
      // The Chinese-only notice has no English address to move to.
      expect(await articleAddress('/news-services/spring-notice', 'en')).toBeUndefined();
      expect(await articleAddress('/news-services/aeo-iso-9001-renewal-2026', 'en')).toBe('gone');
      expect(await articleAddress('/news-services/old-aeo', 'zh')).toBe('gone');
      expect(
        await articleAddress('/news-services/wayhub-tokyo-sea-and-fba-japan-2027', 'en'),
      ).toBeUndefined();
      const { published } = await newsCatalog();
      expect(published.en.some((a) => a.id === 'aeo-iso-9001-renewal-2026')).toBe(false);
      // Images are served by the current address and any old one, a draft's too (the preview).
      for (const slug of [
        'aeo-iso-9001-renewal-2026',
        'old-aeo',
        'wayhub-tokyo-sea-and-fba-japan-2027',
      ])
        expect(await readMedia(db, slug, 'cover.jpg')).toMatchObject({ contentType: 'image/jpeg' });
      expect(await readMedia(db, 'old-aeo', 'missing.jpg')).toBeUndefined();
      expect(await readMedia(db, 'no-such-article', 'cover.jpg')).toBeUndefined();
      expect(await readMedia(db, 'old-aeo', '../cover.jpg')).toBeUndefined();
    });
  });
});
