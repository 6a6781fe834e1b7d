import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { articleContentSchema, rowOfContent, type ArticleContent } from './content';
import { fromJson } from '@/lib/db/json';
import { addRevision, auditArticle, lastSave, type LastSave, type NewsActor } from './store';

/** An article's history: every save, autosave, publication and restore, newest first. */

export type RevisionSummary = {
  id: number;
  version: number;
  kind: string;
  savedAt: string;
  savedBy: { name: string | null; email: string | null } | null;
};

function revisionsQuery(db: Kysely<Database>, articleId: number) {
  return db
    .selectFrom('news_revisions')
    .leftJoin('user', 'user.id', 'news_revisions.saved_by')
    .select([
      'news_revisions.id as id',
      'news_revisions.version as version',
      'news_revisions.kind as kind',
      'news_revisions.saved_at as savedAt',
      'news_revisions.saved_by as savedById',
      'news_revisions.content as content',
      'user.name as name',
      'user.email as email',
    ])
    .where('news_revisions.article_id', '=', articleId);
}

type RevisionRow = Awaited<ReturnType<ReturnType<typeof revisionsQuery>['execute']>>[number];

const summary = (row: RevisionRow): RevisionSummary => ({
  id: Number(row.id),
  version: Number(row.version),
  kind: row.kind,
  savedAt: row.savedAt,
  savedBy: row.savedById === null ? null : { name: row.name, email: row.email },
});

export async function listRevisions(
  db: Kysely<Database>,
  articleId: number,
): Promise<RevisionSummary[]> {
  const rows = await revisionsQuery(db, articleId).orderBy('news_revisions.id', 'desc').execute();
  return rows.map(summary);
}

/** One revision of the article, with its content; undefined for any other id. */
export async function revisionOf(
  db: Kysely<Database>,
  articleId: number,
  revisionId: number,
): Promise<(RevisionSummary & { content: ArticleContent }) | undefined> {
  const row = await revisionsQuery(db, articleId)
    .where('news_revisions.id', '=', revisionId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...summary(row), content: articleContentSchema.parse(fromJson(row.content)) };
}

export type RestoreOutcome =
  | { outcome: 'restored'; version: number }
  | { outcome: 'conflict'; last: LastSave }
  | { outcome: 'missing' };

/**
 * The working copy becomes that revision's content (a new revision of kind `restore`); like a
 * save, refused when someone saved since `expectedVersion`. Nothing public changes until the
 * article is published again.
 */
export async function restoreRevision(
  db: Kysely<Database>,
  articleId: number,
  revisionId: number,
  expectedVersion: number,
  actor: NewsActor,
  now: Date,
): Promise<RestoreOutcome> {
  return inTransaction(db, async (trx) => {
    const revision = await revisionOf(trx, articleId, revisionId);
    if (!revision) return { outcome: 'missing' };
    const updated = await trx
      .updateTable('news_articles')
      .set((eb) => ({
        ...rowOfContent(revision.content),
        version: eb('version', '+', 1),
        updated_at: now.toISOString(),
        updated_by: actor?.staff.id ?? null,
      }))
      .where('id', '=', articleId)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const last = await lastSave(trx, articleId);
      return last ? { outcome: 'conflict', last } : { outcome: 'missing' };
    }
    const version = expectedVersion + 1;
    const content = revision.content;
    await addRevision(trx, articleId, { version, kind: 'restore', content, by: actor, now });
    await auditArticle(trx, articleId, actor, now, 'news.restore', {
      revision: revisionId,
      version,
    });
    return { outcome: 'restored', version };
  });
}
