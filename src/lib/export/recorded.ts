import type { Kysely } from 'kysely';
import { recordDeskAudit, type DeskActor } from '@/lib/console/history';
import { inTransaction } from '@/lib/db/transaction';
import type { Database } from '@/lib/db/types';
import type { AuditAction } from '@/lib/staff/audit-actions';

/**
 * A console download, recorded: `read` makes the file in the transaction that records the
 * export's audit entry `action` (its `details`: what was asked and how much it holds), so every
 * file the console hands out is in the log with what was in it.
 */
export async function exportRecorded(
  db: Kysely<Database>,
  by: DeskActor,
  now: Date,
  action: AuditAction,
  read: (trx: Kysely<Database>) => Promise<{ csv: string; details: Record<string, unknown> }>,
): Promise<string> {
  return inTransaction(db, async (trx) => {
    const { csv, details } = await read(trx);
    await recordDeskAudit(trx, by, now, { action, details });
    return csv;
  });
}
