import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
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
 * - PostgreSQL: `pg_dump --format=custom` (from Debian's postgresql-client). Its programs get
 *   the connection in their environment (`postgresEnvironment`), never on their command line,
 *   which every local user can read.
 * - Every file written (the backup, its checksum, a restore's copy) is the owner's alone (0600)
 *   from its first byte: `createPrivate` makes it before the writer starts.
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

/**
 * Creates `file` anew (a stale one is removed) readable and writable by its owner alone, before
 * any byte is written: what the database holds (names, emails, résumés) is private in a copy
 * too, even while it is being written. `wx` opens only a file it creates, never one (or a link)
 * that another user put there meanwhile.
 */
function createPrivate(file: string): number {
  rmSync(file, { force: true });
  return openSync(file, 'wx', 0o600);
}

function writeChecksum(file: string, sha256: string): string {
  const checksumFile = `${file}.sha256`;
  const fd = createPrivate(checksumFile);
  try {
    writeFileSync(fd, `${sha256}  ${basename(file)}\n`);
  } finally {
    closeSync(fd);
  }
  return checksumFile;
}

/**
 * libpq's connection parameters that its programs also read from the environment, by their name
 * in a URL's query (PostgreSQL's "Connection Strings" and "Environment Variables").
 */
const LIBPQ_ENVIRONMENT: Readonly<Record<string, string>> = {
  host: 'PGHOST',
  hostaddr: 'PGHOSTADDR',
  port: 'PGPORT',
  dbname: 'PGDATABASE',
  user: 'PGUSER',
  password: 'PGPASSWORD',
  passfile: 'PGPASSFILE',
  require_auth: 'PGREQUIREAUTH',
  channel_binding: 'PGCHANNELBINDING',
  connect_timeout: 'PGCONNECT_TIMEOUT',
  client_encoding: 'PGCLIENTENCODING',
  options: 'PGOPTIONS',
  application_name: 'PGAPPNAME',
  sslmode: 'PGSSLMODE',
  sslnegotiation: 'PGSSLNEGOTIATION',
  sslcompression: 'PGSSLCOMPRESSION',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  sslcertmode: 'PGSSLCERTMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcrl: 'PGSSLCRL',
  sslcrldir: 'PGSSLCRLDIR',
  sslsni: 'PGSSLSNI',
  requirepeer: 'PGREQUIREPEER',
  ssl_min_protocol_version: 'PGSSLMINPROTOCOLVERSION',
  ssl_max_protocol_version: 'PGSSLMAXPROTOCOLVERSION',
  gssencmode: 'PGGSSENCMODE',
  krbsrvname: 'PGKRBSRVNAME',
  gsslib: 'PGGSSLIB',
  gssdelegation: 'PGGSSDELEGATION',
  service: 'PGSERVICE',
  target_session_attrs: 'PGTARGETSESSIONATTRS',
  load_balance_hosts: 'PGLOADBALANCEHOSTS',
};

/**
 * How a PostgreSQL program (pg_dump, pg_restore, psql…) connects where DATABASE_URL points: the
 * URL's user, password, host (a unix socket's folder too), port, database and query parameters
 * as libpq's PG* environment variables, read as libpq reads the URL (%XX decoded, `+` kept; a
 * query parameter wins over the same part before it; `ssl=true` is `sslmode=require`), to add
 * to the program's environment (`run`). The URL, which holds the password, is never put on a
 * command line: every local user can read a process's arguments, only its owner its
 * environment. What cannot be passed this way (several hosts, a parameter without a variable)
 * is refused, not dropped.
 */
export function postgresEnvironment(url: string): Record<string, string> {
  // The messages name parts and parameters, never a value: the password is one of them.
  const refuse = (why: string): never => {
    throw new BackupError(`DATABASE_URL cannot be given to PostgreSQL's programs: ${why}`);
  };
  const decode = (text: string, what: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return refuse(`its ${what} has a malformed percent-encoding`);
    }
  };
  const parts = /^postgres(?:ql)?:\/\/([^/?]*)(?:\/([^?]*))?(?:\?(.*))?$/is.exec(url.trim());
  if (!parts) return refuse('it is not a postgres:// URL');
  const [, authority = '', path = '', query] = parts;
  const values: Record<string, string> = {};
  const at = authority.lastIndexOf('@');
  if (at >= 0) {
    const [user = '', ...password] = authority.slice(0, at).split(':');
    values.user = decode(user, 'user');
    if (password.length > 0) values.password = decode(password.join(':'), 'password');
  }
  const hostAndPort = authority.slice(at + 1);
  if (hostAndPort.includes(',')) refuse('it names more than one host (name one host)');
  const host = /^(?:\[([^\]]*)\]|([^:]*))(?::(.*))?$/.exec(hostAndPort);
  if (!host) return refuse('its host is not host[:port]');
  values.host = decode(host[1] ?? host[2] ?? '', 'host');
  values.port = host[3] ?? '';
  values.dbname = decode(path, 'database');
  for (const parameter of query ? query.split('&') : []) {
    const equals = parameter.indexOf('=');
    const key = decode(equals < 0 ? parameter : parameter.slice(0, equals), 'query');
    if (equals < 0) refuse(`its parameter ${key} has no value`);
    const value = decode(parameter.slice(equals + 1), `parameter ${key}`);
    if (key === 'ssl') {
      // libpq's reading of the JDBC parameter, its one value.
      if (value !== 'true') refuse(`ssl=${value} (libpq knows ssl=true only; use sslmode)`);
      values.sslmode = 'require';
    } else if (Object.hasOwn(LIBPQ_ENVIRONMENT, key)) values[key] = value;
    else refuse(`its parameter ${key} has no PG* environment variable (or is not libpq's)`);
  }
  if (values.port && !/^\d+$/.test(values.port)) refuse('its port is not a number');
  const environment: Record<string, string> = {};
  // An empty part is an unset one, as for libpq: the inherited environment's value stands.
  for (const [key, value] of Object.entries(values))
    if (value) environment[LIBPQ_ENVIRONMENT[key]!] = value;
  return environment;
}

