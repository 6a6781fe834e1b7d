import type { Kysely } from 'kysely';
import type { DeskActor } from '@/lib/console/history';
import { decodeCursor, type Cursor } from '@/lib/console/keyset';
import type { Database } from '@/lib/db/types';
import { excelCsv } from '@/lib/export/csv';
import { exportRecorded } from '@/lib/export/recorded';
import { searchParam, type SearchParams } from '@/lib/http/search-params';
import { listAudit, type AuditFilters, type AuditRow } from './audit';

/**
 * The audit screen's filters as its address carries them (the page and the CSV export read the
 * same address), and the export's sheet. Dates are Beijing calendar days, as the staff read them.
 */

export type AuditForm = {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
};

const AUDIT_FIELDS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (day: string) => DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));

/** Midnight in Beijing (UTC+8, no daylight saving) of `day`, `plusDays` later, as an ISO instant. */
function beijingMidnight(day: string, plusDays = 0): string {
  const start = new Date(`${day}T00:00:00+08:00`);
  return new Date(start.getTime() + plusDays * 86_400_000).toISOString();
}

/**
 * The filters of an address: what the form shows again (invalid dates left out), the library's
 * filters (`to` includes that whole day) and the page's cursor.
 */
export function auditQueryOf(query: SearchParams): {
  form: AuditForm;
  filters: AuditFilters;
  cursor?: Cursor;
} {
  const value = (key: string) => searchParam(query, key, 320) ?? '';
  const day = (key: string) => (validDay(value(key)) ? value(key) : '');
  const form: AuditForm = {
    actor: value('actor').toLowerCase(),
    action: value('action'),
    targetType: value('targetType'),
    targetId: value('targetId'),
    from: day('from'),
    to: day('to'),
  };
  const filters: AuditFilters = {
    ...(form.actor && { actorEmail: form.actor }),
    ...(form.action && { action: form.action }),
    ...((form.targetType || form.targetId) && {
      target: {
        ...(form.targetType && { type: form.targetType }),
        ...(form.targetId && { id: form.targetId }),
      },
    }),
    ...(form.from && { since: beijingMidnight(form.from) }),
    ...(form.to && { until: beijingMidnight(form.to, 1) }),
  };
  return { form, filters, cursor: decodeCursor(searchParam(query, 'after')) };
}

/** The address query of `form` (its filled fields only), for links and the export. */
export function auditSearch(form: AuditForm, extra: Record<string, string> = {}): string {
  const entries = AUDIT_FIELDS.filter((key) => form[key]).map((key) => [key, form[key]]);
  return new URLSearchParams([...entries, ...Object.entries(extra)]).toString();
}

const header = [
  'at (UTC)',
  'actor',
  'action',
  'target type',
  'target',
  'client address',
  'details',
] as const;

/** The export: one row per entry, newest first, as stored (details as their JSON). */
export function auditCsv(rows: AuditRow[]): string {
  return excelCsv(
    header,
    rows.map((r) => [
      r.at,
      r.actor_email,
      r.action,
      r.target_type,
      r.target_id,
      r.client_address,
      r.details,
    ]),
  );
}

/** The most entries one export holds; a narrower filter (dates) exports the rest. */
const EXPORT_LIMIT = 100_000;

/**
 * The audit screen's entries as CSV (`audit.export`): the export itself is recorded, with its
 * filters and the count, in the transaction that reads the entries.
 */
export async function exportAuditRecorded(
  db: Kysely<Database>,
  { form, filters }: { form: AuditForm; filters: AuditFilters },
  by: DeskActor,
  now: Date,
): Promise<string> {
  return exportRecorded(db, by, now, 'audit.export', async (trx) => {
    const rows = await listAudit(trx, { ...filters, limit: EXPORT_LIMIT });
    return { csv: auditCsv(rows), details: { ...form, entries: rows.length } };
  });
}
