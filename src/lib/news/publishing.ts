import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import type { Job } from '@/lib/jobs/scheduler';
import { bumpContentVersion } from '@/lib/publishing/content-state';
import { articleLocales, contentOfRow, missingForPublishing, type MissingField } from './content';
import { renderArticleBody } from './render';
import { addRevision, auditArticle, type ArticleRow, type NewsActor } from './store';

/**
 * What stops the working copy from going out: a field missing (missingForPublishing), a cover
 * that is none of the article's images (the editor's form refuses one, but a restored revision or
 * an import may carry it), or a body the public page could not render (a `#` heading, an image
 * the article does not have or without a description, a link that is not a web address):
 * published, it would answer 500.
 */
async function publishProblems(trx: Kysely<Database>, row: ArticleRow): Promise<MissingField[]> {
  const content = contentOfRow(row);
  const missing = missingForPublishing(content);
  const images = await trx
    .selectFrom('news_images')
    .select(['name', 'width', 'height'])
    .where('article_id', '=', row.id)
    .execute();
  if (content.cover && !images.some((image) => image.name === content.cover))
    missing.push({ locale: null, field: 'coverImage' });
  for (const locale of articleLocales(content)) {
    if (missing.some((m) => m.locale === locale && m.field === 'body')) continue;
    try {
      renderArticleBody(content[locale].body, { id: row.slug, locale, images });
    } catch {
      missing.push({ locale, field: 'bodyRules' });
    }
  }
  return missing;
}

/**
 * Publishing: the working copy (the row) becomes a revision of kind `publish`, the
 * live one, which is all the public pages show. Saving a published article changes nothing
 * public until it is published again; every change of what the public sees raises the content
 * version in its transaction, so that every instance renders its pages again.
 */

export type PublishOutcome =
  | { outcome: 'published' | 'scheduled' | 'unpublished' }
  | { outcome: 'incomplete'; missing: MissingField[] }
  | { outcome: 'missing' | 'past' | 'unchanged' };

/**
 * Runs `change` on article `id` in one transaction, the row read inside it: a missing article,
 * then what `refuse` answers for the row, then (with `complete`) a working copy that could not go
 * out (publishProblems) are refused before `change` runs.
 */
async function onArticle(
  db: Kysely<Database>,
  id: number,
  check: { refuse?: (row: ArticleRow) => PublishOutcome | undefined; complete: boolean },
  change: (trx: Kysely<Database>, row: ArticleRow) => Promise<PublishOutcome>,
): Promise<PublishOutcome> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('news_articles')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return { outcome: 'missing' };
    const refused = check.refuse?.(row);
    if (refused) return refused;
    const missing = check.complete ? await publishProblems(trx, row) : [];
    if (missing.length > 0) return { outcome: 'incomplete', missing };
    return change(trx, row);
  });
}

/** Makes `row`'s working copy live, in `trx`; the first publication dates the article. */
async function makeLive(
  trx: Kysely<Database>,
  row: ArticleRow,
  actor: NewsActor,
  now: Date,
  details: Record<string, unknown>,
) {
  const content = contentOfRow(row);
  const version = Number(row.version);
  const revision = await addRevision(trx, row.id, {
    version,
    kind: 'publish',
    content,
    by: actor,
    now,
  });
  const first = row.live_revision_id === null;
  // A scheduled article is dated when it was meant to go out (the job may run a little after).
  const publishAt = first
    ? ((row.status === 'scheduled' ? row.publish_at : null) ?? now.toISOString())
    : row.publish_at;
  await trx
    .updateTable('news_articles')
    .set({ status: 'published', live_revision_id: revision, publish_at: publishAt })
    .where('id', '=', row.id)
    .execute();
  await auditArticle(trx, row.id, actor, now, 'news.publish', { version, revision, ...details });
  await bumpContentVersion(trx, now);
}

/** Publishes the working copy now (an article's first publication or its changes). */
export async function publishArticle(
  db: Kysely<Database>,
  id: number,
  actor: NewsActor,
  now: Date,
): Promise<PublishOutcome> {
  return onArticle(db, id, { complete: true }, async (trx, row) => {
    await makeLive(trx, row, actor, now, {});
    return { outcome: 'published' };
  });
}

