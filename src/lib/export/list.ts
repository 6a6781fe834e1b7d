import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * A feature's records as operators list and export them: oldest first (by `created_at`, then
 * `id`), optionally only those received at or after `since` (an ISO time).
 */
export function oldestFirst<Query extends SelectQueryBuilder<never, never, object>>(
  query: Query,
  since?: string,
): Query {
  const ordered = query.orderBy(sql`created_at`).orderBy(sql`id`) as Query;
  return since ? (ordered.where(sql<string>`created_at`, '>=', since) as Query) : ordered;
}
