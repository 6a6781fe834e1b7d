import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { recordAuditBy, type ChangeEntry } from '@/lib/staff/audit';
import type { AuditAction } from '@/lib/staff/audit-actions';
import { fromJson, toJson } from '@/lib/db/json';
import type { DeskTimeline } from './desks';

/**
 * A record's timeline in the console (staff_history, 0006): every status change, assignment,
 * note and reply made on an enquiry or an application, with who and when, shown on its page.
 * The audit log says that a change happened (with no personal data); this keeps what it was
 * (a note's text, a reply's words), and goes with its record when that is deleted.
 */

/** A record that has a timeline, as its desk declares it (src/lib/console/desks/). */
export type RecordType = DeskTimeline['record'];
/** What an entry records: the kinds the desks declare for their records' timelines. */
export type HistoryKind = DeskTimeline['kind'];

export type HistoryEntry = {
  at: Date;
  /** The staff member; null for the customer's own request (a fresh booking link). */
  actor: { id: string; name: string } | null;
  kind: HistoryKind;
  /** { from, to } of a status or an assignment, { text } of a note, a reply's { subject, text, mailId }. */
  details: Record<string, unknown>;
};

export type HistoryItem = Omit<HistoryEntry, 'at' | 'actor'> & {
  id: number;
  at: string;
  actor: { id: string | null; name: string | null };
};

/** Appends an entry, in the transaction of the change it records. */
export async function appendHistory(
  trx: Kysely<Database>,
  record: { type: RecordType; id: string },
  entry: HistoryEntry,
): Promise<void> {
  await trx
    .insertInto('staff_history')
    .values({
      record_type: record.type,
      record_id: record.id,
      at: entry.at.toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_name: entry.actor?.name ?? null,
      kind: entry.kind,
      details: toJson(entry.details),
    })
    .execute();
}

/** A record's timeline, oldest first. */
export async function historyOf(
  db: Kysely<Database>,
  record: { type: RecordType; id: string },
): Promise<HistoryItem[]> {
  const rows = await db
    .selectFrom('staff_history')
    .selectAll()
    .where('record_type', '=', record.type)
    .where('record_id', '=', record.id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at,
    actor: { id: row.actor_id, name: row.actor_name },
    kind: row.kind,
    details: fromJson(row.details),
  }));
}

/** Deletes a record's timeline, in the transaction that deletes the record. */
export async function deleteHistory(
  trx: Kysely<Database>,
  record: { type: RecordType; id: string },
): Promise<void> {
  await trx
    .deleteFrom('staff_history')
    .where('record_type', '=', record.type)
    .where('record_id', '=', record.id)
    .execute();
}

/** The staff member making a desk change, and where from (requireStaffAction's answer). */
export type DeskActor = {
  staff: { id: string; email: string; name: string };
  clientAddress: string | null;
};

/** The longest internal note, in characters (enquiries and applications alike). */
export const NOTE_MAX = 2000;

/** What recordDeskChange records of a change: its timeline entry and its audit entry. */
export type DeskChange = {
  kind: HistoryKind;
  history: Record<string, unknown>;
  action: AuditAction;
  audit?: Record<string, unknown>;
};

/**
 * A change made at a desk, recorded twice in the change's transaction: in the record's timeline
 * (`history`: what it was, a note's text included) and in the audit log (`action`, the record as
 * its target, and `audit`: details without a visitor's or applicant's personal data).
 */
export async function recordDeskChange(
  trx: Kysely<Database>,
  record: { type: RecordType; id: string },
  { staff, clientAddress }: DeskActor,
  now: Date,
  change: DeskChange,
): Promise<void> {
  await appendHistory(trx, record, {
    at: now,
    actor: { id: staff.id, name: staff.name },
    kind: change.kind,
    details: change.history,
  });
  await recordDeskAudit(trx, { staff, clientAddress }, now, {
    action: change.action,
    target: record,
    details: change.audit,
  });
}

/**
 * The audit entry of a desk's act, recorded by the act's transaction; on its own for what leaves
 * the timeline as it was (a download, an export, a document's review).
 */
export async function recordDeskAudit(
  trx: Kysely<Database>,
  { staff, clientAddress }: DeskActor,
  now: Date,
  entry: ChangeEntry,
): Promise<void> {
  await recordAuditBy(
    trx,
    { actor: { id: staff.id, email: staff.email }, clientAddress },
    now,
    entry,
  );
}
