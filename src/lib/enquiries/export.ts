import type { Kysely, Selectable } from 'kysely';
import type { DeskActor } from '@/lib/console/history';
import type { Database } from '@/lib/db/types';
import { fromJson } from '@/lib/db/json';
import { excelCsv } from '@/lib/export/csv';
import { oldestFirst } from '@/lib/export/list';
import { exportRecorded } from '@/lib/export/recorded';
import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';
import { staffNames } from '@/lib/staff/names';
import { whereEnquiries, type EnquiryFilters } from './desk';

/** An enquiry as operators see it (no submission key), its quote parsed. */
/** The columns kept for the numbers (lane, first answer) are not the enquiry's: never listed. */
type ListedColumns = Omit<
  Selectable<Database['enquiries']>,
  'submission_key' | 'lane' | 'first_answer_at'
>;

export type EnquiryRow = Omit<ListedColumns, 'quote'> & {
  quote: QuoteSnapshot | null;
};

const listedColumns = [
  'id',
  'reference',
  'created_at',
  'locale',
  'source',
  'service',
  'name',
  'company',
  'email',
  'phone',
  'wechat',
  'message',
  'quote',
  'consent_at',
  'status',
  'status_at',
  'assignee_id',
] as const;

const parsed = (row: ListedColumns): EnquiryRow => ({
  ...row,
  quote: fromJson(row.quote),
});

/**
 * Enquiries oldest first, optionally those received at or after `since` (ISO), and those
 * matching the console list's `filters` at `now` (its CSV export).
 */
export async function listEnquiries(
  db: Kysely<Database>,
  {
    since,
    filters,
    now = new Date(),
  }: { since?: string; filters?: EnquiryFilters; now?: Date } = {},
): Promise<EnquiryRow[]> {
  const all = db.selectFrom('enquiries').select(listedColumns);
  const query = oldestFirst(filters ? whereEnquiries(all, filters, now) : all, since);
  return (await query.execute()).map(parsed);
}

/**
 * The console list's filters as the CLI's CSV (its `enquiries.export`): the rows, their
 * assignees' names and the download's audit entry (the filters and the row count) in one
 * transaction. A text search is recorded only as given: it may be a visitor's name or address.
 */
export async function exportEnquiriesRecorded(
  db: Kysely<Database>,
  filters: EnquiryFilters,
  by: DeskActor,
  now: Date,
): Promise<string> {
  return exportRecorded(db, by, now, 'enquiries.export', async (trx) => {
    const rows = await listEnquiries(trx, { filters, now });
    const names = await staffNames(
      trx,
      rows.map((r) => r.assignee_id),
    );
    return {
      csv: enquiriesCsv(rows, names),
      details: {
        filters: { ...filters, text: filters.text ? 'given' : undefined },
        rows: rows.length,
      },
    };
  });
}

/** One enquiry by its reference (as normalised by readEnquiryReference), or undefined. */
export async function findEnquiry(
  db: Kysely<Database>,
  reference: string,
): Promise<EnquiryRow | undefined> {
  const row = await db
    .selectFrom('enquiries')
    .select(listedColumns)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row && parsed(row);
}

const header = [
  'reference',
  'received (UTC)',
  'language',
  'service',
  'name',
  'company',
  'email',
  'phone',
  'wechat',
  'message',
  'came from',
  'quote line',
  'quote total (CNY)',
  'quote valid until',
  'price search',
  'status',
  'assigned to',
] as const;

/**
 * The sheet sales opens: one row per enquiry, a quote as its line, total, validity, search,
 * then where it stands and who has it (`assignees`: user id → name, from staffNames).
 */
export function enquiriesCsv(rows: EnquiryRow[], assignees = new Map<string, string>()): string {
  return excelCsv(
    header,
    rows.map((r) => [
      r.reference,
      r.created_at,
      r.locale,
      r.service,
      r.name,
      r.company,
      r.email,
      r.phone,
      r.wechat,
      r.message,
      r.source,
      r.quote?.channel.code,
      r.quote ? (r.quote.totalFen / 100).toFixed(2) : '',
      r.quote?.validUntil,
      r.quote?.query,
      r.status,
      r.assignee_id ? (assignees.get(r.assignee_id) ?? r.assignee_id) : '',
    ]),
  );
}
