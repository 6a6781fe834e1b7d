import type { Kysely } from 'kysely';
import type { DeskActor } from '@/lib/console/history';
import type { Database } from '@/lib/db/types';
import { excelCsv } from '@/lib/export/csv';
import { exportRecorded } from '@/lib/export/recorded';
import type { Period } from './period';
import { businessNumbers, STAGES } from './queries';

/** The numbers page's tables, each downloadable as CSV. */
export const NUMBER_TABLES = ['weeks', 'lanes', 'months'] as const;
export type NumberTable = (typeof NUMBER_TABLES)[number];

export const isNumberTable = (value: unknown): value is NumberTable =>
  NUMBER_TABLES.includes(value as NumberTable);

/**
 * One of the numbers page's tables for `period` as CSV, with its audit entry: the same figures
 * the page shows (businessNumbers), in plain units (yuan, kg) under English column names, as
 * the other console exports are.
 */
export async function exportNumbersRecorded(
  db: Kysely<Database>,
  table: NumberTable,
  period: Period,
  by: DeskActor,
  now: Date,
): Promise<string> {
  return exportRecorded(db, by, now, 'numbers.export', async (trx) => {
    const numbers = await businessNumbers(trx, period);
    const csv =
      table === 'months'
        ? excelCsv(
            ['month', 'online_bookings', 'desk_bookings', 'revenue_cny', 'co2e_kg'],
            numbers.months.map((m) => [m.month, m.online, m.desk, m.revenueFen / 100, m.co2eKg]),
          )
        : excelCsv(
            [table === 'weeks' ? 'week_from' : 'lane', ...STAGES],
            numbers[table].map((row) => [row.key, ...STAGES.map((s) => row.counts[s])]),
          );
    return { csv, details: { table, ...period } };
  });
}
