import { join } from 'node:path';
import type { Root } from 'hast';
import type { Locale } from '@/i18n/routing';
import { findArticle, type ArticleEntry } from './catalog';
import { mediaUrl } from './paths';
import { readingMinutes } from './reading-time';
import { imageSize, renderArticleBody } from './render';

export type ArticleImage = { src: string; alt: string; width: number; height: number };

/** A published article ready for its page: the body as a tree, reading time, cover size. */
export type Article = ArticleEntry & {
  tree: Root;
  readingMinutes: number;
  coverImage: ArticleImage;
};

const cache = new Map<string, Promise<Article>>();

async function build(entry: ArticleEntry): Promise<Article> {
  const [{ tree, text }, size] = await Promise.all([
    renderArticleBody(entry.body, entry),
    imageSize(join(entry.dir, entry.cover)),
  ]);
  return {
    ...entry,
    tree,
    readingMinutes: readingMinutes(text),
    coverImage: { src: mediaUrl(entry.id, entry.cover), alt: entry.coverAlt, ...size },
  };
}

/** A published article in a language, rendered once; undefined for a draft or unknown id. */
export function loadArticle(locale: Locale, id: string): Promise<Article | undefined> {
  const entry = findArticle(locale, id);
  if (!entry) return Promise.resolve(undefined);
  const key = `${locale}/${id}`;
  let article = cache.get(key);
  if (!article) {
    article = build(entry);
    cache.set(key, article);
  }
  return article;
}
