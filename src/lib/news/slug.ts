import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { bumpContentVersion } from '@/lib/publishing/content-state';
import { ARTICLE_ID, ARTICLE_ID_MAX_LENGTH } from './paths';
import { auditArticle, type NewsActor } from './store';

/**
 * An article's address (its slug, the `articleId` of /news-services/<articleId>): unique among
 * the articles' addresses and their old ones, which answer with a permanent redirect.
 */

/** Why `slug` cannot be an address of article `own` (or a new one): invalid, taken, or none. */
export async function slugProblem(
  db: Kysely<Database>,
  slug: string,
  own?: number,
): Promise<'invalid' | 'taken' | undefined> {
  if (!ARTICLE_ID.test(slug) || slug.length > ARTICLE_ID_MAX_LENGTH) return 'invalid';
  const article = await db
    .selectFrom('news_articles')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (article) return 'taken';
  const old = await db
    .selectFrom('news_redirects')
    .select('article_id')
    .where('old_slug', '=', slug)
    .executeTakeFirst();
  // An article may take back one of its own old addresses (its redirect then goes).
  if (old && Number(old.article_id) !== own) return 'taken';
  return undefined;
}

export type AddressOutcome =
  { outcome: 'changed'; slug: string } | { outcome: 'unchanged' | 'missing' | 'invalid' | 'taken' };

/**
 * Moves article `id` to `newSlug`. The old address of an article that was ever published
 * answers with a permanent redirect (readers and search engines have it); a draft's is free.
 */
export async function changeAddress(
  db: Kysely<Database>,
  id: number,
  newSlug: string,
  actor: NewsActor,
  now: Date,
): Promise<AddressOutcome> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('news_articles')
      .select(['slug', 'status', 'live_revision_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return { outcome: 'missing' };
    if (row.slug === newSlug) return { outcome: 'unchanged' };
    const problem = await slugProblem(trx, newSlug, id);
    if (problem) return { outcome: problem };
    await trx.deleteFrom('news_redirects').where('old_slug', '=', newSlug).execute();
    if (row.live_revision_id !== null)
      await trx
        .insertInto('news_redirects')
        .values({ old_slug: row.slug, article_id: id })
        .execute();
    await trx.updateTable('news_articles').set({ slug: newSlug }).where('id', '=', id).execute();
    await auditArticle(trx, id, actor, now, 'news.address', { from: row.slug, to: newSlug });
    if (row.status === 'published') await bumpContentVersion(trx, now);
    return { outcome: 'changed', slug: newSlug };
  });
}
