// Shared by the backup tests (backup, backup-drill): what a database holds, to compare a restored
// copy with its original, and new empty databases of either kind.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll } from 'vitest';
import { openDatabase, type DatabaseConfig, type Db } from '@/lib/db';
import { databaseSetups } from './db';

/**
 * Every table's row count and a hash of its rows (sorted), by table name; rows `keep` refuses are
 * left out (a writer's rows that the copy may hold only some of).
 */
export async function tableContents(
  { db, dialect }: Db,
  keep: (row: Record<string, unknown>) => boolean = () => true,
): Promise<Record<string, string>> {
  const tables =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
          db,
        )
      : await sql<{
          name: string;
        }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(db);
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (name === 'kysely_migration_lock') continue;
    const rows = (
      await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)
    ).rows.filter(keep);
    const lines = rows.map((r) => JSON.stringify(r)).sort();
    out[name] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return out;
}

/** The tableContents of the database at `config` (a restored copy), opened for it and closed. */
export async function contentsAt(config: DatabaseConfig): Promise<Record<string, string>> {
  const opened = await openDatabase(config);
  try {
    await opened.ready;
    return await tableContents(opened);
  } finally {
    await opened.db.destroy();
  }
}

/** Call at a file's top level: `emptyDatabase(kind)` makes one, dropped after the file's tests. */
export function emptyDatabases(): (name: string) => Promise<DatabaseConfig> {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });
  return (name) => {
    const setup = databaseSetups().find((s) => s.name === name)!;
    cleanups.push(setup.cleanup);
    return setup.config();
  };
}