/**
 * Schedules an article that is not live (a draft, or one unpublished) for `at`, which must be
 * in the future; it must be complete now (it is checked again when it goes out).
 */
export async function scheduleArticle(
  db: Kysely<Database>,
  id: number,
  at: Date,
  actor: NewsActor,
  now: Date,
): Promise<PublishOutcome> {
  const refuse = (row: ArticleRow): PublishOutcome | undefined =>
    row.status === 'published'
      ? { outcome: 'unchanged' }
      : at.getTime() <= now.getTime()
        ? { outcome: 'past' }
        : undefined;
  return onArticle(db, id, { refuse, complete: true }, async (trx) => {
    await trx
      .updateTable('news_articles')
      .set({ status: 'scheduled', publish_at: at.toISOString() })
      .where('id', '=', id)
      .execute();
    await auditArticle(trx, id, actor, now, 'news.schedule', { at: at.toISOString() });
    return { outcome: 'scheduled' };
  });
}

/**
 * Takes a published article off the site (its address then answers 410), or calls off a
 * schedule (back to a draft, or to unpublished when it was live before).
 */
export async function unpublishArticle(
  db: Kysely<Database>,
  id: number,
  actor: NewsActor,
  now: Date,
): Promise<PublishOutcome> {
  const refuse = (row: ArticleRow): PublishOutcome | undefined =>
    row.status !== 'published' && row.status !== 'scheduled' ? { outcome: 'unchanged' } : undefined;
  return onArticle(db, id, { refuse, complete: false }, async (trx, row) => {
    const wasLive = row.live_revision_id !== null;
    await trx
      .updateTable('news_articles')
      .set({
        status: wasLive ? 'unpublished' : 'draft',
        publish_at: row.status === 'scheduled' && !wasLive ? null : row.publish_at,
      })
      .where('id', '=', id)
      .execute();
    await auditArticle(trx, id, actor, now, 'news.unpublish', { from: row.status });
    if (row.status === 'published') await bumpContentVersion(trx, now);
    return { outcome: 'unpublished' };
  });
}

/**
 * The scheduler's job: publishes the working copy of every scheduled article whose time has
 * come; one that is no longer complete goes back to the drafts (a system audit entry says what
 * it lacked). Answers how many went out and how many went back.
 */
export async function publishDueArticles(
  db: Kysely<Database>,
  now: Date,
): Promise<{ published: number; returned: number }> {
  const due = await db
    .selectFrom('news_articles')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', now.toISOString())
    .orderBy('publish_at')
    .execute();
  let published = 0;
  let returned = 0;
  for (const { id } of due) {
    // Another instance or an editor got there first: no longer scheduled, it is left alone.
    const refuse = (row: ArticleRow): PublishOutcome | undefined =>
      row.status !== 'scheduled' ? { outcome: 'unchanged' } : undefined;
    await onArticle(db, Number(id), { refuse, complete: false }, async (trx, row) => {
      const missing = await publishProblems(trx, row);
      if (missing.length === 0) {
        await makeLive(trx, row, null, now, { scheduled: row.publish_at });
        published += 1;
        return { outcome: 'published' };
      }
      await trx
        .updateTable('news_articles')
        .set({ status: row.live_revision_id === null ? 'draft' : 'unpublished', publish_at: null })
        .where('id', '=', row.id)
        .execute();
      await auditArticle(trx, row.id, null, now, 'news.schedule.failed', { missing });
      returned += 1;
      return { outcome: 'unpublished' };
    });
  }
  return { published, returned };
}

/** Scheduled articles go out within a minute of their time (src/lib/jobs/registry.ts). */
export const newsJobs: readonly Job[] = [
  {
    name: 'scheduled articles',
    everyMs: 20_000,
    async run(db, now) {
      const { published, returned } = await publishDueArticles(db, now);
      if (published + returned === 0) return null;
      return `published ${published} scheduled article(s), ${returned} returned to drafts`;
    },
  },
];
