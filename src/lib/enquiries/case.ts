import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { recordDeskChange, type DeskActor } from '@/lib/console/history';
import { can } from '@/lib/staff/permissions';
import type { EnquiryStatus } from './status';

/**
 * Sales' desk on one enquiry: its status, its assignee and internal notes. Each
 * change is one transaction with its timeline entry (src/lib/console/history.ts, which keeps
 * what it was) and its audit entry (which keeps no visitor data: statuses, ids, a length).
 */

export type DeskOutcome = 'changed' | 'unchanged' | 'missing' | 'refused';

const record = (reference: string) => ({ type: 'enquiry' as const, id: reference });

type Current = { status: string; assignee_id: string | null };

/**
 * One desk change in one transaction: `change` is given the enquiry as it stands (its status and
 * assignee); an enquiry that is not there is 'missing', and nothing changes.
 */
function onEnquiry(
  db: Kysely<Database>,
  reference: string,
  change: (trx: Kysely<Database>, found: Current) => Promise<DeskOutcome>,
): Promise<DeskOutcome> {
  return inTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom('enquiries')
      .select(['status', 'assignee_id'])
      .where('reference', '=', reference)
      .executeTakeFirst();
    return found ? change(trx, found) : 'missing';
  });
}

/** Whoever may be given enquiries: active accounts whose role views them, by name. */
export async function enquiryDesk(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'role', 'banned'])
    .orderBy('name')
    .orderBy('email')
    .execute();
  return rows
    .filter((row) => !row.banned && can(row.role, 'enquiries.view'))
    .map(({ id, name, email }) => ({ id, name, email }));
}

/**
 * Notes the desk's first answer (a reply or a status change) on the enquiry, inside the caller's
 * transaction: the numbers' first-answer time reads it. A later answer keeps the first.
 */
export async function markAnswered(trx: Kysely<Database>, reference: string, now: Date) {
  await trx
    .updateTable('enquiries')
    .set((eb) => ({
      first_answer_at: eb.fn.coalesce('first_answer_at', eb.val(now.toISOString())),
    }))
    .where('reference', '=', reference)
    .execute();
}

/**
 * Sets the status inside `trx` (the caller's transaction): a timeline entry and an audit entry
 * when it changes; a status set to what it is changes nothing. Also used by a reply.
 */
export async function changeStatusIn(
  trx: Kysely<Database>,
  reference: string,
  from: string,
  to: EnquiryStatus,
  by: DeskActor,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('enquiries')
    .set({ status: to, status_at: now.toISOString() })
    .where('reference', '=', reference)
    .execute();
  await markAnswered(trx, reference, now);
  await recordDeskChange(trx, record(reference), by, now, {
    kind: 'status',
    history: { from, to },
    action: 'enquiries.update',
    audit: { status: { from, to } },
  });
}

export async function setEnquiryStatus(
  db: Kysely<Database>,
  reference: string,
  status: EnquiryStatus,
  by: DeskActor,
  now: Date,
): Promise<DeskOutcome> {
  return onEnquiry(db, reference, async (trx, found) => {
    if (found.status === status) return 'unchanged';
    await changeStatusIn(trx, reference, found.status, status, by, now);
    return 'changed';
  });
}

/**
 * Assigns the enquiry to `assigneeId` (an active colleague who may view enquiries: else
 * 'refused') or to nobody (null).
 */
export async function assignEnquiry(
  db: Kysely<Database>,
  reference: string,
  assigneeId: string | null,
  by: DeskActor,
  now: Date,
): Promise<DeskOutcome> {
  return onEnquiry(db, reference, async (trx, found) => {
    const desk = await enquiryDesk(trx);
    const to = assigneeId === null ? null : desk.find((s) => s.id === assigneeId);
    if (to === undefined) return 'refused';
    if (found.assignee_id === (to?.id ?? null)) return 'unchanged';
    const from = desk.find((s) => s.id === found.assignee_id);
    await trx
      .updateTable('enquiries')
      .set({ assignee_id: to?.id ?? null })
      .where('reference', '=', reference)
      .execute();
    // Names as they were, so the timeline reads right after an account is renamed or removed.
    const who = (s: { id: string; name: string } | null | undefined, id: string | null) =>
      id ? { id, name: s?.name ?? null } : null;
    await recordDeskChange(trx, record(reference), by, now, {
      kind: 'assign',
      history: { from: who(from, found.assignee_id), to: who(to, to?.id ?? null) },
      action: 'enquiries.assign',
      audit: { assignee: { from: found.assignee_id, to: to?.id ?? null } },
    });
    return 'changed';
  });
}

/** Adds an internal note (its text in the timeline; the audit entry keeps its length only). */
export async function addEnquiryNote(
  db: Kysely<Database>,
  reference: string,
  text: string,
  by: DeskActor,
  now: Date,
): Promise<DeskOutcome> {
  return onEnquiry(db, reference, async (trx) => {
    await recordDeskChange(trx, record(reference), by, now, {
      kind: 'note',
      history: { text },
      action: 'enquiries.note',
      audit: { length: text.length },
    });
    return 'changed';
  });
}
