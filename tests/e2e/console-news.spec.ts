import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { publishDueArticles } from '../../src/lib/news/publishing';
import { check, chineseScreen, e2eDatabase } from './console-support';
import { test } from './staff-sessions';
import { locales, messages, publicPath, type TestLocale } from './support';

// Each test has an article of its own: they run on both workers.
test.describe.configure({ timeout: 120_000 });

/** The desk's words in Chinese, for the screens the journeys below walk in English. */
const zh = messages.zh.ConsoleNews;

const database = e2eDatabase();

const uniqueSlug = (what: string, locale: TestLocale) =>
  `e2e-${what}-${locale}-${Date.now().toString(36)}`;

/** The list's "New article" form, ending in the new draft's editor. */
async function newArticle(page: Page, locale: TestLocale, slug: string, meantFor = '') {
  const t = messages[locale].ConsoleNews;
  await page.goto(publicPath('/console/news', locale));
  const form = page.getByTestId('new-article');
  await form.getByLabel(t.slugLabel).fill(slug);
  if (meantFor) await form.getByLabel(t.meantForLabel).selectOption(meantFor);
  await form.getByRole('button', { name: t.create }).click();
  await expect(page).toHaveURL(publicPath(`/console/news/${slug}`, locale));
  await expect(page.getByTestId('article-editor')).toBeVisible();
}

/** One language's fields of the editor, filled in completely. */
async function fillLanguage(page: Page, locale: TestLocale, side: 'en' | 'zh', title: string) {
  const t = messages[locale].ConsoleNews;
  const column = page.locator('fieldset', { has: page.locator(`#${side}-title`) });
  await column.getByLabel(t.fields.title).fill(title);
  await column.getByLabel(t.fields.summary).fill(`${title}: what changes for shippers this week.`);
  await column.getByRole('button', { name: t.toolbar.heading }).click();
  await column.getByLabel(t.fields.body).press('End');
  await column.getByLabel(t.fields.body).pressSequentially('\nThe first paragraph.');
  await column.getByLabel(t.fields.coverAlt).fill('Trucks at the loading dock at dawn');
  await column.getByLabel(t.fields.author).fill('Newsroom');
}

/** A small PNG made here, uploaded through the editor's form, then chosen as the cover. */
async function uploadCover(page: Page, locale: TestLocale) {
  const t = messages[locale].ConsoleNews;
  const buffer = await sharp({
    create: { width: 8, height: 6, channels: 3, background: { r: 38, g: 92, b: 155 } },
  })
    .png()
    .toBuffer();
  const upload = page.getByTestId('image-upload');
  await upload.getByLabel(t.imageLabel).setInputFiles({
    name: 'Loading Dock.png',
    mimeType: 'image/png',
    buffer,
  });
  await upload.getByRole('button', { name: t.upload }).click();
  await expect(page.getByTestId('image-done')).toContainText(/loading-dock-[0-9a-f]{8}\.png/);
  const name = /loading-dock-[0-9a-f]{8}\.png/.exec(
    await page.getByTestId('image-done').innerText(),
  )![0];
  await page.getByLabel(t.fields.cover, { exact: true }).selectOption(name);
  return name;
}

/** The article's row as the server stored it. */
const rowOf = (slug: string) =>
  database()
    .selectFrom('news_articles')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();

const saved = (page: Page, locale: TestLocale) =>
  expect(page.getByTestId('save-status')).toContainText(
    messages[locale].ConsoleNews.saveState.saved.split('{')[0]!.trim(),
  );

