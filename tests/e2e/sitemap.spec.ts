import { expect, test } from '@playwright/test';
import { allPages, publicUrl, site } from './support';

const expected = allPages.map((p) => publicUrl(p.path)).sort();

for (const path of ['/sitemap.xml', '/zh/sitemap.xml']) {
  test(`${path} is a valid sitemap of all 24 pages with alternates`, async ({ page, request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();

    await page.goto('/robots.txt');
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      if (doc.querySelector('parsererror'))
        return { error: doc.querySelector('parsererror')!.textContent };
      const XHTML = 'http://www.w3.org/1999/xhtml';
      const urls = [...doc.getElementsByTagName('url')];
      return {
        root: doc.documentElement.localName,
        locs: urls.map((u) => u.getElementsByTagName('loc')[0]?.textContent ?? ''),
        alternates: urls.map((u) =>
          [...u.getElementsByTagNameNS(XHTML, 'link')].map(
            (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
          ),
        ),
      };
    }, xml);

    expect(parsed.error).toBeUndefined();
    expect(parsed.root).toBe('urlset');
    expect([...parsed.locs!].sort()).toEqual(expected);
    for (const alternates of parsed.alternates!) {
      expect(alternates.map((a) => a.split(' ')[0]).sort()).toEqual([
        'en-US',
        'x-default',
        'zh-CN',
      ]);
    }
    // The alternates of /abort point at both language versions.
    const about = parsed.locs!.indexOf(`${site.appUrl}/abort`);
    expect(parsed.alternates![about]).toContain(`zh-CN ${site.appUrl}/zh/abort`);
  });
}
