import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '@/lib/staff/audit';
import { databaseSetups, useDatabase } from '../support/db';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.(ts|tsx|mts|mjs)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe('the audit log', () => {
  it('is written only by src/lib/staff/audit.ts, which only inserts', () => {
    const writers = [...sources('src'), ...sources('scripts'), ...sources('server')].filter(
      (file) =>
        !file.startsWith(join('src', 'lib', 'db')) &&
        /['"`]audit_log['"`]/.test(readFileSync(file, 'utf8')),
    );
    expect(writers).toEqual([join('src', 'lib', 'staff', 'audit.ts')]);
    const audit = readFileSync(writers[0]!, 'utf8');
    expect(audit).toContain(".insertInto('audit_log')");
    expect(audit).not.toMatch(/updateTable|deleteFrom|onConflict|\bsql\b/);
  });
});

describe.each(databaseSetups())('the audit log in the database ($name)', (setup) => {
  const database = useDatabase(setup);

  it('refuses every UPDATE and DELETE: entries are appended only', async () => {
    const { db } = database.db();
    const entry = {
      at: new Date(),
      actor: null,
      action: 'staff.invite' as const,
      clientAddress: 'cli',
    };
    await recordAudit(db, entry);
    await recordAudit(db, entry);
    await expect(
      db.updateTable('audit_log').set({ action: 'staff.nothing' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    const rows = await db.selectFrom('audit_log').select('action').execute();
    expect(rows.map((row) => row.action)).toEqual(['staff.invite', 'staff.invite']);
  });
});
