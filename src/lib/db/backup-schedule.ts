import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { env, type Env } from '@/config/env';
import type { Job } from '@/lib/jobs/scheduler';
import { databaseConfig, type DatabaseConfig } from '.';
import { makeBackup } from './backup';
import type { Database } from './types';

/**
 * Scheduled backups (docs/operations.md): with BACKUP_DIR set, one a day at BACKUP_HOUR Beijing
 * time (3 by default) — made by whichever instance runs the housekeeping jobs, under their
 * PostgreSQL lock, so by one only — each run recorded in `backup_runs`, and the copies past the
 * keeping rules deleted: the newest BACKUP_KEEP_DAILY (7), and beyond them the newest of each of
 * BACKUP_KEEP_WEEKLY (4) more weeks.
 */

export type BackupSettings = { dir: string; hour: number; keepDaily: number; keepWeekly: number };

export function backupSettings(settings: Env = env()): BackupSettings | null {
  if (!settings.BACKUP_DIR) return null;
  return {
    dir: settings.BACKUP_DIR,
    hour: settings.BACKUP_HOUR ?? 3,
    keepDaily: settings.BACKUP_KEEP_DAILY ?? 7,
    keepWeekly: settings.BACKUP_KEEP_WEEKLY ?? 4,
  };
}

/** How often the job looks whether a backup is due; a failed one is tried again after an hour. */
export const BACKUP_CHECK_EVERY_MS = 10 * 60_000;
const RETRY_AFTER_MS = 3600_000;
const BEIJING_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The last time at or before `now` that the clock in Beijing read `hour`:00. */
export function lastSlot(now: Date, hour: number): Date {
  const beijing = now.getTime() + BEIJING_OFFSET_MS;
  const midnight = beijing - (beijing % DAY_MS);
  let slot = midnight + hour * 3600_000;
  if (slot > beijing) slot -= DAY_MS;
  return new Date(slot - BEIJING_OFFSET_MS);
}

const NAME = /^bridgeway-(\d{8}T\d{6}Z)-[0-9a-z_]+\.(sqlite|pgdump)$/;

/** 20261127T150102Z → its instant. */
const instantOf = (stamp: string) =>
  Date.parse(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
  );

/** Monday 00:00 Beijing time of the week of `instant`, as a number (the week's key). */
const weekOf = (instant: number) => {
  const beijing = instant + BEIJING_OFFSET_MS;
  const day = Math.floor(beijing / DAY_MS);
  // 1 January 1970 was a Thursday: day 0 is weekday 3 counting from Monday.
  return day - ((day + 3) % 7);
};

/**
 * Deletes the backups in `dir` (and their checksum files) that the keeping rules do not keep:
 * the newest `keepDaily`, then the newest of each of `keepWeekly` older weeks. Other files in the
 * folder are left alone. Returns how many backups it deleted.
 */
export function pruneBackups(dir: string, keepDaily: number, keepWeekly: number): number {
  const backups = readdirSync(dir)
    .flatMap((name) => {
      const match = NAME.exec(name);
      return match ? [{ name, at: instantOf(match[1]!) }] : [];
    })
    .sort((a, b) => b.at - a.at);
  const kept = new Set(backups.slice(0, keepDaily).map((b) => b.name));
  const weeks = new Set(backups.slice(0, keepDaily).map((b) => weekOf(b.at)));
  let weekly = 0;
  for (const backup of backups.slice(keepDaily)) {
    if (weekly >= keepWeekly) break;
    const week = weekOf(backup.at);
    if (weeks.has(week)) continue;
    weeks.add(week);
    kept.add(backup.name);
    weekly += 1;
  }
  let removed = 0;
  for (const backup of backups)
    if (!kept.has(backup.name)) {
      rmSync(join(dir, backup.name), { force: true });
      rmSync(join(dir, `${backup.name}.sha256`), { force: true });
      removed += 1;
    }
  return removed;
}

/**
 * Makes the day's backup when it is due at `now` (no successful run since the day's slot, and no
 * failed one in the last hour): records the run, prunes, and answers the log's line. A failure is
 * recorded, then thrown for the scheduler to log.
 */
export async function runScheduledBackup(
  db: Kysely<Database>,
  now: Date,
  settings: BackupSettings,
  config: DatabaseConfig = databaseConfig(),
): Promise<string | null> {
  const slot = lastSlot(now, settings.hour).toISOString();
  const recent = await db
    .selectFrom('backup_runs')
    .select(['started_at', 'outcome'])
    .where('started_at', '>=', slot)
    .orderBy('started_at', 'desc')
    .execute();
  const retryFrom = new Date(now.getTime() - RETRY_AFTER_MS).toISOString();
  if (recent.some((r) => r.outcome === 'ok' || r.started_at > retryFrom)) return null;

  const started = performance.now();
  try {
    const backup = await makeBackup(config, { dir: settings.dir }, now);
    const removed = pruneBackups(settings.dir, settings.keepDaily, settings.keepWeekly);
    const duration = Math.round(performance.now() - started);
    await db
      .insertInto('backup_runs')
      .values({
        started_at: now.toISOString(),
        duration_ms: duration,
        outcome: 'ok',
        file: backup.file,
        bytes: backup.bytes,
        schema_version: backup.schemaVersion,
        removed,
      })
      .execute();
    return `${backup.file} (${backup.bytes} bytes, ${duration} ms)${removed ? `; ${removed} older deleted` : ''}${backup.warning ? `; ${backup.warning}` : ''}`;
  } catch (error) {
    await db
      .insertInto('backup_runs')
      .values({
        started_at: now.toISOString(),
        duration_ms: Math.round(performance.now() - started),
        outcome: 'failed',
        error: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
      })
      .execute();
    throw error;
  }
}

export const backupJobs: readonly Job[] = [
  {
    name: 'backup',
    everyMs: BACKUP_CHECK_EVERY_MS,
    async run(db, now) {
      const settings = backupSettings();
      return settings ? runScheduledBackup(db, now, settings) : null;
    },
  },
];

/** The newest runs, for the admin's console page. */
export function recentBackupRuns(db: Kysely<Database>, limit = 60) {
  return db.selectFrom('backup_runs').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
