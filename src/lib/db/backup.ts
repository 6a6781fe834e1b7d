import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { DatabaseConfig } from '.';
import { migrationNames } from './migrations';

/**
 * Backups of the site's database and their restore (docs/operations.md).
 *
 * - SQLite: `VACUUM INTO` a new file: one read transaction, so a consistent copy while the site
 *   keeps writing (WAL), never a copy of the live file.
 * - PostgreSQL: `pg_dump --format=custom` (from Debian's postgresql-client).
 * - Each backup's name carries its time (UTC) and schema version (the newest migration it holds);
 *   a `<file>.sha256` beside it (sha256sum's format) is checked before anything is restored.
 * - A restore goes only into an empty database unless forced, refuses a backup whose checksum,
 *   format or schema it cannot trust before writing anything, and migrates the restored
 *   database forward when the backup is older than the code.
 */

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const MIGRATIONS_TABLE = 'kysely_migration';
const EXTENSION = { sqlite: 'sqlite', postgres: 'pgdump' } as const;

export type BackupInfo = {
  file: string;
  checksumFile: string;
  bytes: number;
  sha256: string;
  schemaVersion: string;
  dialect: DatabaseConfig['dialect'];
};

/** 2026-11-27T15:01:02.345Z → 20261127T150102Z */
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** The file name of a backup made at `now` of a database at `schemaVersion`. */
export function backupFileName(
  dialect: DatabaseConfig['dialect'],
  now: Date,
  schemaVersion: string,
): string {
  return `bridgeway-${stamp(now)}-${schemaVersion}.${EXTENSION[dialect]}`;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function writeChecksum(file: string, sha256: string): string {
  const checksumFile = `${file}.sha256`;
  writeFileSync(checksumFile, `${sha256}  ${basename(file)}\n`, { mode: 0o600 });
  return checksumFile;
}

/** Whether a program runs (`--version` answers). */
function installed(program: string): boolean {
  return spawnSync(program, ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Runs a program without blocking (a scheduled backup runs inside the server): its output, or a
 * BackupError with what it said on failure.
 */
function run(program: string, args: string[], what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new BackupError(`${what}: ${error.message}`)));
    child.on('close', (code) => {
      const stdout = Buffer.concat(out).toString('utf8');
      if (code === 0) resolve(stdout);
      else
        reject(
          new BackupError(
            `${what} failed: ${(Buffer.concat(err).toString('utf8') || stdout).trim()}`,
          ),
        );
    });
  });
}

/** The newest known migration among `names`, or why they are not a schema this code can open. */
function schemaVersionOf(names: string[], source: string): string {
  const known = new Set(migrationNames());
  if (names.length === 0)
    throw new BackupError(`${source} is not a backup of this site: it has no schema history`);
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0)
    throw new BackupError(
      `${source} was made by a newer version of the site (schema ${unknown.sort().at(-1)}); ` +
        'update the code before restoring it',
    );
  return [...names].sort().at(-1)!;
}

async function openSqlite(file: string, readonly: boolean) {
  const { default: SQLite } = await import('better-sqlite3');
  return new SQLite(file, { readonly, fileMustExist: readonly });
}

/** The applied migrations of a SQLite file (empty when it has no migrations table). */
async function sqliteMigrations(file: string): Promise<string[]> {
  const db = await openSqlite(file, true);
  try {
    const table = db
      .prepare("select name from sqlite_master where type = 'table' and name = ?")
      .get(MIGRATIONS_TABLE);
    if (!table) return [];
    return (db.prepare(`select name from ${MIGRATIONS_TABLE}`).all() as { name: string }[]).map(
      (r) => r.name,
    );
  } finally {
    db.close();
  }
}