// The journeys in the browser in English; each reads its screens in Chinese over HTTP.
{
  const locale = 'en' as const;
  const t = messages[locale].ConsoleNews;

  test(`an editor writes an article, which autosaves and is refused while incomplete (${locale})`, async ({
    page,
    staff,
  }) => {
    await staff.signIn(page, 'editor', locale);
    await page.goto(publicPath('/console/news', locale));
    await check(page, `news-list-${locale}`);
    const slug = uniqueSlug('write', locale);
    await newArticle(page, locale, slug);
    await fillLanguage(page, locale, 'en', 'Houston warehouse opens');
    await saved(page, locale);
    const row = await rowOf(slug);
    expect(row.title_en).toBe('Houston warehouse opens');
    expect(row.body_en).toContain('## ');

    await page.getByTestId('publish').click();
    const missing = page.getByTestId('missing-fields');
    await expect(missing).toContainText(t.missing.cover);
    await expect(missing).toContainText(t.missing.title.replace('{language}', t.language.zh));
    await check(page, `news-editor-${locale}`);

    const list = await chineseScreen(page, '/console/news');
    for (const word of [zh.slugLabel, zh.create, zh.status.draft]) expect(list).toContain(word);
    const editor = await chineseScreen(page, `/console/news/${slug}`);
    for (const word of [zh.fields.title, zh.fields.summary, zh.fields.coverAlt, zh.language.zh])
      expect(editor).toContain(word);
  });
}

