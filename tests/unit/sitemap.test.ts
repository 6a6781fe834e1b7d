import { beforeAll, describe, expect, it } from 'vitest';
import { newsCatalog } from '@/lib/news/catalog';
import { renderSitemap, sitemapEntries } from '@/lib/seo/sitemap';
import { useNewsDatabase } from '../support/news-db';

describe('sitemap', () => {
  useNewsDatabase();
  let locs: (string | undefined)[];
  let urls: string[];
  beforeAll(async () => {
    const xml = renderSitemap(await sitemapEntries());
    locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    urls = xml.split('<url>').slice(1);
  });
  const urlOf = (loc: string) => urls.find((u) => u.includes(`<loc>${loc}</loc>`))!;

  it('lists the 14 pages and every published article version', async () => {
    // 14 pages × 2 languages, then each article in each language it is published in.
    const { published } = await newsCatalog();
    expect(locs).toHaveLength(28 + published.en.length + published.zh.length);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('http://localhost:3000');
    expect(locs).toContain('http://localhost:3000/zh');
    expect(locs).toContain('http://localhost:3000/abort');
    expect(locs).toContain('http://localhost:3000/zh/query-price');
    expect(locs).toContain('http://localhost:3000/emissions-methodology');
    expect(locs).toContain('http://localhost:3000/zh/emissions-methodology');
    expect(locs).toContain('http://localhost:3000/contact');
    expect(locs).toContain('http://localhost:3000/zh/contact');
    // The confirmation after an enquiry is not a page to find.
    expect(locs.some((l) => l?.includes('/contact/sent'))).toBe(false);
    expect(locs).toContain('http://localhost:3000/news-services/peak-day-2-1-million-parcels');
    expect(locs).toContain('http://localhost:3000/zh/news-services/peak-day-2-1-million-parcels');
    expect(locs).toContain(
      'http://localhost:3000/zh/news-services/spring-festival-2027-supplier-receiving',
    );
    expect(locs).not.toContain(
      'http://localhost:3000/news-services/spring-festival-2027-supplier-receiving',
    );
    expect(locs.some((l) => l?.includes('wayhub-tokyo'))).toBe(false);
  });

  it('gives every page both languages and x-default', () => {
    for (const url of urls.filter((u) => !u.includes('/news-services/'))) {
      expect(url.match(/hreflang="en-US"/g)).toHaveLength(1);
      expect(url.match(/hreflang="zh-CN"/g)).toHaveLength(1);
      expect(url.match(/hreflang="x-default"/g)).toHaveLength(1);
    }
  });

  it('gives every article its last change and only the languages it exists in', async () => {
    const articles = urls.filter((u) => u.includes('/news-services/'));
    const { published } = await newsCatalog();
    expect(articles).toHaveLength(published.en.length + published.zh.length);
    for (const url of articles) expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    // Updated on 20 November after its publication on 12 November.
    expect(urlOf('http://localhost:3000/news-services/chinese-new-year-2027-cut-offs')).toContain(
      '<lastmod>2026-11-20</lastmod>',
    );
    expect(urlOf('http://localhost:3000/news-services/us-fast-boat-six-origins')).toContain(
      '<lastmod>2026-10-27</lastmod>',
    );
    const chineseOnly = urlOf(
      'http://localhost:3000/zh/news-services/spring-festival-2027-supplier-receiving',
    );
    expect(chineseOnly).toContain('hreflang="zh-CN"');
    expect(chineseOnly).not.toContain('hreflang="en-US"');
    expect(chineseOnly).not.toContain('x-default');
  });

  it('escapes XML special characters and omits alternates a page lacks', () => {
    const out = renderSitemap([
      { path: '/news-services/a&b', locales: ['zh'], lastModified: '2026-11-01' },
    ]);
    expect(out).toContain('<loc>http://localhost:3000/zh/news-services/a&amp;b</loc>');
    expect(out).toContain('<lastmod>2026-11-01</lastmod>');
    expect(out).not.toContain('hreflang="en-US"');
    expect(out).not.toContain('x-default');
  });
});
