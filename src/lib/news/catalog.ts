import type { Kysely } from 'kysely';
import { routing, type Locale } from '@/i18n/routing';
import type { NewsCategory } from '@/lib/content/schemas';
import { fromJson } from '@/lib/db/json';
import type { Database } from '@/lib/db/types';
import { snapshot } from '@/lib/publishing/snapshot';
import { chinaTime } from '@/lib/shipping/calendar';
import { articleLocales, articleContentSchema } from './content';
import { sortNewestFirst } from './listing';
import { articlePath } from './paths';

/** An image of an article, as the pages need it (the bytes stay in the database). */
export type ArticleImageFile = {
  name: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
};

/** One published article in one language: its live revision's fields (the body not yet rendered). */
export type ArticleEntry = {
  id: string;
  locale: Locale;
  title: string;
  /** The day it went out (YYYY-MM-DD, Beijing time). */
  date: string;
  /** The moment it went out (ISO 8601 UTC): orders the articles of one day. */
  publishedAt: string;
  /** A correction's day, shown as "Updated". */
  updated?: string;
  category: NewsCategory;
  summary: string;
  cover: string;
  coverAlt: string;
  author: string;
  tags: string[];
  /** The Markdown body. */
  body: string;
  /** The languages the article is published in. */
  locales: Locale[];
  images: ArticleImageFile[];
};

export type NewsCatalog = {
  /** Published articles per language, newest first. */
  published: Record<Locale, ArticleEntry[]>;
  /** An old address (news_redirects) of a published article → its current id. */
  moved: Map<string, string>;
  /** Addresses (current or old) of unpublished articles: answered 410 Gone. */
  gone: Set<string>;
};

/** The published articles' live revisions, their images and old addresses, from the database. */
export async function loadNewsCatalog(db: Kysely<Database>): Promise<NewsCatalog> {
  const [rows, images, redirects] = await Promise.all([
    db
      .selectFrom('news_articles as a')
      .leftJoin('news_revisions as r', 'r.id', 'a.live_revision_id')
      .select(['a.id', 'a.slug', 'a.status', 'a.publish_at', 'r.content'])
      .where('a.status', 'in', ['published', 'unpublished'])
      .execute(),
    db
      .selectFrom('news_images')
      .select(['article_id', 'name', 'content_type', 'width', 'height', 'size'])
      .orderBy('name')
      .execute(),
    db.selectFrom('news_redirects').select(['old_slug', 'article_id']).execute(),
  ]);
  const published = Object.fromEntries(routing.locales.map((l) => [l, []])) as unknown as Record<
    Locale,
    ArticleEntry[]
  >;
  const slugOf = new Map<number, { slug: string; live: boolean }>();
  const moved = new Map<string, string>();
  const gone = new Set<string>();
  for (const row of rows) {
    const live = row.status === 'published' && row.publish_at !== null && row.content !== null;
    slugOf.set(Number(row.id), { slug: row.slug, live });
    if (!live) {
      gone.add(row.slug);
      continue;
    }
    const content = articleContentSchema.parse(fromJson(row.content!));
    const locales = articleLocales(content);
    const files = images
      .filter((i) => Number(i.article_id) === Number(row.id))
      .map((i) => ({
        name: i.name,
        contentType: i.content_type,
        width: Number(i.width),
        height: Number(i.height),
        size: Number(i.size),
      }));
    for (const locale of locales) {
      const f = content[locale];
      published[locale].push({
        id: row.slug,
        locale,
        title: f.title,
        date: chinaTime(new Date(row.publish_at!)).date,
        publishedAt: row.publish_at!,
        ...(content.correctedOn ? { updated: content.correctedOn } : {}),
        category: content.category,
        summary: f.summary,
        cover: content.cover ?? '',
        coverAlt: f.coverAlt,
        author: f.author,
        tags: f.tags,
        body: f.body,
        locales,
        images: files,
      });
    }
  }
  for (const { old_slug, article_id } of redirects) {
    const target = slugOf.get(Number(article_id));
    if (target?.live) moved.set(old_slug, target.slug);
    else if (target) gone.add(old_slug);
  }
  for (const locale of routing.locales) published[locale] = sortNewestFirst(published[locale]);
  return { published, moved, gone };
}

const news = snapshot('news', loadNewsCatalog);

/** The published news, loaded once per process and again when the content changes. */
export function newsCatalog(): Promise<NewsCatalog> {
  return news.get();
}

/** The published articles of a language, newest first. */
export async function publishedArticles(locale: Locale): Promise<ArticleEntry[]> {
  return (await newsCatalog()).published[locale];
}

export async function findArticle(locale: Locale, id: string): Promise<ArticleEntry | undefined> {
  return (await publishedArticles(locale)).find((a) => a.id === id);
}

/** Paths of the articles published in a language but not in every other one. */
export async function articlesOnlyIn(locale: Locale): Promise<string[]> {
  return (await publishedArticles(locale))
    .filter((a) => a.locales.length < routing.locales.length)
    .map((a) => articlePath(a.id));
}
