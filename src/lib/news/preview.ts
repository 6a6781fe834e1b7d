import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/routing';
import type { Database } from '@/lib/db/types';
import { chinaTime } from '@/lib/shipping/calendar';
import { buildArticle, type Article } from './articles';
import { articleLocales, contentOfRow } from './content';
import { listImages } from './images';
import { articleBySlug } from './store';

/** What the console's preview shows of an article's working copy in one language. */
export type ArticlePreview = {
  status: string;
  publishAt: string | null;
  /** The article as its public page would render it; undefined when it is not meant for `lang`. */
  article?: Article;
  /** Why the body cannot be rendered yet (e.g. an image it names is not uploaded). */
  problem?: string;
};

/**
 * The working copy (news_articles row, any status) of the article at an address, in a language,
 * rendered by the public page's own function (buildArticle); undefined for an unknown address.
 */
export async function previewArticle(
  db: Kysely<Database>,
  slug: string,
  lang: Locale,
  now: Date,
): Promise<ArticlePreview | undefined> {
  const row = await articleBySlug(db, slug);
  if (!row) return undefined;
  const preview: ArticlePreview = { status: row.status, publishAt: row.publish_at };
  const content = contentOfRow(row);
  if (!articleLocales(content).includes(lang)) return preview;
  const images = await listImages(db, row.id);
  const fields = content[lang];
  try {
    preview.article = buildArticle({
      id: row.slug,
      locale: lang,
      title: fields.title,
      // Not published yet: shown with the day it would go out (its schedule, or today).
      date: chinaTime(row.publish_at ? new Date(row.publish_at) : now).date,
      publishedAt: row.publish_at ?? now.toISOString(),
      ...(content.correctedOn ? { updated: content.correctedOn } : {}),
      category: content.category,
      summary: fields.summary,
      cover: content.cover ?? '',
      coverAlt: fields.coverAlt,
      author: fields.author,
      tags: fields.tags,
      body: fields.body,
      locales: articleLocales(content),
      images,
    });
  } catch (error) {
    preview.problem = error instanceof Error ? error.message : String(error);
  }
  return preview;
}
