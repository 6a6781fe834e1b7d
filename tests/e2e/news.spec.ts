import { expect, test, type Page } from '@playwright/test';
import { fetchDocument, parseXml, visibleText } from './html';
import { draftIds, localesOf, published } from './news-support';
import {
  appMounted,
  htmlLang,
  locales,
  messages,
  publicPath,
  publicUrl,
  site,
  watchErrors,
  axeAtBothWidths,
  NO_VIOLATIONS,
  horizontalOverflow,
  test as warmTest,
} from './support';

const CHINESE_ONLY = 'spring-festival-2027-supplier-receiving';
// An article with a table, a list and an image in its body, in both languages.
const RICH = 'fba-carton-rules-weight-size-labels';
const PAGE_SIZE = 6;

const list = (locale: 'en' | 'zh', search = '') =>
  `${publicPath('/news-services', locale)}${search}`;
const articleUrl = (id: string, locale: 'en' | 'zh') => publicPath(`/news-services/${id}`, locale);
/** The card titles of a list's HTML (the news list's, not the related articles'). */
const cardTitlesIn = (document: Document) =>
  [
    ...document.querySelectorAll(
      '[data-testid="news-list"] [data-testid="article-card"] :is(h1, h2, h3, h4, h5, h6)',
    ),
  ].map(textOf);
const cardTitles = (page: Page) =>
  page.getByTestId('news-list').getByTestId('article-card').getByRole('heading').allTextContents();

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
/** A date as each language writes it ("November 16, 2026", "2026年11月16日"), without Intl. */
const localDate = (iso: string, locale: 'en' | 'zh') => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return locale === 'en' ? `${MONTHS[m - 1]} ${d}, ${y}` : `${y}年${m}月${d}日`;
};

