import type { Kysely } from 'kysely';
import { recordDeskAudit, recordDeskChange, type DeskActor } from '@/lib/console/history';
import { decodeCursor, newestFirst, pageOf } from '@/lib/console/keyset';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { listedColumns, type ApplicationRow } from './export';
import { eraseApplications } from './retention';
import { readResume } from './resume-files';
import type { ApplicationStatus } from './status';

/**
 * HR's desk in the console: the applications by position and status, one
 * application, its status and notes (kept in its timeline, src/lib/console/history.ts), its
 * résumé, and deleting it on the applicant's request. Each change and its audit entry are one
 * transaction; audit details hold no applicant's personal data (ids and statuses only).
 */

export const DESK_PAGE_SIZE = 50;

export type DeskFilters = { position?: string; status?: ApplicationStatus; cursor?: string };

const deskColumns = [
  'id',
  'created_at',
  'name',
  'position_id',
  'position_title',
  'city',
  'status',
] as const;
export type DeskRow = Pick<ApplicationRow, (typeof deskColumns)[number]>;

/** One page of applications, newest first, of one position and/or status. */
export async function listDesk(
  db: Kysely<Database>,
  { position, status, cursor }: DeskFilters,
  size = DESK_PAGE_SIZE,
): Promise<{ rows: DeskRow[]; next?: string }> {
  let query = db.selectFrom('applications').select(deskColumns);
  if (position) query = query.where('position_id', '=', position);
  if (status) query = query.where('status', '=', status);
  const rows = await newestFirst(query, {
    time: 'created_at',
    cursor: decodeCursor(cursor),
    size,
  }).execute();
  return pageOf(rows, size, (r) => ({ at: r.created_at, id: r.id }));
}

/**
 * The positions to filter by: the open ones (`open`, in the page's language) and those of
 * applications received for positions since closed, by the title the applicant saw.
 */
export async function deskPositions(
  db: Kysely<Database>,
  open: readonly { id: string; title: string }[],
): Promise<{ id: string; title: string }[]> {
  const known = new Set(open.map((p) => p.id));
  const stored = await db
    .selectFrom('applications')
    .select(['position_id as id', (eb) => eb.fn.max('position_title').as('title')])
    .groupBy('position_id')
    .orderBy('position_id')
    .execute();
  return [...open, ...stored.filter((p) => !known.has(p.id))];
}

/** Everything the applicant sent (but the résumé's bytes), or undefined. */
export async function showApplication(
  db: Kysely<Database>,
  id: string,
): Promise<ApplicationRow | undefined> {
  return db
    .selectFrom('applications')
    .select(listedColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

type Outcome = 'changed' | 'unchanged' | 'missing';

/** Sets an application's status, with its timeline entry and audit entry. */
export async function setApplicationStatus(
  db: Kysely<Database>,
  { id, status }: { id: string; status: ApplicationStatus },
  by: DeskActor,
  now: Date,
): Promise<Outcome> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return 'missing';
    if (row.status === status) return 'unchanged';
    await trx
      .updateTable('applications')
      .set({ status, status_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    const details = { from: row.status, to: status };
    await recordDeskChange(trx, { type: 'application', id }, by, now, {
      kind: 'status',
      history: details,
      action: 'applications.update',
      audit: details,
    });
    return 'changed';
  });
}

/** Adds an internal note to an application's timeline; the audit entry says only that one was. */
export async function addApplicationNote(
  db: Kysely<Database>,
  { id, text }: { id: string; text: string },
  by: DeskActor,
  now: Date,
): Promise<Exclude<Outcome, 'unchanged'>> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('applications')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return 'missing';
    await recordDeskChange(trx, { type: 'application', id }, by, now, {
      kind: 'note',
      history: { text },
      action: 'applications.note',
    });
    return 'changed';
  });
}

/** Deletes an application on the applicant's request: the CLI's `delete` (eraseApplications). */
export async function deleteApplication(
  db: Kysely<Database>,
  id: string,
  by: DeskActor,
  now: Date,
): Promise<boolean> {
  const deleted = await eraseApplications(
    db,
    { reference: id },
    { actor: by.staff, clientAddress: by.clientAddress },
    now,
  );
  return deleted.length > 0;
}

/**
 * An application's résumé, decrypted, with its name and type as uploaded; recorded in the audit
 * log (the id only). Undefined when there is no such application.
 */
export async function downloadResume(
  db: Kysely<Database>,
  id: string,
  by: DeskActor,
  now: Date,
  key?: Buffer,
): Promise<{ name: string; type: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom('applications')
    .select(['resume_name', 'resume_type'])
    .where('id', '=', id)
    .executeTakeFirst();
  const bytes = row && (await readResume(db, id, key));
  if (!row || !bytes) return undefined;
  await recordDeskAudit(db, by, now, {
    action: 'applications.downloadResume',
    target: { type: 'application', id },
  });
  return { name: row.resume_name, type: row.resume_type, bytes };
}
