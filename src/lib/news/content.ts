import type { Selectable } from 'kysely';
import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { newsCategories } from '@/lib/content/schemas';
import type { NewsArticlesTable } from '@/lib/db/types';
import { fromJson, toJson } from '@/lib/db/json';

/*
 * An article's editable fields, as one value: what a revision stores (news_revisions.content, as
 * JSON), what the editor saves and what publishing makes public. The working copy is the row of
 * news_articles (its columns are these fields); the public pages read the live revision's.
 */

/** The limits of each field (the editor's and the public pages'). */
export const ARTICLE_LIMITS = {
  title: 140,
  summaryMin: 20,
  summary: 320,
  coverAltMin: 10,
  coverAlt: 300,
  author: 80,
  tag: 40,
  tags: 8,
  body: 100_000,
} as const;

const localeFields = z.object({
  title: z.string().max(ARTICLE_LIMITS.title),
  summary: z.string().max(ARTICLE_LIMITS.summary),
  body: z.string().max(ARTICLE_LIMITS.body),
  coverAlt: z.string().max(ARTICLE_LIMITS.coverAlt),
  author: z.string().max(ARTICLE_LIMITS.author),
  tags: z.array(z.string().trim().min(1).max(ARTICLE_LIMITS.tag)).max(ARTICLE_LIMITS.tags),
});
export type ArticleLocaleFields = z.infer<typeof localeFields>;

export const articleContentSchema = z.object({
  category: z.enum(newsCategories),
  /** The cover's file name among the article's images; null before one is chosen. */
  cover: z.string().nullable(),
  /** A correction's day, YYYY-MM-DD, shown as "Updated". */
  correctedOn: z.iso.date().nullable(),
  /** Meant for one language's readers only (the other language is then not required). */
  onlyLocale: z.enum(routing.locales).nullable(),
  en: localeFields,
  zh: localeFields,
});
export type ArticleContent = z.infer<typeof articleContentSchema>;

/** The columns of news_articles that hold an article's content. */
type ContentColumns = Pick<
  Selectable<NewsArticlesTable>,
  | 'category'
  | 'cover'
  | 'corrected_on'
  | 'only_locale'
  | `${'title' | 'summary' | 'body' | 'cover_alt' | 'author' | 'tags'}_${Locale}`
>;

/** The working copy of a row as content. */
export function contentOfRow(row: ContentColumns): ArticleContent {
  const fields = (l: Locale): ArticleLocaleFields => ({
    title: row[`title_${l}`],
    summary: row[`summary_${l}`],
    body: row[`body_${l}`],
    coverAlt: row[`cover_alt_${l}`],
    author: row[`author_${l}`],
    tags: fromJson(row[`tags_${l}`]),
  });
  return articleContentSchema.parse({
    category: row.category,
    cover: row.cover,
    correctedOn: row.corrected_on,
    onlyLocale: row.only_locale,
    en: fields('en'),
    zh: fields('zh'),
  });
}

/** The row's columns of a content (the inverse of contentOfRow). */
export function rowOfContent(content: ArticleContent): ContentColumns {
  const columns = (l: Locale) => ({
    [`title_${l}`]: content[l].title,
    [`summary_${l}`]: content[l].summary,
    [`body_${l}`]: content[l].body,
    [`cover_alt_${l}`]: content[l].coverAlt,
    [`author_${l}`]: content[l].author,
    [`tags_${l}`]: toJson(content[l].tags),
  });
  return {
    category: content.category,
    cover: content.cover,
    corrected_on: content.correctedOn,
    only_locale: content.onlyLocale,
    ...columns('en'),
    ...columns('zh'),
  } as ContentColumns;
}

/** The languages an article is meant for: both, or the one it is marked for. */
export function articleLocales(content: Pick<ArticleContent, 'onlyLocale'>): Locale[] {
  return content.onlyLocale ? [content.onlyLocale] : [...routing.locales];
}

/** A field that publishing needs and the content lacks or has wrong: `${locale}.${field}` or a shared field. */
export type MissingField =
  | { locale: Locale; field: 'title' | 'summary' | 'body' | 'bodyRules' | 'coverAlt' | 'author' }
  | { locale: null; field: 'cover' | 'coverImage' };

/**
 * What stops publishing (the site's rule: every page in both languages, unless the article is
 * meant for one language's readers): each language's title, summary (at least 20 characters),
 * body, cover description (at least 10) and author, and a cover image. Empty: publishable.
 */
export function missingForPublishing(content: ArticleContent): MissingField[] {
  const missing: MissingField[] = [];
  if (!content.cover) missing.push({ locale: null, field: 'cover' });
  for (const locale of articleLocales(content)) {
    const f = content[locale];
    const need = {
      title: f.title.trim().length > 0,
      summary: f.summary.trim().length >= ARTICLE_LIMITS.summaryMin,
      body: f.body.trim().length > 0,
      coverAlt: f.coverAlt.trim().length >= ARTICLE_LIMITS.coverAltMin,
      author: f.author.trim().length > 0,
    };
    for (const [field, ok] of Object.entries(need))
      if (!ok) missing.push({ locale, field: field as keyof typeof need });
  }
  return missing;
}
