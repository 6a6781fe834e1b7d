import type { Kysely, Selectable } from 'kysely';
import { newestFirst, pageOf, type Cursor } from '@/lib/console/keyset';
import type { AuditLogTable, Database } from '@/lib/db/types';
import type { AuditAction } from './audit-actions';
import { fromJson, toJson } from '@/lib/db/json';

/**
 * The audit log: every change a staff member makes, sign-ins and invitations, the
 * CLI's too, and the bookings shippers make from their accounts. Entries are only ever appended — this module has no update or delete, and nothing
 * else writes the table — so the log is what happened.
 */

/**
 * Who did it: a signed-in staff member, a shipper's account (its id `account:<account id>` and
 * no address: the log is never changed, so it keeps no personal data), or null for the CLI (run
 * on the server itself).
 */
export type Actor = { id: string; email: string | null } | null;

const ACCOUNT_ACTOR = 'account:';

/**
 * A shipper's account as the audit log names it: never a staff member's id, and no address (once
 * the account is deleted, the id names nobody).
 */
export function accountActor(account: { id: string }): NonNullable<Actor> {
  return { id: `${ACCOUNT_ACTOR}${account.id}`, email: null };
}

/**
 * The audit entry of a shipper's act from their account (accountActor), on a booking of theirs or
 * the account itself, recorded by the act's transaction.
 */
export async function recordAccountAudit(
  trx: Kysely<Database>,
  { account, clientAddress }: { account: { id: string }; clientAddress: string | null },
  now: Date,
  entry: ChangeEntry,
): Promise<void> {
  await recordAuditBy(trx, { actor: accountActor(account), clientAddress }, now, entry);
}

/**
 * Who makes a change that the console and the CLI both make: a staff member, or the CLI (actor
 * null, address `cli`), and from where.
 */
export type ChangedBy = { actor: Actor; clientAddress: string | null };

/** What an entry says of the change itself; who, when and from where are the recorder's. */
export type ChangeEntry = Pick<AuditEntry, 'action' | 'target' | 'details'>;

/** The audit entry of a change `by` made, recorded by the change's transaction. */
export async function recordAuditBy(
  trx: Kysely<Database>,
  { actor, clientAddress }: ChangedBy,
  now: Date,
  entry: ChangeEntry,
): Promise<void> {
  await recordAudit(trx, { ...entry, at: now, actor, clientAddress });
}

/** Whether an entry's actor is a shipper's account (and not a staff member). */
export function isAccountActor(actorId: string | null): boolean {
  return actorId?.startsWith(ACCOUNT_ACTOR) ?? false;
}

/** What the CLI records as the client address: the command ran on the server. */
export const CLI_ADDRESS = 'cli';

export type AuditEntry = {
  at: Date;
  actor: Actor;
  /** 'staff.invite', 'staff.disable', 'enquiries.update', … (a Permission where there is one). */
  action: AuditAction;
  target?: { type: string; id: string };
  clientAddress: string | null;
  /** More about it; never an applicant's or a visitor's personal data. */
  details?: Record<string, unknown>;
};

/** Appends an entry, in the caller's transaction (the one that makes the change). */
export async function recordAudit(trx: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      at: entry.at.toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      target_type: entry.target?.type ?? null,
      target_id: entry.target?.id ?? null,
      client_address: entry.clientAddress,
      details: entry.details ? toJson(entry.details) : null,
    })
    .execute();
}

export type AuditFilters = {
  /** The actor's email, exactly. */
  actorEmail?: string;
  /** An action, or a prefix ending in a dot: 'staff.' is every staff action. */
  action?: string;
  target?: { type?: string; id?: string };
  /** ISO instants: entries at or after `since`, before `until`. */
  since?: string;
  until?: string;
};

export type AuditRow = Selectable<AuditLogTable>;

/** The entries matching every filter given: the one query of the list, the page and the export. */
function auditQuery(db: Kysely<Database>, filters: AuditFilters) {
  let query = db.selectFrom('audit_log').selectAll();
  if (filters.actorEmail) query = query.where('actor_email', '=', filters.actorEmail);
  if (filters.action?.endsWith('.'))
    query = query.where('action', 'like', `${filters.action.replace(/[%_]/g, '')}%`);
  else if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.target?.type) query = query.where('target_type', '=', filters.target.type);
  if (filters.target?.id) query = query.where('target_id', '=', filters.target.id);
  // Stored as toISOString() writes them, so that they compare as text.
  const instant = (value: string) => new Date(value).toISOString();
  if (filters.since) query = query.where('at', '>=', instant(filters.since));
  if (filters.until) query = query.where('at', '<', instant(filters.until));
  return query;
}

/**
 * Entries matching every filter given, newest first by the console's keyset (time `at`, then
 * id), from after `cursor`: at most `limit` (default 500).
 */
export async function listAudit(
  db: Kysely<Database>,
  { cursor, limit = 500, ...filters }: AuditFilters & { cursor?: Cursor; limit?: number } = {},
): Promise<AuditRow[]> {
  const query = newestFirst(auditQuery(db, filters), { time: 'at', cursor, size: limit });
  const rows: AuditRow[] = await query.execute();
  return rows.slice(0, limit);
}

/** An entry as the audit screen shows it: its details read. */
export type AuditEntryView = Omit<AuditRow, 'details'> & {
  details: Record<string, unknown> | null;
};

/** One page of the audit screen: its entries and the next page's cursor. */
export async function auditPage(
  db: Kysely<Database>,
  filters: AuditFilters,
  { cursor, size }: { cursor?: Cursor; size: number },
): Promise<{ rows: AuditEntryView[]; next?: string }> {
  const rows = await newestFirst(auditQuery(db, filters), { time: 'at', cursor, size }).execute();
  const page = pageOf<AuditRow>(rows, size, (row) => ({ at: row.at, id: row.id }));
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      details: fromJson(row.details),
    })),
  };
}
