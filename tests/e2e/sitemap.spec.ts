import { expect, test } from '@playwright/test';
import { parseXml } from './html';
import { localesOf, published } from './news-support';
import { allPages, htmlLang, publicPath, publicUrl, site } from './support';

const articleIds = [...new Set([...published.en, ...published.zh].map((a) => a.id))];
const articleUrls = articleIds.flatMap((id) =>
  localesOf(id).map((l) => publicUrl(publicPath(`/news-services/${id}`, l))),
);
const expected = [...allPages.map((p) => publicUrl(p.path)), ...articleUrls].sort();

for (const path of ['/sitemap.xml', '/zh/sitemap.xml']) {
  test(`${path} is a valid sitemap of every page and article with alternates`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();

    // Throws on a document that is not well-formed XML.
    const doc = parseXml(xml);
    const XHTML = 'http://www.w3.org/1999/xhtml';
    const urls = [...doc.getElementsByTagName('url')];
    const parsed = {
      root: doc.documentElement.localName,
      locs: urls.map((u) => u.getElementsByTagName('loc')[0]?.textContent ?? ''),
      lastmods: urls.map((u) => u.getElementsByTagName('lastmod')[0]?.textContent ?? ''),
      alternates: urls.map((u) =>
        [...u.getElementsByTagNameNS(XHTML, 'link')].map(
          (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
        ),
      ),
    };

    expect(parsed.root).toBe('urlset');
    expect([...parsed.locs].sort()).toEqual(expected);
    for (const [i, loc] of parsed.locs.entries()) {
      const id = /\/news-services\/([^/]+)$/.exec(loc)?.[1];
      const languages = id ? localesOf(id).map((l) => htmlLang[l]) : ['en-US', 'zh-CN'];
      if (languages.includes('en-US')) languages.push('x-default');
      expect(parsed.alternates[i]!.map((a) => a.split(' ')[0]).sort(), loc).toEqual(
        languages.sort(),
      );
      // Every article carries the date of its last change.
      if (id) {
        const locale = loc.startsWith(`${site.appUrl}/zh/`) ? 'zh' : 'en';
        const article = published[locale].find((a) => a.id === id)!;
        expect(parsed.lastmods[i], loc).toBe(article.updated ?? article.date);
      }
    }
    // The alternates of /abort point at both language versions.
    const about = parsed.locs.indexOf(`${site.appUrl}/abort`);
    expect(parsed.alternates[about]).toContain(`zh-CN ${site.appUrl}/zh/abort`);
  });
}
