import { expect, test, type Page } from '@playwright/test';
import { openDatabase, type Db } from '../../src/lib/db';
import { E2E_DATABASE_URL } from '../e2e-support';
import { check, joinAs } from './console-support';
import { locales, messages, publicPath, type TestLocale } from './support';

// One at a time: the tests and the server write the same SQLite file.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let database: Db;
test.beforeAll(async () => {
  database = await openDatabase({ dialect: 'sqlite', file: E2E_DATABASE_URL });
  await database.ready;
});
test.afterAll(async () => database?.db.destroy());

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

const saved = (page: Page, locale: TestLocale) =>
  expect(page.getByTestId('save-status')).toContainText(
    messages[locale].ConsoleNews.saveState.saved.split('{')[0]!.trim(),
  );

for (const locale of locales) {
  const t = messages[locale].ConsoleNews;

  test(`an editor writes an article, which autosaves and is refused while incomplete (${locale})`, async ({
    page,
  }) => {
    await joinAs(page, 'editor', locale, 'Erin Editor');
    await page.goto(publicPath('/console/news', locale));
    await check(page, `news-list-${locale}`);
    const slug = uniqueSlug('write', locale);
    await newArticle(page, locale, slug);
    await fillLanguage(page, locale, 'en', 'Houston warehouse opens');
    await saved(page, locale);
    const row = await database.db
      .selectFrom('news_articles')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    expect(row.title_en).toBe('Houston warehouse opens');
    expect(row.body_en).toContain('## ');

    await page.getByTestId('publish').click();
    const missing = page.getByTestId('missing-fields');
    await expect(missing).toContainText(t.missing.cover);
    await expect(missing).toContainText(t.missing.title.replace('{language}', t.chinese));
    await check(page, `news-editor-${locale}`);
  });
}
