// What other local users can see of a backup: the database's password on no program's command
// line (the PostgreSQL programs read their connection from the environment), and every file a
// backup or restore writes private (0600) from its first byte, with the usual umask 022. The
// mode is read at the writer: around SQLite's VACUUM INTO, and by a stand-in for pg_dump and
// pg_restore that records its arguments and the file's mode before and after the real program.
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseConfig } from '@/lib/db';
import { BackupError, makeBackup, postgresEnvironment, restoreBackup } from '@/lib/db/backup';
import { contentsAt, emptyDatabases, tableContents } from '../support/backup';
import { databaseSetups, useDatabase } from '../support/db';

const dir = mkdtempSync(join(tmpdir(), 'bw-private-'));
let umask = 0;
beforeAll(() => {
  umask = process.umask(0o022);
});
afterAll(() => {
  process.umask(umask);
  rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) =>
  existsSync(file) ? (statSync(file).mode & 0o777).toString(8) : 'absent';

const emptyDatabase = emptyDatabases();

describe('the PostgreSQL programs’ connection, from DATABASE_URL', () => {
  it('maps the URL’s parts and parameters to libpq’s environment variables', () => {
    expect(
      postgresEnvironment(
        'postgresql://us%40er:p%3Ass%2Fw%20rd@db.example:6543/bridge%20way' +
          '?sslmode=verify-full&sslrootcert=/etc/ssl/ca.pem&application_name=backup' +
          '&options=-c%20search_path%3Dx+y&connect_timeout=10',
      ),
    ).toEqual({
      PGUSER: 'us@er',
      PGPASSWORD: 'p:ss/w rd',
      PGHOST: 'db.example',
      PGPORT: '6543',
      PGDATABASE: 'bridge way',
      PGSSLMODE: 'verify-full',
      PGSSLROOTCERT: '/etc/ssl/ca.pem',
      PGAPPNAME: 'backup',
      // libpq decodes %XX only: a plus sign is a plus sign.
      PGOPTIONS: '-c search_path=x+y',
      PGCONNECT_TIMEOUT: '10',
    });
    // A unix socket's folder, as the host=… parameter (which wins over the host part) or encoded.
    expect(postgresEnvironment('postgres:///bridgeway?host=/var/run/postgresql')).toEqual({
      PGHOST: '/var/run/postgresql',
      PGDATABASE: 'bridgeway',
    });
    expect(
      postgresEnvironment('postgres://ignored:5432/bridgeway?host=%2Frun%2Fpg&port=5433'),
    ).toEqual({ PGHOST: '/run/pg', PGPORT: '5433', PGDATABASE: 'bridgeway' });
    expect(postgresEnvironment('postgres://%2Fvar%2Frun%2Fpostgresql/bridgeway')).toEqual({
      PGHOST: '/var/run/postgresql',
      PGDATABASE: 'bridgeway',
    });
    expect(postgresEnvironment('postgres://site@[::1]:5433/b?ssl=true&password=s%26t')).toEqual({
      PGUSER: 'site',
      PGHOST: '::1',
      PGPORT: '5433',
      PGDATABASE: 'b',
      PGSSLMODE: 'require',
      PGPASSWORD: 's&t',
    });
    expect(postgresEnvironment('postgresql://site@/bridgeway')).toEqual({
      PGUSER: 'site',
      PGDATABASE: 'bridgeway',
    });
  });

  it('refuses what it cannot pass on, without repeating the password', () => {
    const refused = (url: string) => {
      try {
        postgresEnvironment(url);
      } catch (error) {
        expect(error).toBeInstanceOf(BackupError);
        expect((error as Error).message).not.toContain('s3cret');
        return (error as Error).message;
      }
      throw new Error(`${url} was not refused`);
    };
    expect(refused('postgres://u:s3cret@h/d?keepalives=1')).toMatch(/keepalives/);
    expect(refused('postgres://u:s3cret@h/d?uselibpqcompat=true')).toMatch(/uselibpqcompat/);
    expect(refused('postgres://u:s3cret@h/d?ssl=false')).toMatch(/ssl=/);
    expect(refused('postgres://u:s3cret@h/d?sslmode')).toMatch(/sslmode/);
    expect(refused('postgres://u:s3cret@h1:5432,h2:5432/d')).toMatch(/one host/);
    expect(refused('postgres://u:s3cret@h:port/d')).toMatch(/port/);
    expect(refused('postgres://u:s3cret%ZZ@h/d')).toMatch(/percent/);
    expect(refused('mysql://u:s3cret@h/d')).toMatch(/postgres/);
  });
});

describe('SQLite', () => {
  const source = useDatabase(databaseSetups().find((s) => s.name === 'SQLite')!);
  /** Each VACUUM INTO: the file it writes, its mode before the first byte and after the last. */
  const vacuums: { file: string; before: string; after: string }[] = [];
  beforeAll(() => {
    const prepare = SQLite.prototype.prepare;
    vi.spyOn(SQLite.prototype, 'prepare').mockImplementation(function (
      this: SQLite.Database,
      statement: string,
    ) {
      const prepared = prepare.call(this, statement);
      if (!/^vacuum into/i.test(statement)) return prepared;
      return {
        run(file: string) {
          const before = modeOf(file);
          const result = prepared.run(file);
          vacuums.push({ file, before, after: modeOf(file) });
          return result;
        },
      } as unknown as typeof prepared;
    });
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('writes the backup, its checksum and a restore’s copy private from their first byte', async () => {
    const folder = join(dir, 'sqlite');
    mkdirSync(folder, { mode: 0o700 });
    const file = join(folder, 'copy.sqlite');
    // A checksum file left behind by an earlier attempt, readable by all: replaced, not reused.
    writeFileSync(`${file}.sha256`, 'stale', { mode: 0o644 });
    const made = await makeBackup(source.config(), { file });
    expect(vacuums).toEqual([{ file: `${file}.partial`, before: '600', after: '600' }]);
    expect(modeOf(made.file)).toBe('600');
    expect(modeOf(made.checksumFile)).toBe('600');
    expect(made.warning).toBeUndefined();

    // A backup brought back from elsewhere readable by all: the restore's copy is private anyway.
    chmodSync(made.file, 0o644);
    vacuums.length = 0;
    const into = { dialect: 'sqlite' as const, file: join(dir, 'restored', 'site.sqlite') };
    await restoreBackup(made.file, into);
    expect(vacuums).toEqual([{ file: `${into.file}.restoring`, before: '600', after: '600' }]);
    expect(modeOf(into.file)).toBe('600');
    expect(await contentsAt(into)).toEqual(await tableContents(source.db()));
  });

  it('into a folder other users can open: private files, and a warning', async () => {
    const folder = join(dir, 'shared');
    mkdirSync(folder, { mode: 0o755 });
    vacuums.length = 0;
    const made = await makeBackup(source.config(), { dir: folder });
    expect(vacuums.map((v) => [v.before, v.after])).toEqual([['600', '600']]);
    expect(modeOf(made.file)).toBe('600');
    expect(made.warning).toMatch(/other users .*0755.*chmod 700/);
    // The folder itself is left as the operator made it.
    expect(modeOf(folder)).toBe('755');
  });
});

const postgres = databaseSetups().find((s) => s.name === 'PostgreSQL');

describe.skipIf(!postgres)('PostgreSQL', () => {
  const source = useDatabase(postgres!);
  const SECRET = 'not-on-any-command-line-7Qx';
  const bin = join(dir, 'bin');
  const calls = join(dir, 'calls');
  const saved = { ...process.env };
  beforeAll(() => {
    mkdirSync(bin);
    mkdirSync(calls);
    // Stands in for a PostgreSQL program: records its arguments, the password it was given and
    // the partial backup's mode, around the real program found on the usual PATH.
    const standIn = [
      '#!/bin/sh',
      'name=$(basename "$0")',
      'log="$BW_CALLS/$name.$$"',
      'printf "%s\\n" "$@" > "$log.args"',
      'printf "%s" "${PGPASSWORD-}" > "$log.password"',
      'mode() { stat -c %a "$BW_PARTIAL" 2>/dev/null || echo absent; }',
      'mode > "$log.before"',
      'PATH="$BW_REAL_PATH" "$name" "$@"',
      'status=$?',
      'mode > "$log.after"',
      'exit $status',
    ].join('\n');
    for (const program of ['pg_dump', 'pg_restore', 'psql', 'createdb'])
      writeFileSync(join(bin, program), `${standIn}\n`, { mode: 0o755 });
    process.env.BW_REAL_PATH = process.env.PATH;
    process.env.BW_CALLS = calls;
    process.env.PATH = `${bin}:${process.env.PATH}`;
  });
  afterAll(() => {
    for (const key of ['BW_REAL_PATH', 'BW_CALLS', 'BW_PARTIAL', 'PATH'])
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
  });

  /** A database's configuration, its URL with a password (the server trusts any). */
  const withPassword = (config: DatabaseConfig): DatabaseConfig => {
    if (config.dialect !== 'postgres') throw new Error('not PostgreSQL');
    const url = new URL(config.url);
    url.password = SECRET;
    return { dialect: 'postgres', url: url.toString() };
  };

  /** Each call of a stand-in: the program, its arguments, its password and the partial's mode. */
  const recorded = () =>
    readdirSync(calls)
      .filter((name) => name.endsWith('.args'))
      .map((name) => {
        const log = join(calls, name.slice(0, -'.args'.length));
        const read = (what: string) => readFileSync(`${log}.${what}`, 'utf8').trim();
        return {
          program: name.split('.')[0],
          args: read('args'),
          password: read('password'),
          before: read('before'),
          after: read('after'),
        };
      });

  /** What the stand-ins recorded of one backup and its restore, made with a password. */
  let seen: ReturnType<typeof recorded> = [];
  let into: DatabaseConfig;
  const file = join(dir, 'postgres', 'copy.pgdump');
  beforeAll(async () => {
    process.env.BW_PARTIAL = `${file}.partial`;
    const made = await makeBackup(withPassword(source.config()), { file });
    into = await emptyDatabase('PostgreSQL');
    await restoreBackup(made.file, withPassword(into));
    seen = recorded();
  });

  it('gives the programs the password in their environment, never on their command lines', async () => {
    expect(seen.length).toBeGreaterThanOrEqual(5);
    for (const call of seen) {
      expect(call.args).not.toContain(SECRET);
      expect(call.args).not.toMatch(/postgres(ql)?:\/\//);
    }
    // The dump's and the restore's connections had it (the archive's reads connect to nothing).
    expect(seen.filter((c) => c.program === 'pg_dump' && c.args !== '--version')).toEqual([
      expect.objectContaining({ password: SECRET }),
    ]);
    expect(seen.filter((c) => c.args.includes('--single-transaction'))).toEqual([
      expect.objectContaining({ program: 'pg_restore', password: SECRET }),
    ]);
    // And they reached the databases the URLs name: the restored copy holds what the source does.
    expect(await contentsAt(into)).toEqual(await tableContents(source.db()));
  });

  it('writes the dump private from its first byte', () => {
    expect(seen.filter((c) => c.program === 'pg_dump' && c.args !== '--version')).toEqual([
      expect.objectContaining({ before: '600', after: '600' }),
    ]);
    expect(modeOf(file)).toBe('600');
    expect(modeOf(`${file}.sha256`)).toBe('600');
  });
});
