import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/**
 * The schema's history, oldest first. The same migrations run on SQLite and PostgreSQL; only the
 * binary column type and the auto-increment key differ. Add a new entry; never edit a shipped one.
 */
function migrations(dialect: Dialect): Record<string, Migration> {
  const binary = dialect === 'postgres' ? sql`bytea` : sql`blob`;
  return {
    '0001_applications': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('applications')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('submission_key', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('position_id', 'text', (c) => c.notNull())
          .addColumn('position_title', 'text', (c) => c.notNull())
          .addColumn('city', 'text', (c) => c.notNull())
          .addColumn('experience', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('consent_at', 'text', (c) => c.notNull())
          .addColumn('resume_name', 'text', (c) => c.notNull())
          .addColumn('resume_type', 'text', (c) => c.notNull())
          .addColumn('resume_size', 'integer', (c) => c.notNull())
          .addColumn('mail_status', 'text', (c) => c.notNull())
          .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('mail_error', 'text')
          .execute();
        await db.schema
          .createIndex('applications_created_at')
          .on('applications')
          .column('created_at')
          .execute();
        await db.schema
          .createTable('application_files')
          .addColumn('application_id', 'text', (c) =>
            c.primaryKey().references('applications.id').onDelete('cascade'),
          )
          .addColumn('content', binary, (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('submission_attempts')
          .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('client_key', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('submission_attempts_client')
          .on('submission_attempts')
          .columns(['client_key', 'created_at'])
          .execute();
      },
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
