import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { recordDeskAudit, type DeskActor } from '@/lib/console/history';
import type { AuditAction } from '@/lib/staff/audit-actions';
import { bumpContentVersion } from '@/lib/publishing/content-state';
import { openingProblems, type Opening, type OpeningProblem, type PositionStatus } from './opening';
import { openingOfRow, rowOfOpening } from './opening-row';

/**
 * The console's job openings desk: create, edit, open, close and reorder. Each change
 * is one transaction with its audit entry and the content version's bump, which makes every
 * instance load the open positions again and render the join-us page anew.
 */

export type StoredOpening = {
  id: string;
  version: number;
  sortOrder: number;
  updatedAt: string;
  updatedBy: string | null;
  opening: Opening;
};

/** Every opening, open and closed, in the page's order. */
export async function listOpenings(db: Kysely<Database>): Promise<StoredOpening[]> {
  const rows = await db
    .selectFrom('positions')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: Number(row.version),
    sortOrder: Number(row.sort_order),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    opening: openingOfRow(row),
  }));
}

export async function findOpening(
  db: Kysely<Database>,
  id: string,
): Promise<StoredOpening | undefined> {
  return (await listOpenings(db)).find((o) => o.id === id);
}

/** What a save or a change of status answers. */
export type SaveOutcome =
  | { ok: true; id: string; version: number }
  | { ok: false; problems: OpeningProblem[] }
  /** Someone saved since the editor loaded `version`: who and when. */
  | { ok: false; conflict: { by: string | null; at: string; version: number } }
  | { ok: false; notFound: true };

/** An id from the English title: lowercase ASCII words joined by hyphens, unique. */
export async function newOpeningId(db: Kysely<Database>, title: string): Promise<string> {
  const base =
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'position';
  const taken = new Set(
    (await db.selectFrom('positions').select('id').where('id', 'like', `${base}%`).execute()).map(
      (r) => r.id,
    ),
  );
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** Creates an opening at the top of the list (the newest first, as the page always had them). */
export async function createOpening(
  db: Kysely<Database>,
  opening: Opening,
  actor: DeskActor,
  now: Date,
): Promise<SaveOutcome> {
  const problems = openingProblems(opening);
  if (problems.length > 0) return { ok: false, problems };
  return inTransaction(db, async (trx) => {
    const id = await newOpeningId(trx, opening.text.en.title);
    await trx
      .updateTable('positions')
      .set((eb) => ({ sort_order: eb('sort_order', '+', 1) }))
      .execute();
    await trx
      .insertInto('positions')
      .values({
        id,
        sort_order: 0,
        ...rowOfOpening(opening),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        updated_by: actor.staff.email,
      })
      .execute();
    await changed(trx, actor, now, 'positions.create', id, { status: opening.status });
    return { ok: true as const, id, version: 1 };
  });
}

/**
 * Saves an opening the editor loaded at `version`; refused when someone saved since (their
 * change is not overwritten) or when it breaks a rule.
 */
export async function updateOpening(
  db: Kysely<Database>,
  input: { id: string; version: number; opening: Opening },
  actor: DeskActor,
  now: Date,
): Promise<SaveOutcome> {
  const problems = openingProblems(input.opening);
  if (problems.length > 0) return { ok: false, problems };
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('positions')
      .set((eb) => ({
        ...rowOfOpening(input.opening),
        version: eb('version', '+', 1),
        updated_at: now.toISOString(),
        updated_by: actor.staff.email,
      }))
      .where('id', '=', input.id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return refusal(trx, input.id);
    await changed(trx, actor, now, 'positions.update', input.id, {
      status: input.opening.status,
    });
    return { ok: true as const, id: input.id, version: input.version + 1 };
  });
}

/** Opens (when it is complete in both languages) or closes an opening; its applications stay. */
export async function setOpeningStatus(
  db: Kysely<Database>,
  input: { id: string; status: PositionStatus },
  actor: DeskActor,
  now: Date,
): Promise<SaveOutcome> {
  return inTransaction(db, async (trx) => {
    const current = await findOpening(trx, input.id);
    if (!current) return { ok: false as const, notFound: true as const };
    const problems = openingProblems({ ...current.opening, status: input.status });
    if (problems.length > 0) return { ok: false as const, problems };
    if (current.opening.status === input.status)
      return { ok: true as const, id: input.id, version: current.version };
    await trx
      .updateTable('positions')
      .set((eb) => ({
        status: input.status,
        version: eb('version', '+', 1),
        updated_at: now.toISOString(),
        updated_by: actor.staff.email,
      }))
      .where('id', '=', input.id)
      .execute();
    const action = input.status === 'open' ? 'positions.open' : 'positions.close';
    await changed(trx, actor, now, action, input.id);
    return { ok: true as const, id: input.id, version: current.version + 1 };
  });
}

/** Moves an opening one place up or down the page; the order is renumbered 0, 1, 2, … */
export async function moveOpening(
  db: Kysely<Database>,
  input: { id: string; direction: 'up' | 'down' },
  actor: DeskActor,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const ids = (await listOpenings(trx)).map((o) => o.id);
    const from = ids.indexOf(input.id);
    const to = from + (input.direction === 'up' ? -1 : 1);
    if (from < 0 || to < 0 || to >= ids.length) return false;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    for (const [order, id] of ids.entries())
      await trx.updateTable('positions').set({ sort_order: order }).where('id', '=', id).execute();
    await changed(trx, actor, now, 'positions.reorder', input.id, {
      direction: input.direction,
      position: to + 1,
    });
    return true;
  });
}

async function refusal(trx: Kysely<Database>, id: string): Promise<SaveOutcome> {
  const row = await trx
    .selectFrom('positions')
    .select(['updated_by', 'updated_at', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return { ok: false, notFound: true };
  return {
    ok: false,
    conflict: { by: row.updated_by, at: row.updated_at, version: Number(row.version) },
  };
}

/** The audit entry and the content version's bump of a change, in its transaction. */
async function changed(
  trx: Kysely<Database>,
  by: DeskActor,
  now: Date,
  action: AuditAction,
  id: string,
  details?: Record<string, unknown>,
) {
  await recordDeskAudit(trx, by, now, { action, target: { type: 'position', id }, details });
  await bumpContentVersion(trx, now);
}
