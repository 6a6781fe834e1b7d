import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './migrations';

/**
 * 0005: the staff console. First better-auth's tables exactly as better-auth 1.7's own
 * migrator would make them with its admin and twoFactor plugins: its names (camelCase columns, a
 * table called `user`), timestamptz and boolean on PostgreSQL, "date" (ISO text) and 0/1 integers
 * on SQLite, and its indexes — tests/unit/staff-schema.test.ts checks that its migrator finds
 * nothing left to do. Then the site's own: single-use staff invitations (only a hash of the
 * token) and the append-only audit log.
 */
export function staffTables(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const time = pg ? 'timestamptz' : 'date';
  const bool = pg ? 'boolean' : 'integer';
  // better-auth gives some PostgreSQL timestamps a default; it always writes them itself.
  const stamped = (c: ColumnDefinitionBuilder) =>
    pg ? c.defaultTo(sql`CURRENT_TIMESTAMP`).notNull() : c.notNull();
  const userId = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('user.id').onDelete('cascade');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user')
        .addColumn('id', 'text', (c) => c.notNull().primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('emailVerified', bool, (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('createdAt', time, stamped)
        .addColumn('updatedAt', time, stamped)
        .addColumn('role', 'text')
        .addColumn('banned', bool)
        .addColumn('banReason', 'text')
        .addColumn('banExpires', time)
        .addColumn('twoFactorEnabled', bool)
        .execute();
      await db.schema
        .createTable('session')
        .addColumn('id', 'text', (c) => c.notNull().primaryKey())
        .addColumn('expiresAt', time, (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('createdAt', time, stamped)
        .addColumn('updatedAt', time, (c) => c.notNull())
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', userId)
        .addColumn('impersonatedBy', 'text')
        .execute();
      await db.schema
        .createTable('account')
        .addColumn('id', 'text', (c) => c.notNull().primaryKey())
        .addColumn('accountId', 'text', (c) => c.notNull())
        .addColumn('providerId', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', userId)
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', time)
        .addColumn('refreshTokenExpiresAt', time)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', time, stamped)
        .addColumn('updatedAt', time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('verification')
        .addColumn('id', 'text', (c) => c.notNull().primaryKey())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expiresAt', time, (c) => c.notNull())
        .addColumn('createdAt', time, stamped)
        .addColumn('updatedAt', time, stamped)
        .execute();
      await db.schema
        .createTable('twoFactor')
        .addColumn('id', 'text', (c) => c.notNull().primaryKey())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('backupCodes', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', userId)
        .addColumn('verified', bool)
        .addColumn('failedVerificationCount', 'integer')
        .addColumn('lockedUntil', time)
        .execute();
      for (const [table, column] of [
        ['session', 'userId'],
        ['account', 'userId'],
        ['verification', 'identifier'],
        ['twoFactor', 'secret'],
        ['twoFactor', 'userId'],
      ] as const)
        await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();

      await db.schema
        .createTable('staff_invitations')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      // Written once per change, never updated or deleted (src/lib/staff/audit.ts).
      await db.schema
        .createTable('audit_log')
        .addColumn('id', pg ? 'bigserial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_email', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text')
        .addColumn('target_id', 'text')
        .addColumn('client_address', 'text')
        .addColumn('details', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    },
  };
}
