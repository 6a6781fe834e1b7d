import { sql, type Kysely } from 'kysely';
import { newestFirst, pageOf, type Cursor } from '@/lib/console/keyset';
import type { NewsCategory } from '@/lib/content/schemas';
import type { Database } from '@/lib/db/types';

/** The console's list of articles: filtered, most recently saved first, by keyset. */

export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export type ArticleFilters = { status?: ArticleStatus; category?: NewsCategory; text?: string };

export type ArticleListRow = {
  id: number;
  slug: string;
  category: string;
  status: string;
  publish_at: string | null;
  updated_at: string;
  title_en: string;
  title_zh: string;
  only_locale: string | null;
  live_revision_id: number | null;
};

/** `text` as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const usable = (cursor?: Cursor) =>
  cursor && /^\d+$/.test(String(cursor.id)) ? { ...cursor, id: Number(cursor.id) } : undefined;

export async function listArticles(
  db: Kysely<Database>,
  filters: ArticleFilters,
  cursor?: Cursor,
  size = 50,
): Promise<{ rows: ArticleListRow[]; next?: string }> {
  let query = db
    .selectFrom('news_articles')
    .select([
      'id',
      'slug',
      'category',
      'status',
      'publish_at',
      'updated_at',
      'title_en',
      'title_zh',
      'only_locale',
      'live_revision_id',
    ]);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.category) query = query.where('category', '=', filters.category);
  const text = filters.text?.trim();
  if (text) {
    const pattern = containing(text);
    // lower() on both sides: the same case folding on SQLite and PostgreSQL.
    query = query.where((eb) =>
      eb.or(
        (['title_en', 'title_zh'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`,
        ),
      ),
    );
  }
  const rows = await newestFirst(query, {
    time: 'updated_at',
    cursor: usable(cursor),
    size,
  }).execute();
  const page = pageOf(rows, size, (row) => ({ at: row.updated_at, id: Number(row.id) }));
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      id: Number(row.id),
      live_revision_id: row.live_revision_id === null ? null : Number(row.live_revision_id),
    })),
  };
}