for (const locale of locales) {
  const m = messages[locale];
  const articles = published[locale];
  const pages = Math.ceil(articles.length / PAGE_SIZE);

  // What the list says is the server's HTML, read over HTTP in both languages; moving between its
  // pages and categories in the page, and its covers loading, in the English browser test below.
  test.describe(`news list (${locale})`, () => {
    test('page 1 shows the six newest with cover, date, category, title and summary', async ({
      request,
    }) => {
      const { response, document } = await fetchDocument(request, list(locale));
      expect(response.status()).toBe(200);
      expect(document.title).toBe(`${m.NewsServices.title} - ${site.title[locale]}`);
      expect(document.querySelector('[data-layout="news-services-layout"]')).not.toBeNull();
      expect(cardTitlesIn(document)).toEqual(articles.slice(0, PAGE_SIZE).map((a) => a.title));

      const first = document.querySelector(
        '[data-testid="news-list"] [data-testid="article-card"]',
      )!;
      const date = first.querySelector('[data-testid="article-date"]');
      expect(textOf(date)).toBe(localDate(articles[0]!.date, locale));
      expect(date?.getAttribute('datetime')).toBe(articles[0]!.date);
      expect(textOf(first.querySelector('[data-testid="article-category"]'))).toBe(
        m.NewsCategories[articles[0]!.category as keyof typeof m.NewsCategories],
      );
      expect(textOf(first).replace(/\s+/g, ' ')).toContain(articles[0]!.summary);
      const cover = first.querySelector('img');
      expect(cover?.getAttribute('alt')).toBe(articles[0]!.coverAlt);
      expect(cover?.getAttribute('src')).toMatch(/\/_next\/image\?url=%2Fnews-media%2F/);
      expect(first.querySelector('a')?.getAttribute('href')).toBe(
        articleUrl(articles[0]!.id, locale),
      );

      // Numbered pages as plain links; the first has no previous page.
      const pagination = document.querySelector('[data-testid="pagination"]')!;
      expect(textOf(pagination.querySelector('a[aria-current="page"]'))).toBe('1');
      expect(pagination.querySelector('a[rel="prev"]')).toBeNull();
      expect(pagination.querySelector('a[rel="next"]')?.getAttribute('href')).toBe(
        list(locale, '?page=2'),
      );
      expect([...pagination.querySelectorAll('li > a:not([rel])')].map(textOf)).toEqual(
        Array.from({ length: pages }, (_, n) => String(n + 1)),
      );
    });

    test('page 2 lists the rest, links back, and has its own title and canonical', async ({
      request,
    }) => {
      const { response, document } = await fetchDocument(request, list(locale, '?page=2'));
      expect(response.status()).toBe(200);
      expect(cardTitlesIn(document)).toEqual(
        articles.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((a) => a.title),
      );
      const title = m.NewsServices.titlePage.replace('{page}', '2');
      expect(document.title).toBe(`${title} - ${site.title[locale]}`);
      const pagination = document.querySelector('[data-testid="pagination"]')!;
      expect(textOf(pagination.querySelector('a[aria-current="page"]'))).toBe('2');
      expect(pagination.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe(list(locale));
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        publicUrl(list(locale, '?page=2')),
      );
    });

    test('the category filter shows one section and counts every section', async ({ request }) => {
      const nav = (await fetchDocument(request, list(locale))).document.querySelector(
        '[data-testid="category-nav"]',
      )!;
      const categories = Object.keys(m.NewsCategories) as (keyof typeof m.NewsCategories)[];
      for (const category of categories) {
        const count = articles.filter((a) => a.category === category).length;
        const link = nav.querySelector(`a[data-category="${category}"]`);
        if (count === 0) expect(link, category).toBeNull();
        else
          expect(textOf(link!.querySelector('[data-testid="category-count"]'))).toBe(String(count));
      }
      expect(
        textOf(nav.querySelector('a[data-category="all"] [data-testid="category-count"]')),
      ).toBe(String(articles.length));
      expect(nav.querySelector('a[data-category="compliance"]')?.getAttribute('href')).toBe(
        list(locale, '?category=compliance'),
      );

      const { document } = await fetchDocument(request, list(locale, '?category=compliance'));
      const expected = articles.filter((a) => a.category === 'compliance');
      expect(cardTitlesIn(document)).toEqual(expected.map((a) => a.title));
      const labels = document.querySelectorAll(
        '[data-testid="news-list"] [data-testid="article-category"]',
      );
      expect([...labels].map(textOf)).toEqual(expected.map(() => m.NewsCategories.compliance));
      expect(
        document
          .querySelector('[data-testid="category-nav"] a[data-category="compliance"]')
          ?.getAttribute('aria-current'),
      ).toBe('true');
      expect(textOf(document.querySelector('h2#news-list-heading'))).toBe(
        m.NewsCategories.compliance,
      );
      expect(document.title).toBe(
        `${m.NewsServices.titleCategory.replace('{category}', m.NewsCategories.compliance)} - ${site.title[locale]}`,
      );
    });

    // The status and the message are the server's: read over HTTP, in both languages.
    test('a page past the end, a malformed page and an unknown category are 404', async ({
      request,
    }) => {
      for (const search of [`?page=${pages + 1}`, '?page=0', '?page=abc', '?category=press']) {
        const { response, document } = await fetchDocument(request, list(locale, search));
        expect(response.status(), search).toBe(404);
        const message = m.NotFound.message.replace('{path}', list(locale, search));
        expect(textOf(document.querySelector('[data-testid="not-found-message"]'))).toBe(message);
      }
      // The internal route of the views is not an address of its own.
      expect((await request.get(publicPath('/news-list/all/1', locale))).status()).toBe(404);
    });

    test('the home page teases the three newest articles', async ({ request }) => {
      const { document } = await fetchDocument(request, publicPath('/', locale));
      const teaser = document.querySelector('[data-testid="latest-news"]')!;
      expect([...teaser.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(textOf)).toEqual(
        articles.slice(0, 3).map((a) => a.title),
      );
      expect(teaser.querySelector('a')?.getAttribute('href')).toBe(
        articleUrl(articles[0]!.id, locale),
      );
    });
  });

  test.describe(`article page (${locale})`, () => {
    const article = articles.find((a) => a.id === RICH)!;

    test('shows the article with its facts, body, cover and breadcrumb', async ({ request }) => {
      const { response, document } = await fetchDocument(request, articleUrl(RICH, locale));
      expect(response.status()).toBe(200);
      expect([...document.querySelectorAll('h1')].map(textOf)).toEqual([article.title]);
      const meta = document.querySelector('[data-testid="article-meta"]')!;
      const inMeta = (id: string) => meta.querySelector(`[data-testid="${id}"]`);
      expect(textOf(inMeta('article-category'))).toBe(
        m.NewsCategories[article.category as keyof typeof m.NewsCategories],
      );
      expect(inMeta('article-date')?.getAttribute('datetime')).toBe(article.date);
      expect(textOf(inMeta('article-date'))).toBe(
        m.Article.published.replace('{date}', localDate(article.date, locale)),
      );
      expect(textOf(inMeta('article-author'))).toBe(
        m.Article.author.replace('{author}', article.author),
      );
      expect(textOf(inMeta('reading-time'))).toMatch(
        locale === 'en' ? /^\d+ min read$/ : /^阅读约 \d+ 分钟$/,
      );
      expect(document.querySelector('[data-testid="article-cover"]')?.getAttribute('alt')).toBe(
        article.coverAlt,
      );

      const body = document.querySelector('[data-testid="article-body"]')!;
      // Headings link to themselves.
      const h2 = body.querySelector('h2')!;
      expect(h2.id).toBeTruthy();
      expect(h2.querySelector('a')?.getAttribute('href')).toBe(`#${h2.id}`);
      // A table in a named scroll region, lists, an image through next/image.
      expect(body.querySelectorAll('[role="region"][tabindex="0"] table')).toHaveLength(1);
      expect(textOf(body.querySelector('ul li'))).not.toBe('');
      expect(textOf(body.querySelector('ol li'))).not.toBe('');
      const figure = body.querySelector('img')!;
      expect(figure.getAttribute('src')).toMatch(
        /\/_next\/image\?url=%2Fnews-media%2Ffba-carton-rules-weight-size-labels%2Flabel-placement\.jpg/,
      );
      expect(figure.getAttribute('width')).toBe('1200');
      expect(figure.getAttribute('height')).toBe('800');
      expect([...document.querySelectorAll('[data-testid="article-tags"] li')].map(textOf)).toEqual(
        article.tags,
      );

      const crumbs = document.querySelector(`nav[aria-label="${m.Breadcrumb.label}"]`)!;
      expect([...crumbs.querySelectorAll('li')].map(textOf)).toEqual([
        m.Nav.home,
        m.NewsServices.title,
        article.title,
      ]);
    });

    test('carries its title template, NewsArticle data, Open Graph article tags and hreflang', async ({
      request,
    }) => {
      const { document } = await fetchDocument(request, articleUrl(RICH, locale));
      const title = `${article.title} - ${site.title[locale]}`;
      expect(document.title).toBe(title);
      const head = document.head;
      const attribute = (selector: string, name: string) =>
        head.querySelector(selector)?.getAttribute(name);
      const canonical = publicUrl(articleUrl(RICH, locale));
      expect(attribute('link[rel="canonical"]', 'href')).toBe(canonical);
      for (const l of locales)
        expect(attribute(`link[rel="alternate"][hreflang="${htmlLang[l]}"]`, 'href')).toBe(
          publicUrl(articleUrl(RICH, l)),
        );
      expect(attribute('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(
        publicUrl(articleUrl(RICH, 'en')),
      );
      expect(attribute('link[rel="alternate"][type="application/rss+xml"]', 'href')).toBe(
        publicUrl(publicPath('/news-services/feed.xml', locale)),
      );
      const og = (property: string) => attribute(`meta[property="${property}"]`, 'content');
      expect(og('og:type')).toBe('article');
      expect(og('og:title')).toBe(title);
      expect(og('og:url')).toBe(canonical);
      expect(og('article:published_time')).toBe(article.date);
      expect(og('article:section')).toBe(
        m.NewsCategories[article.category as keyof typeof m.NewsCategories],
      );
      expect(head.querySelectorAll('meta[property="article:tag"]')).toHaveLength(
        article.tags.length,
      );
      expect(og('og:image')).toBe(publicUrl(`/news-media/${RICH}/${article.cover}`));

      const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? ''),
      );
      const news = ld.find((d) => d['@type'] === 'NewsArticle');
      expect(news).toMatchObject({
        headline: article.title,
        description: article.summary,
        datePublished: article.date,
        dateModified: article.updated ?? article.date,
        url: canonical,
        inLanguage: htmlLang[locale],
        author: [{ '@type': 'Organization', name: article.author }],
      });
      expect(news.image[0].url).toBe(publicUrl(`/news-media/${RICH}/${article.cover}`));
      const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList');
      expect(crumbs.itemListElement.at(-1).item).toBe(canonical);
    });

    test('links to the previous and next articles and to related ones', async ({ request }) => {
      const index = articles.findIndex((a) => a.id === RICH);
      const older = articles[index + 1]!;
      const newer = articles[index - 1]!;
      const { document } = await fetchDocument(request, articleUrl(RICH, locale));
      const previous = document.querySelector('[data-testid="previous-article"]');
      const next = document.querySelector('[data-testid="next-article"]');
      expect(textOf(previous)).toContain(older.title);
      expect(previous?.getAttribute('href')).toBe(articleUrl(older.id, locale));
      expect(textOf(next)).toContain(newer.title);
      expect(next?.getAttribute('href')).toBe(articleUrl(newer.id, locale));

      const related = [
        ...document.querySelectorAll(
          '[data-testid="related-articles"] [data-testid="article-card"] :is(h1, h2, h3, h4, h5, h6)',
        ),
      ].map(textOf);
      expect(related.length).toBeGreaterThanOrEqual(1);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const text of related) {
        const other = articles.find((a) => a.title === text)!;
        expect(other.id).not.toBe(RICH);
        const sharesTag = other.tags.some((t) =>
          article.tags.map((x) => x.toLowerCase()).includes(t.toLowerCase()),
        );
        expect(other.category === article.category || sharesTag).toBe(true);
      }
    });

    test('the newest has no next article and the oldest no previous', async ({ request }) => {
      const newest = (await fetchDocument(request, articleUrl(articles[0]!.id, locale))).document;
      expect(newest.querySelector('[data-testid="next-article"]')).toBeNull();
      expect(textOf(newest.querySelector('[data-testid="previous-article"]'))).toContain(
        articles[1]!.title,
      );
      const oldest = (await fetchDocument(request, articleUrl(articles.at(-1)!.id, locale)))
        .document;
      expect(oldest.querySelector('[data-testid="previous-article"]')).toBeNull();
      expect(textOf(oldest.querySelector('[data-testid="next-article"]'))).toContain(
        articles.at(-2)!.title,
      );
    });

    test('share links are plain links, and the page loads no third-party script', async ({
      request,
    }) => {
      const { document } = await fetchDocument(request, articleUrl(RICH, locale));
      const canonical = publicUrl(articleUrl(RICH, locale));
      const share = document.querySelector('[data-testid="share-links"]')!;
      const href = (selector: string) => share.querySelector(selector)?.getAttribute('href');
      const encoded = encodeURIComponent(canonical);
      expect(href('[data-share="email"]')).toMatch(
        new RegExp(
          `^mailto:\\?subject=${escape(encodeURIComponent(article.title))}&body=.*${escape(encoded)}`,
        ),
      );
      expect(href('[data-share="weibo"]')).toBe(
        `https://service.weibo.com/share/share.php?url=${encoded}&title=${encodeURIComponent(article.title)}`,
      );
      expect(href('[data-share="linkedin"]')).toBe(
        `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
      );
      expect(href('[data-testid="copy-link"]')).toBe(canonical);
      // The scripts the page's HTML names (those it adds once hydrated: the browser test below).
      const external = [...document.querySelectorAll('script[src]')]
        .map((s) => s.getAttribute('src')!)
        .filter((src) => /^(https?:)?\/\//.test(src));
      expect(external).toEqual([]);
    });

    test('a code block renders as pre > code', async ({ request }) => {
      const api = (
        await fetchDocument(request, articleUrl('public-json-api-quotes-routes', locale))
      ).document;
      const code = api.querySelectorAll('[data-testid="article-body"] pre > code');
      expect(code.length).toBeGreaterThanOrEqual(2);
      expect(code[0]!.textContent).toContain('curl -s');
      const aeo = (await fetchDocument(request, articleUrl('aeo-iso-9001-renewal-2026', locale)))
        .document;
      expect(aeo.querySelectorAll('[data-testid="article-body"] blockquote')).toHaveLength(1);
    });

    test('an unknown id and a draft answer 404 with the message', async ({ request }) => {
      for (const id of ['no-such-article', ...draftIds]) {
        const path = articleUrl(id, locale);
        const { response, document } = await fetchDocument(request, path);
        expect(response.status(), path).toBe(404);
        expect(textOf(document.querySelector('[data-testid="not-found-message"]'))).toBe(
          m.NotFound.message.replace('{path}', path),
        );
      }
    });
  });

  test(`the ${locale} feed is RSS 2.0 listing every published article`, async ({ request }) => {
    const response = await request.get(publicPath('/news-services/feed.xml', locale));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    // Throws on a document that is not well-formed XML.
    const doc = parseXml(await response.text());
    const items = [...doc.querySelectorAll('channel > item')];
    expect(doc.documentElement.localName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.querySelector('channel > title')?.textContent).toContain(m.NewsServices.title);
    expect(doc.querySelector('channel > language')?.textContent).toBe(
      htmlLang[locale].toLowerCase(),
    );
    expect(items.map((i) => i.querySelector('link')?.textContent)).toEqual(
      articles.map((a) => publicUrl(articleUrl(a.id, locale))),
    );
    expect(items.map((i) => i.querySelector('title')?.textContent)).toEqual(
      articles.map((a) => a.title),
    );
    for (const [i, item] of items.entries())
      expect(new Date(item.querySelector('pubDate')!.textContent!).toISOString().slice(0, 10)).toBe(
        articles[i]!.date,
      );
    // The list page announces it in <head>.
    const { document } = await fetchDocument(request, list(locale));
    expect(
      document.head
        .querySelector('link[rel="alternate"][type="application/rss+xml"]')
        ?.getAttribute('href'),
    ).toBe(publicUrl(publicPath('/news-services/feed.xml', locale)));
  });
}

// What needs the browser, in English (the pages' words in both languages: over HTTP above):
// covers that load, moving between pages and categories in the page, the clipboard.
test.describe('news in the browser', () => {
  const en = published.en;

  test('the list loads its covers and moves between its pages and categories in the page', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(list('en'));
    await appMounted(page);
    const cover = page.getByTestId('news-list').getByTestId('article-card').first().locator('img');
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByTestId('pagination').locator('a[rel="next"]').click();
    await expect(page).toHaveURL(list('en', '?page=2'));
    await expect
      .poll(() => cardTitles(page))
      .toEqual(en.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((a) => a.title));
    await expect(page).toHaveTitle(
      `${messages.en.NewsServices.titlePage.replace('{page}', '2')} - ${site.title.en}`,
    );
    await expect(page.getByTestId('pagination').locator('a[aria-current="page"]')).toHaveText('2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      publicUrl(list('en', '?page=2')),
    );

    const nav = page.getByTestId('category-nav');
    await nav.locator('a[data-category="compliance"]').click();
    await expect(page).toHaveURL(list('en', '?category=compliance'));
    await expect
      .poll(() => cardTitles(page))
      .toEqual(en.filter((a) => a.category === 'compliance').map((a) => a.title));
    await expect(nav.locator('a[data-category="compliance"]')).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page).toHaveTitle(
      `${messages.en.NewsServices.titleCategory.replace('{category}', messages.en.NewsCategories.compliance)} - ${site.title.en}`,
    );
    expect(errors).toEqual([]);
  });

  test('an article loads its cover and leads to the previous one in the page', async ({ page }) => {
    const errors = watchErrors(page);
    const older = en[en.findIndex((a) => a.id === RICH) + 1]!;
    await page.goto(articleUrl(RICH, 'en'));
    await appMounted(page);
    await expect
      .poll(() =>
        page.getByTestId('article-cover').evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.getByTestId('previous-article').click();
    await expect(page).toHaveURL(articleUrl(older.id, 'en'));
    await expect(page.locator('h1')).toHaveText(older.title);
    expect(errors).toEqual([]);
  });

  test('copy link puts the address on the clipboard; no third-party script', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(articleUrl(RICH, 'en'));
    await appMounted(page);
    const canonical = publicUrl(articleUrl(RICH, 'en'));
    await page.getByTestId('share-links').getByTestId('copy-link').click();
    await expect(page.getByText(messages.en.Article.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await expect(page).toHaveURL(articleUrl(RICH, 'en'));
    // No third-party script on the page, the ones it adds once hydrated included.
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((els) => els.map((e) => new URL((e as HTMLScriptElement).src).origin));
    expect(scripts.every((origin) => origin === new URL(page.url()).origin)).toBe(true);
  });
});

test.describe('an article written in one language', () => {
  test('exists in Chinese only, with hreflang for Chinese only', async ({ page }) => {
    expect(localesOf(CHINESE_ONLY)).toEqual(['zh']);
    const response = await page.goto(articleUrl(CHINESE_ONLY, 'zh'));
    await appMounted(page);
    expect(response?.status()).toBe(200);
    const head = page.locator('head');
    await expect(head.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute(
      'href',
      publicUrl(articleUrl(CHINESE_ONLY, 'zh')),
    );
    await expect(head.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveCount(0);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(0);
    await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveCount(0);
    // The language switcher leads to the English news list instead of a missing page.
    await page.getByTestId('locale-switcher').click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/news-services$/);
  });

  test('answers 404 in English and is not listed there', async ({ request }) => {
    const path = articleUrl(CHINESE_ONLY, 'en');
    const { response, document } = await fetchDocument(request, path);
    expect(response.status()).toBe(404);
    expect(textOf(document.querySelector('[data-testid="not-found-message"]'))).toBe(
      `Page not found: ${path}`,
    );
    for (const search of ['', '?page=2', '?category=service-updates']) {
      const listed = (await fetchDocument(request, list('en', search))).document;
      expect(listed.querySelectorAll(`a[href="${path}"]`), search).toHaveLength(0);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages and categories are plain links rendered on the server', async ({ page }) => {
    await page.goto(list('zh'));
    await page.getByTestId('pagination').locator('a[rel="next"]').click();
    await expect(page).toHaveURL(list('zh', '?page=2'));
    expect(await cardTitles(page)).toEqual(
      published.zh.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((a) => a.title),
    );
    await page.getByTestId('category-nav').locator('a[data-category="service-updates"]').click();
    await expect(page).toHaveURL(list('zh', '?category=service-updates'));
    expect(await cardTitles(page)).toEqual(
      published.zh.filter((a) => a.category === 'service-updates').map((a) => a.title),
    );
  });
});

/** The article pages whose long words, tables and code must fit a 360 px phone too. */
const NARROW = [articleUrl(RICH, 'en'), articleUrl('public-json-api-quotes-routes', 'zh')];

for (const path of [
  list('en', '?page=2'),
  list('zh', '?category=compliance'),
  ...NARROW,
  articleUrl(CHINESE_ONLY, 'zh'),
])
  warmTest(
    `${path} has no WCAG 2.1 A/AA violations at 390 and 1440 px${NARROW.includes(path) ? ' and fits 360 px without sideways scrolling' : ''}`,
    async ({ warmPage }) => {
      expect(await axeAtBothWidths(warmPage, path)).toEqual(NO_VIOLATIONS);
      if (NARROW.includes(path)) {
        await warmPage.setViewportSize({ width: 360, height: 800 });
        expect(await horizontalOverflow(warmPage)).toBeLessThanOrEqual(0);
      }
    },
  );

/** An element's text as a reader sees it ('' when there is none). */
const textOf = (element: Element | null) => (element ? visibleText(element) : '');

/** Escapes a string for use inside a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
