import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db';

describe('the SQLite database on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bw-db-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is made in a folder and a file only its owner can read (names and emails are in it)', async () => {
    const file = join(dir, 'data', 'site.sqlite');
    const { db, ready } = await openDatabase({ dialect: 'sqlite', file });
    await ready;
    await db.destroy();
    expect(statSync(join(dir, 'data')).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('is made private when an existing file was readable by others', async () => {
    const file = join(dir, 'old.sqlite');
    writeFileSync(file, '', { mode: 0o644 });
    const { db, ready } = await openDatabase({ dialect: 'sqlite', file });
    await ready;
    await db.destroy();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
