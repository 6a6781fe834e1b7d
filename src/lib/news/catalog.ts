import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { routing, type Locale } from '@/i18n/routing';
import { parseFrontmatter } from '@/lib/content/frontmatter';
import { NEWS_IMAGE_FILE, newsArticleSchema, type NewsFrontmatter } from '@/lib/content/schemas';
import { sortNewestFirst } from './listing';
import { ARTICLE_ID, ARTICLE_ID_MAX_LENGTH, articlePath } from './paths';

export const NEWS_ROOT = join(process.cwd(), 'content', 'news');

/** One article in one language, as its file says (the body not yet rendered). */
export type ArticleEntry = NewsFrontmatter & {
  id: string;
  locale: Locale;
  /** The file, relative to the project, for messages: content/news/<id>/<locale>.md */
  file: string;
  /** The folder that holds the article and its images. */
  dir: string;
  /** The Markdown body. */
  body: string;
  /** The languages the article is published in (a draft is not). */
  locales: Locale[];
  /** The image files beside the article. */
  images: string[];
};

export type NewsCatalog = {
  /** Published articles per language, newest first. */
  published: Record<Locale, ArticleEntry[]>;
  /** Every article file, drafts included. */
  all: ArticleEntry[];
};

const show = (path: string) => relative(process.cwd(), path) || path;

/** Reads one article folder: its language files and images, each checked. */
function readFolder(root: string, id: string): ArticleEntry[] {
  const dir = join(root, id);
  if (!ARTICLE_ID.test(id) || id.length > ARTICLE_ID_MAX_LENGTH)
    throw new Error(
      `${show(dir)}: the folder name is the article's address and must be a URL-safe id ` +
        `(lowercase letters, digits and single hyphens, at most ${ARTICLE_ID_MAX_LENGTH} characters)`,
    );
  const names = readdirSync(dir).filter((name) => !name.startsWith('.'));
  const images = names.filter((name) => NEWS_IMAGE_FILE.test(name));
  for (const name of names) {
    if (images.includes(name) || routing.locales.some((l) => name === `${l}.md`)) continue;
    throw new Error(
      `${show(join(dir, name))}: not an article (${routing.locales.map((l) => `${l}.md`).join(', ')}) ` +
        'or an image (lowercase name ending in .jpg, .jpeg, .png or .webp)',
    );
  }

  const entries = routing.locales
    .filter((locale) => existsSync(join(dir, `${locale}.md`)))
    .map((locale) => {
      const path = join(dir, `${locale}.md`);
      const file = show(path);
      const { data, body } = parseFrontmatter(readFileSync(path, 'utf8'), newsArticleSchema, file);
      if (!images.includes(data.cover))
        throw new Error(`${file}: cover "${data.cover}" is not an image file in ${show(dir)}/`);
      if (body.trim().length === 0) throw new Error(`${file}: the article has no body`);
      return { ...data, id, locale, file, dir, body, images, locales: [] as Locale[] };
    });
  if (entries.length === 0)
    throw new Error(
      `${show(dir)}: holds no article (${routing.locales.map((l) => `${l}.md`).join(' or ')})`,
    );

  // The languages of one article tell the same story: same date and category.
  const [first, ...others] = entries;
  for (const other of others)
    for (const field of ['date', 'category'] as const)
      if (other[field] !== first![field])
        throw new Error(
          `${first!.file} and ${other.file} disagree on ${field} ("${first![field]}" and "${other[field]}")`,
        );

  const locales = entries.filter((e) => !e.draft).map((e) => e.locale);
  return entries.map((e) => ({ ...e, locales }));
}

/**
 * Every article under a folder (content/news by default), checked: folder names, file names,
 * frontmatter, covers and the agreement of the languages. A problem throws, naming the file.
 */
export function readNewsCatalog(root = NEWS_ROOT): NewsCatalog {
  // The folder is a parameter (tests read fixtures); the server reads content/ from the project
  // at run time, so the bundler need not trace it.
  const all = readdirSync(/*turbopackIgnore: true*/ root, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => {
      if (!entry.isDirectory())
        throw new Error(
          `${show(join(/*turbopackIgnore: true*/ root, entry.name))}: only article folders belong here`,
        );
      return readFolder(root, entry.name);
    });
  const published = Object.fromEntries(
    routing.locales.map((locale) => [
      locale,
      sortNewestFirst(all.filter((a) => a.locale === locale && !a.draft)),
    ]),
  ) as Record<Locale, ArticleEntry[]>;
  return { published, all };
}

let catalog: NewsCatalog | undefined;

/** content/news, read once per process (the build, or the server for the proxy). */
export function newsCatalog(): NewsCatalog {
  catalog ??= readNewsCatalog();
  return catalog;
}

/** The published articles of a language, newest first. */
export function publishedArticles(locale: Locale): ArticleEntry[] {
  return newsCatalog().published[locale];
}

export function findArticle(locale: Locale, id: string): ArticleEntry | undefined {
  return publishedArticles(locale).find((a) => a.id === id);
}

/** Paths of the articles published in a language but not in every other one. */
export function articlesOnlyIn(locale: Locale): string[] {
  return publishedArticles(locale)
    .filter((a) => a.locales.length < routing.locales.length)
    .map((a) => articlePath(a.id));
}
