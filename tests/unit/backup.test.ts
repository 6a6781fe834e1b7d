import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseConfig } from '@/lib/db';
import {
  backupFileName,
  inspectBackup,
  makeBackup,
  restoreBackup,
  sha256Of,
} from '@/lib/db/backup';
import { migrationNames } from '@/lib/db/migrations';
import { contentsAt, emptyDatabases, tableContents } from '../support/backup';
import { databaseSetups, useDatabase } from '../support/db';

const dir = mkdtempSync(join(tmpdir(), 'bw-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of a backup with its checksum file rewritten to match what it now holds. */
async function resealed(file: string, name: string, edit: (copy: string) => void | Promise<void>) {
  const copy = join(dir, name);
  writeFileSync(copy, readFileSync(file));
  await edit(copy);
  writeFileSync(`${copy}.sha256`, `${await sha256Of(copy)}  ${name}\n`);
  return copy;
}

const emptyDatabase = emptyDatabases();

describe('backup file names', () => {
  it('carry the UTC time and the schema version', () => {
    expect(
      backupFileName('sqlite', new Date('2026-11-27T15:01:02.345Z'), '0010_tracking_token_makers'),
    ).toBe('bridgeway-20261127T150102Z-0010_tracking_token_makers.sqlite');
    expect(backupFileName('postgres', new Date('2026-01-02T03:04:05Z'), '0009_x')).toBe(
      'bridgeway-20260102T030405Z-0009_x.pgdump',
    );
  });
});

const pgDump = spawnSync('pg_dump', ['--version']).status === 0;

for (const setup of databaseSetups()) {
  describe.skipIf(setup.name === 'PostgreSQL' && !pgDump)(
    `backup and restore on ${setup.name}`,
    () => {
      const source = useDatabase(setup);
      let backup = '';
      const latest = migrationNames().at(-1)!;

      it('makes a checked copy at the current schema, and restores it into an empty database', async () => {
        const made = await makeBackup(source.config(), { dir });
        backup = made.file;
        expect(made.schemaVersion).toBe(latest);
        expect(made.file).toContain(`-${latest}.`);
        expect(statSync(made.file).mode & 0o777).toBe(0o600);
        expect(readFileSync(made.checksumFile, 'utf8')).toMatch(/^[0-9a-f]{64} {2}bridgeway-/);

        const into = await emptyDatabase(setup.name);
        try {
          await restoreBackup(made.file, into);
          expect(await contentsAt(into)).toEqual(await tableContents(source.db()));
          // Not again into what now holds data, unless forced.
          await expect(restoreBackup(made.file, into)).rejects.toThrow(/not empty/);
          await expect(restoreBackup(made.file, into, { force: true })).resolves.toMatchObject({
            schemaVersion: latest,
          });
        } finally {
          if (into.dialect === 'sqlite') rmSync(into.file, { force: true });
        }
      });

      /** Each refusal leaves the target as it was: for SQLite, no file at all. */
      async function refused(file: string, message: RegExp) {
        const into: DatabaseConfig =
          setup.name === 'SQLite'
            ? { dialect: 'sqlite', file: join(dir, `refused-${Math.random()}.sqlite`) }
            : await emptyDatabase(setup.name);
        await expect(restoreBackup(file, into)).rejects.toThrow(message);
        if (into.dialect === 'sqlite') expect(existsSync(into.file)).toBe(false);
        else {
          const { Client } = await import('pg');
          const client = new Client({ connectionString: into.url });
          await client.connect();
          const { rows } = await client.query(
            "select count(*)::int as n from pg_tables where schemaname = 'public'",
          );
          await client.end();
          expect(rows[0].n).toBe(0);
        }
      }

      it('refuses a backup changed after it was made (checksum), writing nothing', async () => {
        const damaged = join(dir, `damaged-${setup.name}`);
        writeFileSync(damaged, readFileSync(backup));
        writeFileSync(`${damaged}.sha256`, readFileSync(`${backup}.sha256`));
        const bytes = readFileSync(damaged);
        bytes[bytes.length >> 1] = bytes[bytes.length >> 1]! ^ 0xff;
        writeFileSync(damaged, bytes);
        await refused(damaged, /does not match its checksum/);
      });

      it('refuses a backup without its checksum file, writing nothing', async () => {
        const unsealed = join(dir, `unsealed-${setup.name}`);
        writeFileSync(unsealed, readFileSync(backup));
        await refused(unsealed, /sha256 is missing/);
      });

      it('refuses a truncated backup even with a matching checksum, writing nothing', async () => {
        // A copy interrupted half-way, then sealed.
        const truncated = await resealed(backup, `truncated-${setup.name}`, (copy) =>
          truncateSync(copy, Math.floor(statSync(copy).size / 2)),
        );
        await refused(truncated, /not a readable database|reading|not a backup/);
      });

      it('refuses a file that is not a backup of this site, writing nothing', async () => {
        const foreign = await resealed(backup, `foreign-${setup.name}`, (copy) =>
          writeFileSync(copy, 'name,email\nAda,ada@example.com\n'),
        );
        await refused(foreign, /not a backup of this site/);
      });

      it('refuses a backup made by a newer version of the site', async () => {
        // The source gains a migration this code does not know, as a newer release would add.
        await sql`insert into kysely_migration (name, timestamp) values ('9999_from_the_future', '2030-01-01T00:00:00.000Z')`.execute(
          source.db().db,
        );
        const newer = await makeBackup(source.config(), { dir }).catch((e: Error) => e);
        // The backup itself refuses to label a schema it does not know.
        expect(newer).toBeInstanceOf(Error);
        expect(String(newer)).toMatch(/newer version of the site/);
        await sql`delete from kysely_migration where name = '9999_from_the_future'`.execute(
          source.db().db,
        );
        if (setup.name !== 'SQLite') return;
        // A file from a newer site, sealed: refused before anything is written.
        const future = await resealed(backup, 'future.sqlite', async (copy) => {
          const { default: SQLite } = await import('better-sqlite3');
          const db = new SQLite(copy);
          db.prepare("insert into kysely_migration (name, timestamp) values ('9999_x', 'x')").run();
          db.close();
        });
        await expect(inspectBackup(future)).rejects.toThrow(
          /newer version of the site \(schema 9999_x\)/,
        );
        await refused(future, /newer version/);
      });
    },
  );
}

describe('a backup restores only into its own kind of database', () => {
  it('refuses a SQLite backup for PostgreSQL', async () => {
    const sqliteFile = join(dir, 'kind.sqlite');
    const opened = await openDatabase({ dialect: 'sqlite', file: sqliteFile });
    await opened.ready;
    await opened.db.destroy();
    const { file } = await makeBackup(
      { dialect: 'sqlite', file: sqliteFile },
      { dir: join(dir, 'kind') },
    );
    await expect(
      restoreBackup(file, { dialect: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' }),
    ).rejects.toThrow(/SQLite backup: it restores into a SQLite file only/);
  });
});
