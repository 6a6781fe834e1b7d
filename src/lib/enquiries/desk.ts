import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { Database } from '@/lib/db/types';
import { newestFirst, pageOf, type Cursor } from '@/lib/console/keyset';
import { beijingDays, filterQuery, readListFilters } from '@/lib/console/filters';
import type { SearchParams } from '@/lib/http/search-params';
import { routing } from '@/i18n/routing';
import { ENQUIRY_SERVICES } from './fields';
import { readEnquiryReference } from './reference';
import { ENQUIRY_STATUSES } from './status';
import { overdueBefore } from './overdue';

/**
 * Sales' list of enquiries: the filters of the console's list and CSV export, read
 * once from the query string, and the newest-first keyset pages of the matching enquiries.
 */

const beijingDate = z.iso.date();
const filterSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES),
  service: z.enum(ENQUIRY_SERVICES),
  language: z.enum(routing.locales),
  /** A colleague's user id, or 'unassigned'. */
  assignee: z.string().regex(/^[\w-]{1,64}$/),
  /** Received on or after this Beijing date, on or before `to` (whole days). */
  from: beijingDate,
  to: beijingDate,
  /** A reference, or part of a name, company, email, phone, WeChat ID or message. */
  text: z.string().max(200),
  /** Only the overdue ones (overdue.ts). */
  overdue: z.literal('1'),
});

export type EnquiryFilters = Partial<z.infer<typeof filterSchema>>;
export const FILTER_KEYS = Object.keys(filterSchema.shape) as (keyof EnquiryFilters)[];

/** The filters of a query string (src/lib/console/filters.ts: what is not ours is `ignored`). */
export function readEnquiryFilters(query: SearchParams): {
  filters: EnquiryFilters;
  ignored: (keyof EnquiryFilters)[];
} {
  return readListFilters(filterSchema.shape, query);
}

/** The filters as query parameters again (for the next page's and the export's addresses). */
export function filterParams(filters: EnquiryFilters): URLSearchParams {
  return filterQuery(FILTER_KEYS, filters);
}

/** `text` as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const TEXT_COLUMNS = ['name', 'company', 'email', 'phone', 'wechat', 'message'] as const;

/** `query` narrowed to the enquiries matching every filter given, at `now` (for overdue). */
export function whereEnquiries<Q extends SelectQueryBuilder<Database, 'enquiries', object>>(
  query: Q,
  filters: EnquiryFilters,
  now: Date,
): Q {
  let q = query as SelectQueryBuilder<Database, 'enquiries', object>;
  if (filters.status) q = q.where('status', '=', filters.status);
  if (filters.service) q = q.where('service', '=', filters.service);
  if (filters.language) q = q.where('locale', '=', filters.language);
  if (filters.assignee === 'unassigned') q = q.where('assignee_id', 'is', null);
  else if (filters.assignee) q = q.where('assignee_id', '=', filters.assignee);
  const { since, until } = beijingDays(filters.from, filters.to);
  if (since) q = q.where('created_at', '>=', since);
  if (until) q = q.where('created_at', '<', until);
  if (filters.overdue)
    q = q.where('status', '=', 'new').where('created_at', '<', overdueBefore(now));
  if (filters.text) {
    const pattern = containing(filters.text);
    const reference = readEnquiryReference(filters.text);
    // lower() on both sides: the same case folding on SQLite and PostgreSQL.
    q = q.where((eb) =>
      eb.or([
        ...(reference ? [eb('reference', '=', reference)] : []),
        ...TEXT_COLUMNS.map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`,
        ),
      ]),
    );
  }
  return q as Q;
}

export type EnquiryListRow = {
  id: number;
  reference: string;
  created_at: string;
  locale: string;
  service: string;
  name: string;
  company: string | null;
  status: string;
  assignee_id: string | null;
};

/** Our cursors carry the row's numeric id; anything else is no cursor of this list. */
const usable = (cursor?: Cursor) =>
  cursor && /^\d+$/.test(String(cursor.id)) ? { ...cursor, id: Number(cursor.id) } : undefined;

/** One page (newest first) of the enquiries matching `filters`, and the next page's cursor. */
export async function findEnquiries(
  db: Kysely<Database>,
  filters: EnquiryFilters,
  cursor: Cursor | undefined,
  now: Date,
  size = 50,
): Promise<{ rows: EnquiryListRow[]; next?: string }> {
  const query = db
    .selectFrom('enquiries')
    .select([
      'id',
      'reference',
      'created_at',
      'locale',
      'service',
      'name',
      'company',
      'status',
      'assignee_id',
    ]);
  const rows = await newestFirst(whereEnquiries(query, filters, now), {
    time: 'created_at',
    cursor: usable(cursor),
    size,
  }).execute();
  return pageOf(rows, size, (r) => ({ at: r.created_at, id: r.id }));
}

/** How many enquiries are overdue at `now` (the console's home shows it). */
export async function countOverdue(db: Kysely<Database>, now: Date): Promise<number> {
  const row = await whereEnquiries(db.selectFrom('enquiries'), { overdue: '1' }, now)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
