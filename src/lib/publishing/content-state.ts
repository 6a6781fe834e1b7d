import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';

/**
 * The published content's version (0008's `content_state`, one row): every change of what the
 * public pages show (an article published, unpublished or edited while published, a position
 * opened, closed or edited) raises it in the transaction that makes the change. Each instance
 * polls it (./sync.ts) and, when it moved, reloads its snapshots (./snapshot.ts) and renders its
 * cached pages again.
 */
export async function bumpContentVersion(trx: Kysely<Database>, now: Date): Promise<void> {
  await trx
    .updateTable('content_state')
    .set((eb) => ({ version: eb('version', '+', 1), changed_at: now.toISOString() }))
    .where('id', '=', 1)
    .execute();
}

/** The current version and when it changed (one indexed row: the poll's whole cost). */
export async function readContentState(
  db: Kysely<Database>,
): Promise<{ version: number; changedAt: string }> {
  const row = await db
    .selectFrom('content_state')
    .select(['version', 'changed_at'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return { version: Number(row.version), changedAt: row.changed_at };
}
