import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  backupSettings,
  lastSlot,
  pruneBackups,
  recentBackupRuns,
  runScheduledBackup,
} from '@/lib/db/backup-schedule';
import { readEnv } from '@/config/env';
import { databaseSetups, useDatabase } from '../support/db';

const dir = mkdtempSync(join(tmpdir(), 'bw-backups-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('when the daily backup is due', () => {
  it('is the last time Beijing read the hour, at or before now', () => {
    // 2026-11-28 02:59 in Beijing (18:59 UTC the day before): the 27th's 03:00 slot.
    expect(lastSlot(new Date('2026-11-27T18:59:00Z'), 3).toISOString()).toBe(
      '2026-11-26T19:00:00.000Z',
    );
    // 03:00 on the dot and after: that day's.
    expect(lastSlot(new Date('2026-11-27T19:00:00Z'), 3).toISOString()).toBe(
      '2026-11-27T19:00:00.000Z',
    );
    // Hour 0 and 23 Beijing time.
    expect(lastSlot(new Date('2026-11-27T16:30:00Z'), 0).toISOString()).toBe(
      '2026-11-27T16:00:00.000Z',
    );
    expect(lastSlot(new Date('2026-11-27T14:59:00Z'), 23).toISOString()).toBe(
      '2026-11-26T15:00:00.000Z',
    );
  });

  it('is off without BACKUP_DIR, and reads the hour and keeping rules', () => {
    expect(backupSettings(readEnv({}))).toBeNull();
    expect(backupSettings(readEnv({ BACKUP_DIR: '/srv/b' }))).toEqual({
      dir: '/srv/b',
      hour: 3,
      keepDaily: 7,
      keepWeekly: 4,
    });
    expect(() => readEnv({ BACKUP_HOUR: '24' })).toThrow(/BACKUP_HOUR/);
    expect(() => readEnv({ BACKUP_KEEP_DAILY: '0' })).toThrow(/BACKUP_KEEP_DAILY/);
  });
});

describe('keeping rules', () => {
  it('keeps the newest daily ones, then the newest of each older week, and nothing else', () => {
    const folder = mkdtempSync(join(dir, 'prune-'));
    // One backup a day at 03:00 Beijing (19:00 UTC the day before), 1–30 November 2026.
    for (let day = 1; day <= 30; day++) {
      const d = String(day).padStart(2, '0');
      const name = `bridgeway-202611${d}T190000Z-0012_backup_runs.sqlite`;
      writeFileSync(join(folder, name), 'x');
      writeFileSync(join(folder, `${name}.sha256`), 'x');
    }
    writeFileSync(join(folder, 'notes.txt'), 'not a backup');
    expect(pruneBackups(folder, 7, 2)).toBe(21);
    const left = readdirSync(folder).filter((n) => n.endsWith('.sqlite'));
    // The 7 newest: 24–30 (Beijing 25 Nov–1 Dec). Weeks start on Monday in Beijing: the 23rd
    // 19:00 UTC is Tuesday the 24th there, in the week of Monday 23 Nov, which the dailies hold
    // already (the 24th–29th Beijing); the next two older weeks keep their newest: Sunday 22 Nov
    // Beijing (21st UTC) and Sunday 15 Nov Beijing (14th UTC).
    expect(left.map((n) => n.slice(10, 25)).sort()).toEqual([
      '20261114T190000',
      '20261121T190000',
      '20261124T190000',
      '20261125T190000',
      '20261126T190000',
      '20261127T190000',
      '20261128T190000',
      '20261129T190000',
      '20261130T190000',
    ]);
    expect(readdirSync(folder).filter((n) => n.endsWith('.sha256'))).toHaveLength(9);
    expect(existsSync(join(folder, 'notes.txt'))).toBe(true);
  });
});

for (const setup of databaseSetups()) {
  describe(`scheduled backups on ${setup.name}`, () => {
    const opened = useDatabase(setup);
    const settings = {
      dir: join(dir, `scheduled-${setup.name}`),
      hour: 3,
      keepDaily: 2,
      keepWeekly: 0,
    };

    it('makes one a day, records each run, and a failure is recorded and tried again an hour later', async () => {
      const { db } = opened.db();
      const at = (iso: string) => runScheduledBackup(db, new Date(iso), settings, opened.config());
      // No backup since the last slot: one at once.
      expect(await at('2026-11-27T18:59:00Z')).toMatch(/bridgeway-20261127T185900Z-/);
      expect(await at('2026-11-27T18:59:30Z')).toBeNull();
      // The next slot (03:00 Beijing = 19:00 UTC): one more, then nothing until the next day.
      expect(await at('2026-11-27T19:05:00Z')).toMatch(/bridgeway-20261127T190500Z-/);
      expect(await at('2026-11-28T18:50:00Z')).toBeNull();
      // The third in a keep-2 folder deletes the oldest; a folder others can open is in the log.
      chmodSync(settings.dir, 0o750);
      expect(await at('2026-11-28T19:00:00Z')).toMatch(
        /1 older deleted; the folder \S+ is open to other users \(mode 0750\)/,
      );
      expect(readdirSync(settings.dir).filter((n) => /\.(sqlite|pgdump)$/.test(n))).toHaveLength(2);

      // A database that is not there: the run fails, is recorded, and waits an hour to retry.
      const missing = { dialect: 'sqlite' as const, file: join(dir, 'missing.sqlite') };
      const failing = (iso: string) => runScheduledBackup(db, new Date(iso), settings, missing);
      await expect(failing('2026-11-29T19:00:00Z')).rejects.toThrow(/no database/);
      expect(await failing('2026-11-29T19:30:00Z')).toBeNull();
      await expect(failing('2026-11-29T20:01:00Z')).rejects.toThrow(/no database/);

      const runs = await recentBackupRuns(db);
      expect(runs.map((r) => [r.started_at, r.outcome, Number(r.removed)])).toEqual([
        ['2026-11-29T20:01:00.000Z', 'failed', 0],
        ['2026-11-29T19:00:00.000Z', 'failed', 0],
        ['2026-11-28T19:00:00.000Z', 'ok', 1],
        ['2026-11-27T19:05:00.000Z', 'ok', 0],
        ['2026-11-27T18:59:00.000Z', 'ok', 0],
      ]);
      expect(runs[0]!.error).toMatch(/no database/);
      expect(Number(runs[2]!.bytes)).toBeGreaterThan(10_000);
    });
  });
}
