import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { NEWS_IMAGE_FILE } from '@/lib/content/schemas';
import { ARTICLE_ID, ARTICLE_ID_MAX_LENGTH } from './paths';

/**
 * An image of an article (news_images), by the article's address or one of its old addresses,
 * whatever the article's status: the console's preview shows a draft's images too (their names
 * are listed nowhere public). Undefined for any other name.
 */
export async function readMedia(
  db: Kysely<Database>,
  slug: string,
  name: string,
): Promise<{ body: Uint8Array; contentType: string } | undefined> {
  if (!ARTICLE_ID.test(slug) || slug.length > ARTICLE_ID_MAX_LENGTH || !NEWS_IMAGE_FILE.test(name))
    return undefined;
  const row = await db
    .selectFrom('news_images as i')
    .innerJoin('news_articles as a', 'a.id', 'i.article_id')
    .leftJoin('news_redirects as r', 'r.article_id', 'a.id')
    .select(['i.content', 'i.content_type'])
    .where('i.name', '=', name)
    .where((eb) => eb.or([eb('a.slug', '=', slug), eb('r.old_slug', '=', slug)]))
    .executeTakeFirst();
  return row && { body: new Uint8Array(row.content), contentType: row.content_type };
}
