import type { Kysely, Selectable } from 'kysely';
import type { Locale } from '@/i18n/routing';
import type { DeskActor } from '@/lib/console/history';
import type { NewsCategory } from '@/lib/content/schemas';
import type { Database, NewsArticlesTable, NewsRevisionsTable } from '@/lib/db/types';
import { toJson } from '@/lib/db/json';
import { inTransaction } from '@/lib/db/transaction';
import { recordAudit } from '@/lib/staff/audit';
import type { AuditAction } from '@/lib/staff/audit-actions';
import { rowOfContent, type ArticleContent } from './content';
import { slugProblem } from './slug';

/**
 * The write side of articles: what staff do to an article's working copy (the row of
 * news_articles). Every change is one transaction with its revision and its audit entry; a save
 * names the version it was based on, so two editors are told instead of overwriting each other.
 */

/** The staff member making a change, or null for the scheduler (a system entry). */
export type NewsActor = DeskActor | null;

export type ArticleRow = Selectable<NewsArticlesTable>;

export const AUTOSAVE_MERGE_MS = 10 * 60_000;

/** The audit entry of a change to article `id`, in the change's transaction. */
export async function auditArticle(
  trx: Kysely<Database>,
  id: number,
  actor: NewsActor,
  now: Date,
  action: AuditAction,
  details?: Record<string, unknown>,
): Promise<void> {
  await recordAudit(trx, {
    at: now,
    actor: actor && { id: actor.staff.id, email: actor.staff.email },
    action,
    target: { type: 'article', id: String(id) },
    clientAddress: actor?.clientAddress ?? null,
    details,
  });
}

/** Appends a revision of `content` as article version `version`; answers its id. */
export async function addRevision(
  trx: Kysely<Database>,
  articleId: number,
  revision: {
    version: number;
    kind: NewsRevisionsTable['kind'];
    content: ArticleContent;
    by: NewsActor;
    now: Date;
  },
): Promise<number> {
  const row = await trx
    .insertInto('news_revisions')
    .values({
      article_id: articleId,
      version: revision.version,
      saved_at: revision.now.toISOString(),
      saved_by: revision.by?.staff.id ?? null,
      kind: revision.kind,
      content: toJson(revision.content),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function articleById(db: Kysely<Database>, id: number) {
  return db.selectFrom('news_articles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function articleBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('news_articles').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export type CreateOutcome =
  { outcome: 'created'; id: number; slug: string } | { outcome: 'invalid' | 'taken' };

/** A new draft at address `slug`, empty but for its category and languages. */
export async function createArticle(
  db: Kysely<Database>,
  slug: string,
  category: NewsCategory,
  onlyLocale: Locale | null,
  actor: NewsActor,
  now: Date,
): Promise<CreateOutcome> {
  return inTransaction(db, async (trx) => {
    const problem = await slugProblem(trx, slug);
    if (problem) return { outcome: problem };
    const at = now.toISOString();
    const content: ArticleContent = {
      category,
      cover: null,
      correctedOn: null,
      onlyLocale,
      en: { title: '', summary: '', body: '', coverAlt: '', author: '', tags: [] },
      zh: { title: '', summary: '', body: '', coverAlt: '', author: '', tags: [] },
    };
    const row = await trx
      .insertInto('news_articles')
      .values({
        ...rowOfContent(content),
        slug,
        status: 'draft',
        publish_at: null,
        live_revision_id: null,
        created_at: at,
        created_by: actor?.staff.id ?? null,
        updated_at: at,
        updated_by: actor?.staff.id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await addRevision(trx, id, { version: 1, kind: 'save', content, by: actor, now });
    await auditArticle(trx, id, actor, now, 'news.create', { slug, category, onlyLocale });
    return { outcome: 'created', id, slug };
  });
}

/** Who saved the article last, and when: what an editor whose save was refused is told. */
export type LastSave = { at: string; name: string | null; email: string | null; version: number };

export async function lastSave(db: Kysely<Database>, id: number): Promise<LastSave | undefined> {
  const row = await db
    .selectFrom('news_articles')
    .leftJoin('user', 'user.id', 'news_articles.updated_by')
    .select([
      'news_articles.updated_at as at',
      'news_articles.version as version',
      'user.name as name',
      'user.email as email',
    ])
    .where('news_articles.id', '=', id)
    .executeTakeFirst();
  return row && { ...row, version: Number(row.version) };
}

export type SaveOutcome =
  | { outcome: 'saved'; version: number; at: string }
  | { outcome: 'conflict'; last: LastSave }
  | { outcome: 'missing' };

/**
 * Writes `content` as the working copy when the article is still at `expectedVersion` (else
 * answers who saved it since, and when). An explicit save adds a revision; autosaves by the
 * same editor within 10 minutes of their last autosave update that revision instead, so that
 * typing does not bury the history in revisions.
 */
export async function saveArticle(
  db: Kysely<Database>,
  id: number,
  content: ArticleContent,
  expectedVersion: number,
  actor: NewsActor,
  now: Date,
  kind: 'save' | 'autosave' = 'save',
): Promise<SaveOutcome> {
  return inTransaction(db, async (trx) => {
    const at = now.toISOString();
    const updated = await trx
      .updateTable('news_articles')
      .set((eb) => ({
        ...rowOfContent(content),
        version: eb('version', '+', 1),
        updated_at: at,
        updated_by: actor?.staff.id ?? null,
      }))
      .where('id', '=', id)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const last = await lastSave(trx, id);
      return last ? { outcome: 'conflict', last } : { outcome: 'missing' };
    }
    const version = expectedVersion + 1;
    if (kind === 'autosave' && (await mergeAutosave(trx, id, version, content, actor, now)))
      return { outcome: 'saved', version, at };
    await addRevision(trx, id, { version, kind, content, by: actor, now });
    await auditArticle(trx, id, actor, now, 'news.save', { version, kind });
    return { outcome: 'saved', version, at };
  });
}

/** Updates the latest revision when it is this editor's autosave of the last 10 minutes. */
async function mergeAutosave(
  trx: Kysely<Database>,
  id: number,
  version: number,
  content: ArticleContent,
  actor: NewsActor,
  now: Date,
): Promise<boolean> {
  const latest = await trx
    .selectFrom('news_revisions')
    .select(['id', 'kind', 'saved_by', 'saved_at'])
    .where('article_id', '=', id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const recent =
    latest?.kind === 'autosave' &&
    latest.saved_by === (actor?.staff.id ?? null) &&
    now.getTime() - Date.parse(latest.saved_at) <= AUTOSAVE_MERGE_MS;
  if (!recent) return false;
  await trx
    .updateTable('news_revisions')
    .set({ version, saved_at: now.toISOString(), content: toJson(content) })
    .where('id', '=', latest.id)
    .execute();
  return true;
}
