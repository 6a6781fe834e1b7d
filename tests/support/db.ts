// Shared by the Vitest tests of stores and mail. Each database test runs on SQLite (a temporary
// file) and, when TEST_POSTGRES_URL points at a server (.ci/run starts one), on PostgreSQL in a
// database of its own that is dropped afterwards; a mail test gets a test SMTP server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { openDatabase, type DatabaseConfig, type Db } from '@/lib/db';
import { migrationProvider } from '@/lib/db/migrations';
import type { Database } from '@/lib/db/types';
import { startSmtp } from './smtp';

type Setup = { name: string; config: () => Promise<DatabaseConfig>; cleanup: () => Promise<void> };

export function databaseSetups(): Setup[] {
  const setups: Setup[] = [];
  let dir = '';
  setups.push({
    name: 'SQLite',
    config: async () => {
      dir = mkdtempSync(join(tmpdir(), 'bw-db-'));
      return { dialect: 'sqlite', file: join(dir, 'test.sqlite') };
    },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  });
  const postgresUrl = process.env.TEST_POSTGRES_URL;
  if (postgresUrl) {
    const name = `bw_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
    const admin = async (statement: string) => {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    setups.push({
      name: 'PostgreSQL',
      config: async () => {
        await admin(`create database ${name}`);
        const url = new URL(postgresUrl);
        url.pathname = `/${name}`;
        return { dialect: 'postgres', url: url.toString() };
      },
      cleanup: async () => admin(`drop database if exists ${name}`),
    });
  }
  return setups;
}

/**
 * For a migration's test: the database is first brought to the migration before it (`from`) and
 * `seed` stores what the site stored then; opening it then runs the migrations after `from`.
 */
type Upgrade = { from: string; seed: (db: Kysely<Database>) => Promise<void> };

/**
 * Opens a setup's database before the tests of the calling `describe` and drops it after them.
 * Returns the open database and its configuration (for a second connection), once opened.
 */
export function useDatabase(
  setup: Setup,
  upgrade?: Upgrade,
): { db: () => Db; config: () => DatabaseConfig } {
  let config: DatabaseConfig;
  let opened: Db;
  beforeAll(async () => {
    config = await setup.config();
    if (upgrade) {
      const plain = await connectPlain(config);
      try {
        await migratePlain(plain, config.dialect, upgrade.from);
        await upgrade.seed(plain);
      } finally {
        await plain.destroy();
      }
    }
    opened = await openDatabase(config);
    await opened.ready;
  });
  afterAll(async () => {
    await opened?.db.destroy();
    await setup.cleanup();
  });
  return { db: () => opened, config: () => config };
}

/**
 * A plain connection to a setup's database, without the app's migrations: a migration's test
 * brings it to the version before, stores what the site stored then, and migrates on.
 */
export async function connectPlain(config: DatabaseConfig): Promise<Kysely<Database>> {
  if (config.dialect === 'postgres') {
    const { Pool } = await import('pg');
    return new Kysely({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: config.url }) }),
    });
  }
  const { default: SQLite } = await import('better-sqlite3');
  return new Kysely({ dialect: new SqliteDialect({ database: new SQLite(config.file) }) });
}

/**
 * Runs the app's migrations on a plain connection up to `to` (all of them without it), with the
 * careers inbox `settings` the mail migrations read (none unless given).
 */
export async function migratePlain(
  db: Kysely<Database>,
  dialect: DatabaseConfig['dialect'],
  to?: string,
  settings: Parameters<typeof migrationProvider>[1] = { CAREERS_INBOX: undefined },
): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect, settings) });
  const { error } = to ? await migrator.migrateTo(to) : await migrator.migrateToLatest();
  if (error) throw error;
}

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/**
 * A test SMTP server and a transport to it for the tests of the calling `describe`: each test
 * starts with nothing received and the server accepting mail.
 */
export function useSmtp(): { smtp: () => Smtp; transport: () => Transporter } {
  let smtp: Smtp;
  let transport: Transporter;
  beforeAll(async () => {
    smtp = await startSmtp();
    transport = createTransport({ url: smtp.url });
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.control.refuse = false;
  });
  return { smtp: () => smtp, transport: () => transport };
}

/**
 * A staff account as better-auth stores it (its flags are booleans on PostgreSQL, 0/1 on SQLite),
 * with a second factor, enabled unless `disabled`.
 */
export async function insertStaff(
  opened: Db,
  who: { id: string; email: string; role: string; disabled?: boolean },
  now: Date,
): Promise<void> {
  const flag = (on: boolean) => (opened.dialect === 'postgres' ? on : Number(on));
  await opened.db
    .insertInto('user')
    .values({
      id: who.id,
      name: who.id,
      email: who.email,
      emailVerified: flag(true),
      image: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      role: who.role,
      banned: flag(who.disabled ?? false),
      banReason: null,
      banExpires: null,
      twoFactorEnabled: flag(true),
    })
    .execute();
}
