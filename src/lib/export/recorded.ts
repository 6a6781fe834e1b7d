import type { Kysely } from 'kysely';
import type { DeskActor } from '@/lib/console/history';
import { inTransaction } from '@/lib/db/transaction';
import type { Database } from '@/lib/db/types';
import type { AuditAction } from '@/lib/staff/audit-actions';
import { recordAudit } from '@/lib/staff/audit';

/**
 * A console download, recorded: `read` makes the file in the transaction that records the
 * export's audit entry `action` (its `details`: what was asked and how much it holds), so every
 * file the console hands out is in the log with what was in it.
 */
export async function exportRecorded(
  db: Kysely<Database>,
  { staff, clientAddress }: DeskActor,
  now: Date,
  action: AuditAction,
  read: (trx: Kysely<Database>) => Promise<{ csv: string; details: Record<string, unknown> }>,
): Promise<string> {
  return inTransaction(db, async (trx) => {
    const { csv, details } = await read(trx);
    await recordAudit(trx, {
      at: now,
      actor: { id: staff.id, email: staff.email },
      action,
      clientAddress,
      details,
    });
    return csv;
  });
}
