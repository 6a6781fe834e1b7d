import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Database } from '@/lib/db/types';
import { excelCsv } from '@/lib/export/csv';
import { oldestFirst } from '@/lib/export/list';

export type ApplicationRow = Omit<Selectable<Database['applications']>, 'submission_key'>;

/** The applications sent from one email address, in any letter case (`.where(fromEmail(…))`). */
export const fromEmail = (email: string) => (eb: ExpressionBuilder<Database, 'applications'>) =>
  eb(sql<string>`lower(email)`, '=', email.trim().toLowerCase());

/** Every column of an application but its submission key. */
export const listedColumns = [
  'id',
  'created_at',
  'locale',
  'name',
  'email',
  'phone',
  'position_id',
  'position_title',
  'city',
  'experience',
  'message',
  'consent_at',
  'resume_name',
  'resume_type',
  'resume_size',
  'status',
  'status_at',
] as const;

/**
 * Applications oldest first, optionally received at or after `since` (ISO) or sent from one email
 * address (any letter case: for an applicant's request to see their data). No résumé bytes.
 */
export async function listApplications(
  db: Kysely<Database>,
  { since, email }: { since?: string; email?: string } = {},
): Promise<ApplicationRow[]> {
  const query = oldestFirst(db.selectFrom('applications').select(listedColumns), since);
  return (email ? query.where(fromEmail(email)) : query).execute();
}

/** The CSV's columns (the sheet HR opens): all listed but consent time and file type. */
const columns = listedColumns.filter(
  (column) => !['consent_at', 'resume_type', 'status_at'].includes(column),
);

/** CSV for Excel: UTF-8 with a byte-order mark (so Chinese text opens correctly), CRLF lines. */
export function applicationsCsv(rows: Partial<ApplicationRow>[]): string {
  return excelCsv(
    columns,
    rows.map((r) => columns.map((c) => r[c])),
  );
}
