import type { Root } from 'hast';
import type { Locale } from '@/i18n/routing';
import { newsCatalog, type ArticleEntry, type NewsCatalog } from './catalog';
import { mediaUrl } from './paths';
import { readingMinutes } from './reading-time';
import { renderArticleBody } from './render';

export type ArticleImage = { src: string; alt: string; width: number; height: number };

/** An article ready for its page: the body as a tree, reading time, cover size. */
export type Article = ArticleEntry & {
  tree: Root;
  readingMinutes: number;
  coverImage: ArticleImage;
};

/** An article's content, rendered for its page (the public page's and the console's preview). */
export function buildArticle(entry: ArticleEntry): Article {
  const { tree, text } = renderArticleBody(entry.body, entry);
  const cover = entry.images.find((i) => i.name === entry.cover);
  return {
    ...entry,
    tree,
    readingMinutes: readingMinutes(text),
    coverImage: {
      src: mediaUrl(entry.id, entry.cover),
      alt: entry.coverAlt,
      width: cover?.width ?? 0,
      height: cover?.height ?? 0,
    },
  };
}

// Rendered articles of one catalogue: a reloaded catalogue starts afresh.
const rendered = new WeakMap<NewsCatalog, Map<string, Article>>();

/** A published article in a language, rendered once; undefined for a draft or unknown id. */
export async function loadArticle(locale: Locale, id: string): Promise<Article | undefined> {
  const catalog = await newsCatalog();
  const entry = catalog.published[locale].find((a) => a.id === id);
  if (!entry) return undefined;
  let cache = rendered.get(catalog);
  if (!cache) rendered.set(catalog, (cache = new Map()));
  const key = `${locale}/${id}`;
  let article = cache.get(key);
  if (!article) cache.set(key, (article = buildArticle(entry)));
  return article;
}
