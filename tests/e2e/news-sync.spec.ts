import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DATABASE_URL } from '../support/e2e';
import { check } from './console-support';
import { locales, messages, publicPath } from './support';

/*
 * A change made in the database (as the console's publishing makes it: the live revision, the
 * old addresses, the status, and the content version raised in the same transaction) shows on
 * the running production server within seconds, with no rebuild: its poll reloads the news
 * snapshot and expires the cached pages (src/lib/publishing/sync.ts).
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const EDITED = 'peak-day-2-1-million-parcels';
const WITHDRAWN = 'us-fast-boat-six-origins';
const OLD_SLUG = 'peak-day-record-old-address';

/** Runs a change on the server's SQLite file and raises the content version with it. */
function change(run: (db: Database.Database) => void) {
  const db = new Database(resolve(E2E_DATABASE_URL));
  try {
    db.pragma('busy_timeout = 10000');
    db.transaction(() => {
      run(db);
      db.prepare('update content_state set version = version + 1, changed_at = ? where id = 1').run(
        new Date().toISOString(),
      );
    })();
  } finally {
    db.close();
  }
}

type Revision = { id: number; content: string; publish_at: string };
const liveRevision = (db: Database.Database, slug: string) =>
  db
    .prepare(
      'select r.id, r.content, a.publish_at from news_articles a join news_revisions r on r.id = a.live_revision_id where a.slug = ?',
    )
    .get(slug) as Revision;

const text = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  return `${response.status()} ${await response.text()}`;
};
const article = (id: string, locale: 'en' | 'zh') => publicPath(`/news-services/${id}`, locale);
const feed = (locale: 'en' | 'zh') => publicPath('/news-services/feed.xml', locale);

let original: Revision;
const stamp = Date.now().toString(36);
const titles = { en: `Peak day record, corrected ${stamp}`, zh: `单日峰值纪录（更正 ${stamp}）` };

test.beforeAll(async ({ request }) => {
  // As a balancer does: the instance takes traffic once its first content sync is done.
  await expect.poll(async () => (await request.get('/readyz')).status()).toBe(200);
});

test.afterAll(() => {
  // Leaves the database as the other specs expect it (today's articles).
  change((db) => {
    if (original) {
      db.prepare('update news_revisions set content = ? where id = ?').run(
        original.content,
        original.id,
      );
      db.prepare('update news_articles set publish_at = ? where slug = ?').run(
        original.publish_at,
        EDITED,
      );
    }
    db.prepare("update news_articles set status = 'published' where slug = ?").run(WITHDRAWN);
    db.prepare('delete from news_redirects where old_slug = ?').run(OLD_SLUG);
  });
});

test('an edited live revision shows on the article, the list, the home page, the feed and the sitemap', async ({
  request,
}) => {
  change((db) => {
    original = liveRevision(db, EDITED);
    const content = JSON.parse(original.content);
    content.en.title = titles.en;
    content.zh.title = titles.zh;
    content.correctedOn = '2026-11-25';
    db.prepare('update news_revisions set content = ? where id = ?').run(
      JSON.stringify(content),
      original.id,
    );
    // Dated now, so that it leads the home page's latest news whatever other specs published.
    db.prepare('update news_articles set publish_at = ? where slug = ?').run(
      new Date().toISOString(),
      EDITED,
    );
  });
  for (const locale of locales) {
    const title = titles[locale];
    for (const path of [
      article(EDITED, locale),
      publicPath('/news-services', locale),
      publicPath('/', locale),
      feed(locale),
    ])
      await expect.poll(() => text(request, path), { timeout: 10_000 }).toContain(title);
  }
  await expect
    .poll(() => text(request, '/sitemap.xml'), { timeout: 10_000 })
    .toMatch(new RegExp(`/news-services/${EDITED}</loc>\\s*<lastmod>2026-11-25</lastmod>`));
});

test('an old address redirects permanently to the current one, in the same language', async ({
  request,
}) => {
  change((db) =>
    db
      .prepare(
        'insert into news_redirects (old_slug, article_id) select ?, id from news_articles where slug = ?',
      )
      .run(OLD_SLUG, EDITED),
  );
  for (const locale of locales)
    await expect
      .poll(
        async () => {
          const response = await request.get(article(OLD_SLUG, locale), { maxRedirects: 0 });
          return `${response.status()} ${response.headers().location}`;
        },
        { timeout: 10_000 },
      )
      .toMatch(new RegExp(`^308 (https?://[^/]+)?${article(EDITED, locale)}$`));
});

test('an unpublished article answers 410 and leaves the lists, the feeds and the sitemap', async ({
  request,
  page,
}) => {
  change((db) =>
    db.prepare("update news_articles set status = 'unpublished' where slug = ?").run(WITHDRAWN),
  );
  for (const locale of locales) {
    await expect
      .poll(() => text(request, article(WITHDRAWN, locale)), { timeout: 10_000 })
      .toMatch(/^410 /);
    const gone = await request.get(article(WITHDRAWN, locale));
    const html = await gone.text();
    expect(html).toContain(messages[locale].Gone.heading);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    await page.goto(article(WITHDRAWN, locale));
    await expect(page.getByTestId('gone-message')).toHaveText(messages[locale].Gone.heading);
    await check(page, `news-gone-${locale}`);
    for (const path of [publicPath('/news-services', locale), feed(locale), '/sitemap.xml'])
      await expect
        .poll(() => text(request, path), { timeout: 10_000 })
        .not.toContain(`/news-services/${WITHDRAWN}`);
  }
});

test('markup typed in an article shows as text: on its page, in the feed and in its JSON-LD', async ({
  request,
  page,
}) => {
  const markup = `<img src=x onerror="window.__pwned=1"> & <b>bold</b> markup-${stamp}`;
  change((db) => {
    const live = liveRevision(db, EDITED);
    const content = JSON.parse(live.content);
    content.en.title = markup;
    content.en.summary = `${markup} ${markup}`;
    db.prepare('update news_revisions set content = ? where id = ?').run(
      JSON.stringify(content),
      live.id,
    );
  });
  await expect
    .poll(() => text(request, article(EDITED, 'en')), { timeout: 10_000 })
    .toContain(`markup-${stamp}`);
  await page.goto(article(EDITED, 'en'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(markup);
  expect(await page.locator('main img[src="x"], main b').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join('')).not.toContain('<img');
  const rss = await text(request, feed('en'));
  expect(rss).toContain('&lt;img src=x');
  expect(rss).not.toContain('<img src=x');
});
