import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Dialect as KyselyDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import type BetterSqlite3 from 'better-sqlite3';
import { env } from '@/config/env';
import type { Database } from './types';
import { migrationProvider, type Dialect } from './migrations';
import { onShutdown } from '@/lib/lifecycle';
import { registerPoolGauges } from '@/lib/metrics';

export type { Database } from './types';

/** The SQLite file used when DATABASE_URL is not a postgres:// URL. */
export const DEFAULT_SQLITE_FILE = '.data/bridgeway.sqlite';

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

/**
 * DATABASE_URL chooses the database: postgres:// or postgresql:// for PostgreSQL; otherwise a
 * SQLite file, either `file:<path>` / a plain path, or by default .data/bridgeway.sqlite.
 */
export function databaseConfig(url = env().DATABASE_URL): DatabaseConfig {
  const value = url?.trim();
  if (value && /^postgres(ql)?:\/\//i.test(value)) return { dialect: 'postgres', url: value };
  const file = value ? value.replace(/^file:(\/\/)?/i, '') : DEFAULT_SQLITE_FILE;
  return { dialect: 'sqlite', file: resolve(/* turbopackIgnore: true */ process.cwd(), file) };
}

export type Db = {
  db: Kysely<Database>;
  dialect: Dialect;
  ready: Promise<void>;
  /** PostgreSQL's connection pool (for its metrics). */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
};

/**
 * The pool as Kysely sees it, its statements sent through pg's callback form of `query`. pg's
 * promise form keeps each result reachable past the next young garbage collection: at 10 M
 * tracking events, every collection during a run of lookups then copied 8–18 MB of finished
 * results, 10–25 ms each, which made a lookup's p99 (docs/tracking-scale.md). The callback
 * form's results die young: 1–2 ms a collection.
 */
function callbackQueries(pool: import('pg').Pool): PostgresPool {
  // One wrapper a client, so Kysely keeps one connection object per pooled client.
  const wrapped = new WeakMap<import('pg').PoolClient, PostgresPoolClient>();
  const wrap = (client: import('pg').PoolClient): PostgresPoolClient => ({
    query: ((sql: string | object, parameters: ReadonlyArray<unknown>) =>
      typeof sql === 'string'
        ? new Promise<PostgresQueryResult<unknown>>((resolve, reject) =>
            client.query(sql, [...parameters], (error, result) =>
              error ? reject(error) : resolve(result as unknown as PostgresQueryResult<unknown>),
            ),
          )
        : // A cursor (Kysely's streamed queries) is pg's own object: handed on as it is.
          client.query(sql as never)) as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let adapter = wrapped.get(client);
      if (!adapter) wrapped.set(client, (adapter = wrap(client)));
      return adapter;
    },
    end: () => pool.end(),
  };
}

/** Opens a database and brings its schema up to date (once; `ready` settles when done). */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  let db: Kysely<Database>;
  let pool: Db['pool'];
  if (config.dialect === 'postgres') {
    const { Pool } = await import('pg');
    const pgPool = new Pool({ connectionString: config.url, max: 10 });
    pool = pgPool;
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: callbackQueries(pgPool) }) });
  } else {
    const { default: SQLite } = await import('better-sqlite3');
    // Names and emails live in this file: the folder and the file are the owner's alone (SQLite
    // gives its -wal and -shm files the database file's mode).
    mkdirSync(dirname(config.file), { recursive: true, mode: 0o700 });
    closeSync(openSync(config.file, 'a', 0o600));
    chmodSync(config.file, 0o600);
    const database = new SQLite(config.file);
    // WAL lets readers work beside the writer; FULL syncs every commit, so an acknowledged
    // application survives a crash; busy_timeout waits for another process's write lock.
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = FULL');
    database.pragma('busy_timeout = 10000');
    database.pragma('foreign_keys = ON');
    // Reads through a memory map of the file (up to SQLite's 2 GB bound) rather than a read()
    // into SQLite's own cache for every page: a 40-number tracking lookup touches hundreds of
    // pages, and the copies were a third of its CPU at 10 M events (docs/tracking-scale.md).
    database.pragma('mmap_size = 2147418112');
    db = new Kysely<Database>({
      dialect: immediateSqlite({ database: reusingStatements(database) }),
    });
  }
  const ready = migrate(db, config.dialect);
  return { db, dialect: config.dialect, ready, ...(pool ? { pool } : {}) };
}

/**
 * better-sqlite3 compiles a statement at every prepare(), and Kysely prepares every query it runs:
 * the last statements compiled are kept, by their text (a tracking lookup of 40 numbers is the
 * same text every time). Short texts only: an ingest's inserts of a thousand rows would hold
 * megabytes each, and cost little to compile beside their rows.
 */
function reusingStatements(database: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept) {
        // Most recently used last: the first one is the one to drop.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (sql.length <= 8192) {
        statements.set(sql, statement);
        if (statements.size > 200) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}

/**
 * Kysely's SQLite dialect with write transactions: they begin IMMEDIATE, taking the write lock
 * first (waiting for it by busy_timeout). A plain BEGIN reads first and asks for the lock at its
 * first write; when another process (the server, a CLI) has committed meanwhile, SQLite answers
 * "database is locked" at once, without waiting, since the transaction's reads are out of date.
 */
function immediateSqlite(config: SqliteDialectConfig): KyselyDialect {
  const plain = new SqliteDialect(config);
  class ImmediateDriver extends SqliteDriver {
    override async beginTransaction(connection: DatabaseConnection): Promise<void> {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    }
  }
  return {
    createAdapter: () => plain.createAdapter(),
    createDriver: () => new ImmediateDriver(config),
    createQueryCompiler: () => plain.createQueryCompiler(),
    createIntrospector: (db) => plain.createIntrospector(db),
  };
}

async function migrate(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  // Unordered: migrations written on parallel branches (0003, 0004) are independent of each
  // other, so a database that has one may still take the other.
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

const globalKey = Symbol.for('bridgeway.db');
type Holder = { [globalKey]?: Promise<Db> };

/** The application's database (from DATABASE_URL), opened and migrated on first use. */
export async function getDb(): Promise<Db> {
  const holder = globalThis as Holder;
  holder[globalKey] ??= openDatabase(databaseConfig()).then(async (opened) => {
    // PostgreSQL's pool of this instance, on /metrics (src/lib/metrics.ts).
    if (opened.pool) registerPoolGauges(opened.pool);
    // The pool closes when the server shuts down, after the last request that could use it.
    onShutdown(() => opened.db.destroy());
    await opened.ready;
    return opened;
  });
  try {
    return await holder[globalKey];
  } catch (error) {
    delete holder[globalKey];
    throw error;
  }
}