{
  const locale = 'en' as const;
  const t = messages[locale].ConsoleNews;
  const status = (name: keyof typeof t.status) =>
    expect(page().getByTestId('publish-status')).toContainText(t.status[name]);
  let current: Page;
  const page = () => current;
  let slug = '';

  test(`an editor completes, previews and publishes an article, then unpublishes it (${locale})`, async ({
    page: p,
    staff,
  }) => {
    current = p;
    await staff.signIn(p, 'editor', locale);
    slug = uniqueSlug('publish', locale);
    await newArticle(p, locale, slug);
    await fillLanguage(p, locale, 'en', 'Houston warehouse opens');
    await fillLanguage(p, locale, 'zh', '休斯敦仓库启用');
    const cover = await uploadCover(p, locale);
    // The preview shows the working copy in either language (the preview page's own route).
    const frame = p.getByTestId('preview-frame');
    await expect(frame).toHaveAttribute(
      'src',
      publicPath(`/console/news/${slug}/preview/en`, locale),
    );
    await p.getByTestId('preview').getByRole('button', { name: t.language.zh }).click();
    await expect(frame).toHaveAttribute(
      'src',
      publicPath(`/console/news/${slug}/preview/zh`, locale),
    );

    await p.getByTestId('publish').click();
    await expect(p.getByTestId('publish-done')).toHaveText(t.published);
    await status('published');
    await expect(p.getByTestId('live-state')).toHaveText(t.liveCurrent);
    const live = await rowOf(slug);
    expect(live).toMatchObject({ status: 'published', cover, title_zh: '休斯敦仓库启用' });
    expect(live.live_revision_id).not.toBeNull();

    // A later edit is saved but not public until "Publish changes".
    await p.locator('#en-author').fill('Houston team');
    await saved(p, locale);
    await expect(p.getByTestId('live-state')).toHaveText(t.liveBehind);
    expect((await rowOf(slug)).live_revision_id).toBe(live.live_revision_id);
    await expect(p.getByTestId('publish')).toHaveText(t.publishChanges);

    await p.getByTestId('unpublish').click();
    await expect(p.getByTestId('publish-done')).toHaveText(t.unpublished);
    await status('unpublished');
    expect((await rowOf(slug)).status).toBe('unpublished');
    expect(await chineseScreen(p, `/console/news/${slug}`)).toContain(zh.status.unpublished);
  });

  test(`an editor schedules an article, which the job publishes at its time (${locale})`, async ({
    page: p,
    staff,
  }) => {
    current = p;
    // The browser's clock: the page shows "now" as this instant; the server keeps its own.
    const now = new Date();
    await p.clock.setFixedTime(now);
    await staff.signIn(p, 'editor', locale);
    slug = uniqueSlug('schedule', locale);
    await newArticle(p, locale, slug);
    await fillLanguage(p, locale, 'en', 'Rail timetable for December');
    await fillLanguage(p, locale, 'zh', '十二月铁路班列时刻');
    await uploadCover(p, locale);
    // Two days ahead at 09:30 Beijing time, typed as the input shows it.
    const day = new Date(now.getTime() + 2 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    await p.getByLabel(t.scheduleLabel).fill(`${day}T09:30`);
    await p.getByTestId('schedule').click();
    await expect(p.getByTestId('publish-done')).toHaveText(t.scheduled);
    await status('scheduled');
    expect(await chineseScreen(p, `/console/news/${slug}`)).toContain(zh.status.scheduled);
    const at = new Date(`${day}T09:30:00+08:00`);
    expect((await rowOf(slug)).publish_at).toBe(at.toISOString());

    // The scheduler's job, a minute before and then at the time (as every 20 s it would).
    await publishDueArticles(database(), new Date(at.getTime() - 60_000));
    expect((await rowOf(slug)).status).toBe('scheduled');
    await publishDueArticles(database(), at);
    expect((await rowOf(slug)).status).toBe('published');
    await p.reload();
    await status('published');
    const editor = await chineseScreen(p, `/console/news/${slug}`);
    expect(editor).toContain(zh.status.published);
    expect(editor).toContain(zh.liveCurrent);
  });

  test(`an article for one language's readers publishes without the other (${locale})`, async ({
    page: p,
    staff,
  }) => {
    current = p;
    await staff.signIn(p, 'editor', locale);
    slug = uniqueSlug('one-language', locale);
    await newArticle(p, locale, slug, 'zh');
    await fillLanguage(p, locale, 'zh', '春节期间供应商通知');
    await uploadCover(p, locale);
    await p.getByTestId('publish').click();
    await expect(p.getByTestId('publish-done')).toHaveText(t.published);
    expect(await rowOf(slug)).toMatchObject({
      status: 'published',
      title_en: '',
      only_locale: 'zh',
    });
  });

  test(`an editor compares and restores an earlier revision (${locale})`, async ({
    page: p,
    staff,
  }) => {
    current = p;
    await staff.signIn(p, 'editor', locale);
    slug = uniqueSlug('restore', locale);
    await newArticle(p, locale, slug);
    await p.locator('#en-title').fill('First title');
    await p.getByTestId('save').click();
    await saved(p, locale);
    await p.locator('#en-title').fill('Second title');
    await p.getByTestId('save').click();
    await expect.poll(async () => (await rowOf(slug)).title_en).toBe('Second title');

    await p.getByRole('link', { name: t.historyLink }).click();
    await expect(p).toHaveURL(publicPath(`/console/news/${slug}/history`, locale));
    const rows = p.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    // The middle revision (version 2) said "First title".
    await rows.nth(1).getByRole('link', { name: t.compare }).click();
    const diff = p.getByTestId('revision-diff');
    await expect(diff.locator('del')).toContainText(['First title']);
    await expect(diff.locator('ins')).toContainText(['Second title']);
    await check(p, `news-history-${locale}`);
    const history = await chineseScreen(p, `/console/news/${slug}/history`);
    for (const word of [zh.compare, zh.restore]) expect(history).toContain(word);
    await p.locator('tbody tr').nth(1).getByRole('button', { name: t.restore }).click();
    await expect(p).toHaveURL(publicPath(`/console/news/${slug}`, locale));
    await expect(p.locator('#en-title')).toHaveValue('First title');
    const restored = await database()
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'news.restore')
      .where('target_id', '=', String((await rowOf(slug)).id))
      .execute();
    expect(restored).toHaveLength(1);
  });

  test(`two editors on one article: the second is told, nothing is overwritten (${locale})`, async ({
    page: first,
    browser,
    staff,
  }) => {
    current = first;
    const { name } = await staff.signIn(first, 'editor', locale);
    slug = uniqueSlug('two-editors', locale);
    await newArticle(first, locale, slug);
    const context = await browser.newContext();
    const second = await context.newPage();
    await staff.signIn(second, 'editor', locale, { name: 'Ben Second' });
    await second.goto(publicPath(`/console/news/${slug}`, locale));

    await first.locator('#en-title').fill('Ada wrote this');
    await saved(first, locale);
    await second.locator('#en-title').fill('Ben wrote that');
    const notice = second.getByTestId('conflict');
    await expect(notice).toContainText(name);
    await expect(second.locator('#en-title')).toHaveValue('Ben wrote that');
    expect((await rowOf(slug)).title_en).toBe('Ada wrote this');
    // Loading theirs shows Ada's text.
    await notice.getByTestId('load-theirs').click();
    await expect(second.locator('#en-title')).toHaveValue('Ada wrote this');
    await context.close();
  });

  test(`an image that is not one is refused, whatever its name (${locale})`, async ({
    page: p,
    staff,
  }) => {
    current = p;
    await staff.signIn(p, 'editor', locale);
    slug = uniqueSlug('images', locale);
    await newArticle(p, locale, slug);
    const upload = p.getByTestId('image-upload');
    await upload.getByLabel(t.imageLabel).setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('This is a text file, not a picture.'),
    });
    await upload.getByRole('button', { name: t.upload }).click();
    await expect(p.getByTestId('image-problem')).toContainText(t.problem.notImage);
    await uploadCover(p, locale);
    await expect(p.getByTestId('image-list').locator('li')).toHaveCount(1);
  });
}