/** Makes a backup of the database into `to` (a file, or a folder for the default name). */
export async function makeBackup(
  config: DatabaseConfig,
  to: { file?: string; dir?: string },
  now = new Date(),
): Promise<BackupInfo> {
  const target = (version: string) =>
    to.file ?? join(to.dir ?? '.data/backups', backupFileName(config.dialect, now, version));
  if (config.dialect === 'sqlite') {
    if (!existsSync(config.file)) throw new BackupError(`no database at ${config.file}`);
    const schemaVersion = schemaVersionOf(await sqliteMigrations(config.file), config.file);
    const file = target(schemaVersion);
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    if (existsSync(file)) throw new BackupError(`${file} exists already`);
    const partial = `${file}.partial`;
    rmSync(partial, { force: true });
    const db = await openSqlite(config.file, false);
    try {
      db.pragma('busy_timeout = 10000');
      db.prepare('vacuum into ?').run(partial);
    } finally {
      db.close();
    }
    renameSync(partial, file);
    return finish(file, schemaVersion, 'sqlite');
  }
  if (!installed('pg_dump'))
    throw new BackupError(
      'pg_dump is not installed: install PostgreSQL’s client programs (apt-get install postgresql-client) and run the backup again',
    );
  const { Client } = await import('pg');
  const client = new Client({ connectionString: config.url });
  await client.connect();
  let names: string[];
  try {
    const exists = await client.query('select to_regclass($1) as t', [MIGRATIONS_TABLE]);
    names = exists.rows[0]?.t
      ? (await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE}`)).rows.map(
          (r) => r.name,
        )
      : [];
  } finally {
    await client.end();
  }
  const schemaVersion = schemaVersionOf(names, 'the database');
  const file = target(schemaVersion);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  if (existsSync(file)) throw new BackupError(`${file} exists already`);
  const partial = `${file}.partial`;
  try {
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', `--file=${partial}`, config.url],
      'pg_dump',
    );
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, file);
  return finish(file, schemaVersion, 'postgres');
}

async function finish(
  file: string,
  schemaVersion: string,
  dialect: BackupInfo['dialect'],
): Promise<BackupInfo> {
  // What the database holds (names, emails, résumés) is the owner's alone in the copy too.
  chmodSync(file, 0o600);
  const sha256 = await sha256Of(file);
  const checksumFile = writeChecksum(file, sha256);
  return { file, checksumFile, bytes: statSync(file).size, sha256, schemaVersion, dialect };
}

/** What a backup file is, checked: its checksum, its format and its schema version. */
export async function inspectBackup(file: string): Promise<Omit<BackupInfo, 'checksumFile'>> {
  if (!existsSync(file)) throw new BackupError(`no such file: ${file}`);
  const checksumFile = `${file}.sha256`;
  if (!existsSync(checksumFile))
    throw new BackupError(`${checksumFile} is missing: the backup cannot be checked`);
  const expected = readFileSync(checksumFile, 'utf8').trim().split(/\s+/)[0] ?? '';
  const sha256 = await sha256Of(file);
  if (!/^[0-9a-f]{64}$/.test(expected) || expected !== sha256)
    throw new BackupError(
      `${basename(file)} does not match its checksum: it is damaged or incomplete`,
    );
  const header = readFileSync(file).subarray(0, 16).toString('latin1');
  let dialect: BackupInfo['dialect'];
  let names: string[];
  if (header.startsWith('SQLite format 3\0')) {
    dialect = 'sqlite';
    const check = await openSqlite(file, true).then((db) => {
      try {
        return db.pragma('quick_check', { simple: true });
      } catch (error) {
        return (error as Error).message;
      } finally {
        db.close();
      }
    });
    if (check !== 'ok')
      throw new BackupError(`${basename(file)} is not a readable database: ${String(check)}`);
    names = await sqliteMigrations(file);
  } else if (header.startsWith('PGDMP')) {
    dialect = 'postgres';
    if (!installed('pg_restore'))
      throw new BackupError(
        'pg_restore is not installed: install PostgreSQL’s client programs (apt-get install postgresql-client)',
      );
    const toc = await run('pg_restore', ['--list', file], `reading ${basename(file)}`);
    // Every block read once (into nothing), so that a cut or damaged archive is refused before a
    // restore begins rather than half-way through it.
    await run('pg_restore', ['--file=/dev/null', file], `reading ${basename(file)}`);
    names = toc.includes(`TABLE DATA public ${MIGRATIONS_TABLE} `)
      ? (
          await run(
            'pg_restore',
            ['--data-only', `--table=${MIGRATIONS_TABLE}`, '--file=-', file],
            `reading ${basename(file)}`,
          )
        )
          .split(/\r?\n/)
          .filter((line) => /^\d{4}_[a-z0-9_]+\t/.test(line))
          .map((line) => line.split('\t')[0]!)
      : [];
  } else throw new BackupError(`${basename(file)} is not a backup of this site (unknown format)`);
  const schemaVersion = schemaVersionOf(names, basename(file));
  return { file, bytes: statSync(file).size, sha256, schemaVersion, dialect };
}

/**
 * Whether a database is not empty: a SQLite file with rows in any table but the migrations' own,
 * or a PostgreSQL database with any table (a restore without --clean would collide with it).
 */
async function holdsData(config: DatabaseConfig): Promise<boolean> {
  if (config.dialect === 'sqlite') {
    if (!existsSync(config.file) || statSync(config.file).size === 0) return false;
    const db = await openSqlite(config.file, true);
    try {
      const tables = (
        db
          .prepare(
            "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
          )
          .all() as { name: string }[]
      ).filter((t) => !t.name.startsWith(MIGRATIONS_TABLE));
      return tables.some(
        (t) => db.prepare(`select 1 from "${t.name}" limit 1`).get() !== undefined,
      );
    } finally {
      db.close();
    }
  }
  const { Client } = await import('pg');
  const client = new Client({ connectionString: config.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into `into` (the site's database when not given): only into an empty
 * database unless `force`. Everything is checked before anything is written; then the database
 * is migrated forward by the caller opening it (`openDatabase`).
 */
export async function restoreBackup(
  file: string,
  into: DatabaseConfig,
  { force = false } = {},
): Promise<Omit<BackupInfo, 'checksumFile'>> {
  const backup = await inspectBackup(file);
  if (backup.dialect !== into.dialect)
    throw new BackupError(
      `${basename(file)} is a ${backup.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup: it restores into a ${backup.dialect === 'sqlite' ? 'SQLite file' : 'PostgreSQL database'} only`,
    );
  if (!force && (await holdsData(into)))
    throw new BackupError(
      'the target database is not empty: restore into an empty database, or add --force to replace what it holds',
    );
  if (into.dialect === 'sqlite') {
    mkdirSync(dirname(into.file), { recursive: true, mode: 0o700 });
    const partial = `${into.file}.restoring`;
    copyFileSync(file, partial);
    chmodSync(partial, 0o600);
    for (const suffix of ['-wal', '-shm']) rmSync(`${into.file}${suffix}`, { force: true });
    renameSync(partial, into.file);
    return backup;
  }
  // One transaction: a restore that fails half-way leaves the database as it was.
  const args = ['--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${into.url}`];
  if (force) args.push('--clean', '--if-exists');
  await run('pg_restore', [...args, file], 'pg_restore');
  return backup;
}
