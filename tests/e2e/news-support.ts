import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import type { TestLocale } from './support';

/**
 * What the seed folders (content/seed/news, imported into the database by migration 0008) say
 * should be published, read straight from the files (not through
 * the site's loader), so the browser tests check the site against the content.
 */
export type ExpectedArticle = {
  id: string;
  title: string;
  date: string;
  updated?: string;
  category: string;
  author: string;
  summary: string;
  cover: string;
  coverAlt: string;
  tags: string[];
};

const ROOT = join(process.cwd(), 'content', 'seed', 'news');
const iso = (value: unknown) =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : value === undefined
      ? undefined
      : String(value);

function read(locale: TestLocale): ExpectedArticle[] {
  return readdirSync(ROOT)
    .filter((id) => existsSync(join(ROOT, id, `${locale}.md`)))
    .map((id) => ({ id, data: matter(readFileSync(join(ROOT, id, `${locale}.md`), 'utf8')).data }))
    .filter(({ data }) => data.draft !== true)
    .map(({ id, data }) => ({
      id,
      title: String(data.title),
      date: iso(data.date)!,
      updated: iso(data.updated),
      category: String(data.category),
      author: String(data.author),
      summary: String(data.summary),
      cover: String(data.cover),
      coverAlt: String(data.coverAlt),
      tags: (data.tags ?? []) as string[],
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** Published articles per language, newest first. */
export const published = { en: read('en'), zh: read('zh') };

/** Ids of article folders whose files are all drafts. */
export const draftIds = readdirSync(ROOT).filter(
  (id) => !published.en.some((a) => a.id === id) && !published.zh.some((a) => a.id === id),
);

/** The languages an article is published in. */
export const localesOf = (id: string): TestLocale[] =>
  (['en', 'zh'] as const).filter((l) => published[l].some((a) => a.id === id));