test('without JavaScript the Save button saves the typed text', async ({
  page,
  browser,
  staff,
}) => {
  await staff.signIn(page, 'editor', 'en');
  const slug = uniqueSlug('no-script', 'en');
  await newArticle(page, 'en', slug);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const bare = await context.newPage();
  await bare.goto(publicPath(`/console/news/${slug}`, 'en'));
  await bare.locator('#en-title').fill('Typed without JavaScript');
  await bare.getByTestId('save').click();
  await expect.poll(async () => (await rowOf(slug)).title_en).toBe('Typed without JavaScript');
  await expect(bare.locator('#en-title')).toHaveValue('Typed without JavaScript');
  await context.close();
});

test('an hr account gets 403 on the news section', async ({ page, staff }) => {
  await staff.signIn(page, 'hr', 'en');
  const refused = await page.goto(publicPath('/console/news', 'en'));
  expect(refused!.status()).toBe(403);
  await expect(
    page.getByRole('heading', { name: messages.en.Console.forbiddenTitle }),
  ).toBeVisible();
});

// What the public side shows of the editors' work: published content is read from the
// database on every instance (the public side of publishing from the database).
// Published from the English desk: the article's page, the feed and the sitemap in both languages.
{
  const locale = 'en' as const;
  test(`a published article is on the public site, the RSS and the sitemap, then 410 (both languages; public site)`, async ({
    page,
    request,
    staff,
  }) => {
    const t = messages[locale].ConsoleNews;
    await staff.signIn(page, 'editor', locale);
    const slug = uniqueSlug('public', locale);
    await newArticle(page, locale, slug);
    await fillLanguage(page, locale, 'en', 'Public: Houston warehouse opens');
    await fillLanguage(page, locale, 'zh', '公开：休斯敦仓库启用');
    await uploadCover(page, locale);
    await page.getByTestId('publish').click();
    await expect(page.getByTestId('publish-done')).toHaveText(t.published);

    // The status and whether the answer names `what` (short in a failure's report).
    const seen = async (url: string, what: string) => {
      const response = await request.get(url);
      return `${response.status()} ${(await response.text()).includes(what)}`;
    };
    const soon = { timeout: 15_000 };
    const titles = { en: 'Public: Houston warehouse opens', zh: '公开：休斯敦仓库启用' };
    for (const language of locales) {
      const path = publicPath(`/news-services/${slug}`, language);
      const feed = publicPath('/news-services/feed.xml', language);
      await expect.poll(() => seen(path, titles[language]), soon).toBe('200 true');
      await expect.poll(() => seen(feed, slug), soon).toBe('200 true');
      await expect
        .poll(() => seen(publicPath('/sitemap.xml', language), slug), soon)
        .toBe('200 true');
    }

    await page.getByTestId('unpublish').click();
    await expect(page.getByTestId('publish-done')).toHaveText(t.unpublished);
    for (const language of locales) {
      const path = publicPath(`/news-services/${slug}`, language);
      const feed = publicPath('/news-services/feed.xml', language);
      await expect.poll(async () => (await request.get(path)).status(), soon).toBe(410);
      await expect.poll(() => seen(feed, slug), soon).toBe('200 false');
    }
  });
}
