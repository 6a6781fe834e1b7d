import { expect, test, type APIRequestContext } from '@playwright/test';
import { allPages, site } from './support';

/** The internal routes the proxy renders views at: never an address in a link. */
const INTERNAL_ROUTE = /^\/(?:zh\/)?(?:news-list\/|page-not-found|[a-z-]+\/results(?:[/?]|$))/;
/** Far more than the pages, articles and list views of a language and the links among them. */
const MAX_URLS = 400;
const PARALLEL = 6;

/** The site's own addresses among the links and canonical/alternate addresses of a page. */
function linksOf(html: string): string[] {
  const hrefs = [...html.matchAll(/<(?:a|link)\s[^>]*>/g)]
    .filter(([tag]) => tag.startsWith('<a') || /\srel="(?:canonical|alternate)"/.test(tag))
    .map(([tag]) => /\shref="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&'))
    .filter((href): href is string => href !== undefined);
  return hrefs.flatMap((href) => {
    const url = new URL(href, `${site.appUrl}/`);
    if (url.origin !== site.appUrl) return [];
    return [url.pathname + url.search];
  });
}

const isChinese = (path: string) => path === '/zh' || path.startsWith('/zh/');

/**
 * Follows the links of one language breadth-first from its home page: every address linked to
 * (the other language's too) must answer 200, no redirect either, and none may be an internal
 * route. Answers the problems found and the addresses checked.
 */
async function crawl(request: APIRequestContext, home: '/' | '/zh') {
  const followed = (path: string) => isChinese(path) === isChinese(home);
  const seen = new Set<string>([home]);
  const queue: string[] = [home];
  const problems: string[] = [];
  const visit = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) problems.push(`${path}: ${response.status()}`);
    if (!followed(path) || !response.headers()['content-type']?.startsWith('text/html')) return;
    for (const link of linksOf(await response.text())) {
      if (INTERNAL_ROUTE.test(link)) problems.push(`${path} links to ${link}`);
      else if (!seen.has(link) && seen.size < MAX_URLS) {
        seen.add(link);
        queue.push(link);
      }
    }
  };
  while (queue.length > 0) await Promise.all(queue.splice(0, PARALLEL).map(visit));
  return { problems, checked: seen };
}

for (const home of ['/', '/zh'] as const)
  test(`every link from ${home} answers 200 and names no internal route`, async ({ request }) => {
    const { problems, checked } = await crawl(request, home);
    expect(problems).toEqual([]);
    // The crawl reached every page of the language, and stopped short of its bound.
    const pages = allPages.filter((p) => isChinese(p.path) === isChinese(home));
    expect([...checked]).toEqual(expect.arrayContaining(pages.map((p) => p.path)));
    expect(checked.size).toBeLessThan(MAX_URLS);
  });