/** Whether a program runs (`--version` answers). */
function installed(program: string): boolean {
  return spawnSync(program, ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Runs a program without blocking (a scheduled backup runs inside the server): its output (or
 * its output into the file `output`), or a BackupError with what it said on failure. `connect`
 * is added to the environment it inherits (a PostgreSQL program's: `postgresEnvironment`).
 */
function run(
  program: string,
  args: string[],
  what: string,
  { connect, output }: { connect?: Record<string, string>; output?: number } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ['ignore', output ?? 'pipe', 'pipe'],
      env: { ...process.env, ...connect },
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
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

/**
 * A consistent copy of the SQLite file `from` into the new private file `to`: VACUUM INTO reads
 * in one transaction, so `from` may be written meanwhile (WAL), and it writes into the empty
 * file made here rather than making one itself with the process's umask.
 */
async function copySqlite(from: string, to: string, readonly: boolean): Promise<void> {
  closeSync(createPrivate(to));
  const db = await openSqlite(from, readonly);
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare('vacuum into ?').run(to);
  } catch (error) {
    rmSync(to, { force: true });
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Why a folder of backups is open to other users, if it is. The files in it are private anyway;
 * a folder the operator chose is left as it is (a group may read it to copy the backups off
 * the machine), one made here is the owner's alone.
 */
function folderWarning(folder: string): string | undefined {
  const mode = statSync(folder).mode & 0o7777;
  if ((mode & 0o077) === 0) return undefined;
  return (
    `the folder ${folder} is open to other users (mode ${mode.toString(8).padStart(4, '0')}): ` +
    `the backups in it are private (0600), but their names and sizes are not` +
    // Others who may write to it may delete them, unless the sticky bit (as on /tmp) forbids it.
    `${mode & 0o022 && !(mode & 0o1000) ? ', and others may delete them' : ''}; chmod 700 it unless another account needs it`
  );
}

/**
 * Makes a backup of the database into `to` (a file, or a folder for the default name), with a
 * warning for the log when the folder is open to other users.
 */
export async function makeBackup(
  config: DatabaseConfig,
  to: { file?: string; dir?: string },
  now = new Date(),
): Promise<BackupInfo & { warning?: string }> {
  const target = (version: string) => {
    const file =
      to.file ?? join(to.dir ?? '.data/backups', backupFileName(config.dialect, now, version));
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    // (A path the operator names: not one for the build to trace.)
    if (existsSync(/* turbopackIgnore: true */ file))
      throw new BackupError(`${file} exists already`);
    return file;
  };
  if (config.dialect === 'sqlite') {
    if (!existsSync(config.file)) throw new BackupError(`no database at ${config.file}`);
    const schemaVersion = schemaVersionOf(await sqliteMigrations(config.file), config.file);
    const file = target(schemaVersion);
    const partial = `${file}.partial`;
    await copySqlite(config.file, partial, false);
    renameSync(partial, file);
    return finish(file, schemaVersion, 'sqlite');
  }
  const connect = postgresEnvironment(config.url);
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
  const partial = `${file}.partial`;
  // pg_dump writes to its standard output, the private file opened here.
  const output = createPrivate(partial);
  try {
    await run('pg_dump', ['--format=custom', '--no-owner'], 'pg_dump', {
      connect,
      output,
    });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    closeSync(output);
  }
  renameSync(partial, file);
  return finish(file, schemaVersion, 'postgres');
}

async function finish(
  file: string,
  schemaVersion: string,
  dialect: BackupInfo['dialect'],
): Promise<BackupInfo & { warning?: string }> {
  const sha256 = await sha256Of(file);
  const checksumFile = writeChecksum(file, sha256);
  const warning = folderWarning(dirname(file));
  return {
    file,
    checksumFile,
    bytes: statSync(file).size,
    sha256,
    schemaVersion,
    dialect,
    ...(warning ? { warning } : {}),
  };
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
    await copySqlite(file, partial, true);
    for (const suffix of ['-wal', '-shm']) rmSync(`${into.file}${suffix}`, { force: true });
    renameSync(partial, into.file);
    return backup;
  }
  // One transaction: a restore that fails half-way leaves the database as it was. An empty
  // --dbname connects (rather than printing SQL) to the environment's database, PGDATABASE.
  const args = ['--no-owner', '--single-transaction', '--exit-on-error', '--dbname='];
  if (force) args.push('--clean', '--if-exists');
  await run('pg_restore', [...args, file], 'pg_restore', {
    connect: postgresEnvironment(into.url),
  });
  return backup;
}
