import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './migrations';

/**
 * 0012: the scheduled backups' record: one row per run, ok or failed, for the admin's
 * console page and the metrics. (0011 is tracking's partitioning, on a parallel branch.)
 */
export function backupRuns(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('backup_runs')
        .addColumn('id', pg ? 'bigserial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('file', 'text')
        .addColumn('bytes', pg ? 'bigint' : 'integer')
        .addColumn('schema_version', 'text')
        .addColumn('error', 'text')
        .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('backup_runs_started')
        .on('backup_runs')
        .column('started_at')
        .execute();
    },
  };
}
