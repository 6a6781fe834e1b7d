import { expect, test, type Page } from '@playwright/test';
import { DEMO_TRACKING_NUMBER } from '../../src/lib/tracking/demo';
import { appMounted, messages } from './support';

/**
 * Views that the proxy renders at an internal route (a news list view, search results), the
 * same view in the other language, and what shows that the right view answered.
 */
const views = [
  {
    from: '/news-services?category=compliance',
    to: '/zh/news-services?category=compliance',
    shows: (page: Page) =>
      expect(page.locator('h2#news-list-heading')).toHaveText(
        messages.zh.NewsCategories.compliance,
      ),
  },
  {
    from: '/zh/news-services?page=2',
    to: '/news-services?page=2',
    shows: (page: Page) =>
      expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2'),
  },
  {
    from: '/query-price?from=SZX&to=ONT8&qty=3&len=50&wid=40&hei=40&wt=12',
    to: '/zh/query-price?from=SZX&to=ONT8&qty=3&len=50&wid=40&hei=40&wt=12',
    shows: (page: Page) => expect(page.getByTestId('offer').first()).toBeVisible(),
  },
  {
    from: '/zh/query-route?to=ONT8&mode=sea',
    to: '/query-route?to=ONT8&mode=sea',
    shows: (page: Page) =>
      expect(page.getByTestId('lane').locator('h3')).toHaveText(['Standard sea FBA US']),
  },
  {
    from: `/query-route?numbers=${DEMO_TRACKING_NUMBER},BW000000000404`,
    to: `/zh/query-route?numbers=${DEMO_TRACKING_NUMBER},BW000000000404`,
    shows: (page: Page) =>
      expect(page.getByTestId('parcel').locator('h3')).toHaveText(`运单号 ${DEMO_TRACKING_NUMBER}`),
  },
];

for (const javaScript of [true, false]) {
  test.describe(`the switcher keeps the view, ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });

    for (const view of views)
      test(view.from, async ({ page, request }) => {
        await page.goto(view.from);
        if (javaScript) await appMounted(page);
        const switcher = page.getByTestId('locale-switcher');
        await expect(switcher).toHaveAttribute('href', view.to);
        expect((await request.get(view.to)).status()).toBe(200);

        await switcher.click();
        await expect(page).toHaveURL((url) => url.pathname + url.search === view.to);
        await view.shows(page);
      });
  });
}

test('no response names an internal route in its headers', async ({ request }) => {
  const internal = /news-list|\/results|page-not-found/;
  for (const path of [
    '/news-services?category=compliance',
    '/zh/news-services?page=2',
    '/query-price?from=SZX&to=ONT8&qty=1&len=50&wid=40&hei=40&wt=12',
    '/zh/query-route?to=ONT8',
    `/query-route?numbers=${DEMO_TRACKING_NUMBER}`,
    '/join-us?department=operations',
    '/zh/no-such-page',
    '/news-services?page=999',
  ])
    for (const rsc of [false, true]) {
      const headers: Record<string, string> = rsc ? { rsc: '1' } : {};
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      for (const { name, value } of response.headersArray()) {
        // The router's own data requests (not pages) are told the route that rendered them: the
        // client router fills in the route's parameters from it.
        if (rsc && name.toLowerCase() === 'x-nextjs-rewritten-path') continue;
        expect(`${name}: ${value}`, path).not.toMatch(internal);
      }
    }
});
