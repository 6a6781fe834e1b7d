import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './migrations';

/**
 * 0009: the console's trust boundary.
 * - `session.twoFactorVerified`: whether the sign-in that made the session passed the second
 *   factor (src/lib/staff/auth.ts sets it); a session without it opens nothing but the
 *   authenticator's set-up. Sessions made before have none and must sign in again.
 * - `audit_log` is append-only in the database itself: triggers refuse every UPDATE and DELETE.
 */
export function consoleTrust(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('session')
        .addColumn('twoFactorVerified', pg ? 'boolean' : 'integer', (c) =>
          c.notNull().defaultTo(pg ? false : 0),
        )
        .execute();
      if (pg) {
        await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`.execute(db);
        await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE
          ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
      } else {
        for (const change of ['UPDATE', 'DELETE'])
          await sql
            .raw(
              `CREATE TRIGGER audit_log_no_${change.toLowerCase()} BEFORE ${change} ON audit_log
               BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
            )
            .execute(db);
      }
    },
  };
}
