import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { routing, type Locale } from '@/i18n/routing';
import { parseFrontmatter } from '@/lib/content/frontmatter';
import { NEWS_IMAGE_FILE, newsArticleSchema, type NewsFrontmatter } from '@/lib/content/schemas';
import { ARTICLE_ID, ARTICLE_ID_MAX_LENGTH } from './paths';

/** The article folders kept in git before articles moved to the database, imported once by migration 0008. */
export const SEED_NEWS_ROOT = join(process.cwd(), 'content', 'seed', 'news');

/** One language file of a seed article: its frontmatter and Markdown body. */
export type SeedFile = NewsFrontmatter & { locale: Locale; file: string; body: string };

/** A seed folder, checked: its language files (one or two) and its image files. */
export type SeedArticle = { id: string; dir: string; files: SeedFile[]; images: string[] };

const show = (path: string) => relative(process.cwd(), path) || path;

/** Reads one article folder: its language files and images, each checked. */
function readFolder(root: string, id: string): SeedArticle {
  const dir = join(/*turbopackIgnore: true*/ root, id);
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

  const files = routing.locales
    .filter((locale) => existsSync(join(dir, `${locale}.md`)))
    .map((locale) => {
      const path = join(dir, `${locale}.md`);
      const file = show(path);
      const { data, body } = parseFrontmatter(readFileSync(path, 'utf8'), newsArticleSchema, file);
      if (!images.includes(data.cover))
        throw new Error(`${file}: cover "${data.cover}" is not an image file in ${show(dir)}/`);
      if (body.trim().length === 0) throw new Error(`${file}: the article has no body`);
      return { ...data, locale, file, body };
    });
  if (files.length === 0)
    throw new Error(
      `${show(dir)}: holds no article (${routing.locales.map((l) => `${l}.md`).join(' or ')})`,
    );

  // The languages of one article tell the same story: same date, category and cover (the
  // database keeps one of each per article).
  const [first, ...others] = files;
  for (const other of others)
    for (const field of ['date', 'category', 'cover'] as const)
      if (other[field] !== first![field])
        throw new Error(
          `${first!.file} and ${other.file} disagree on ${field} ("${first![field]}" and "${other[field]}")`,
        );
  return { id, dir, files, images };
}

/**
 * Every article folder under a root (content/seed/news by default), checked: folder names, file
 * names, frontmatter, covers and the agreement of the languages. A problem throws, naming the file.
 */
export function readSeedArticles(root = SEED_NEWS_ROOT): SeedArticle[] {
  if (!existsSync(/*turbopackIgnore: true*/ root)) return [];
  return readdirSync(/*turbopackIgnore: true*/ root, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((entry) => {
      if (!entry.isDirectory())
        throw new Error(
          `${show(join(/*turbopackIgnore: true*/ root, entry.name))}: only article folders belong here`,
        );
      return readFolder(root, entry.name);
    });
}
