import { describe, expect, it } from 'vitest';
import { renderSitemap, sitemapEntries } from '@/lib/seo/sitemap';

describe('sitemap', () => {
  const xml = renderSitemap(sitemapEntries());

  it('lists the 12 pages in both languages', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(24);
    expect(locs).toContain('http://localhost:3000');
    expect(locs).toContain('http://localhost:3000/zh');
    expect(locs).toContain('http://localhost:3000/abort');
    expect(locs).toContain('http://localhost:3000/zh/query-price');
    expect(new Set(locs).size).toBe(24);
  });

  it('gives every URL its language alternates and x-default', () => {
    const urls = xml.split('<url>').slice(1);
    for (const url of urls) {
      expect(url.match(/hreflang="en-US"/g)).toHaveLength(1);
      expect(url.match(/hreflang="zh-CN"/g)).toHaveLength(1);
      expect(url.match(/hreflang="x-default"/g)).toHaveLength(1);
    }
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
