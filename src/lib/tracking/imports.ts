import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { recordAuditBy, type ChangedBy } from '@/lib/staff/audit';
import { csvToBatch, type ImportError } from './csv-import';
import { ingestTracking } from './store';
import { queueStatusMails } from './subscriptions';
import { recordIngestedEvents } from '@/lib/metrics';

/**
 * The one CSV import, for the CLI (`npm run tracking -- import`) and the console's upload: the
 * file's rules (csvToBatch: all or nothing, every bad row), then in ONE transaction its events,
 * the subscribers' status mails, its line in `tracking_imports` and its audit entry.
 */

export type ImportOutcome =
  | { ok: false; errors: ImportError[] }
  | {
      ok: true;
      id: number;
      rows: number;
      shipments: number;
      events: { new: number; duplicate: number };
      statusChanges: number;
      mails: number;
    };

export async function importTrackingCsv(
  db: Kysely<Database>,
  file: { name: string; text: string },
  by: ChangedBy,
  now: Date,
): Promise<ImportOutcome> {
  const parsed = csvToBatch(file.text, now);
  if (!parsed.ok) return parsed;
  const rows = parsed.batch.events.length;
  const done = await inTransaction(db, async (trx) => {
    let mails = 0;
    const outcome = await ingestTracking(trx, parsed.batch, now, async (inner, changes) => {
      mails = await queueStatusMails(inner, changes, now);
    });
    const stored = await trx
      .insertInto('tracking_imports')
      .values({
        at: now.toISOString(),
        actor_id: by.actor?.id ?? null,
        actor_email: by.actor?.email ?? null,
        file_name: file.name,
        rows,
        shipments: outcome.shipments,
        events: outcome.events.new,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(stored.id);
    await recordAuditBy(trx, by, now, {
      action: 'tracking.import',
      target: { type: 'tracking_import', id: String(id) },
      details: { fileName: file.name, rows, shipments: outcome.shipments, events: outcome.events },
    });
    return {
      ok: true as const,
      id,
      rows,
      shipments: outcome.shipments,
      events: outcome.events,
      statusChanges: outcome.changes.length,
      mails,
    };
  });
  recordIngestedEvents(done.events.new);
  return done;
}

export type ImportRecord = {
  id: number;
  at: string;
  /** Null for the CLI. */
  actorEmail: string | null;
  fileName: string;
  rows: number;
  shipments: number;
  events: number;
};

/** The latest imports, newest first. */
export async function recentImports(db: Kysely<Database>, limit = 20): Promise<ImportRecord[]> {
  const rows = await db
    .selectFrom('tracking_imports')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: r.at,
    actorEmail: r.actor_email,
    fileName: r.file_name,
    rows: Number(r.rows),
    shipments: Number(r.shipments),
    events: Number(r.events),
  }));
}
