import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0010: who made each ingest token. `created_by` is the staff member's user id, null
 * for a token made on the server's command line. Tokens made before are given their maker from
 * the audit entry written in the same transaction as the token (same name, same instant), so a
 * token of a member disabled since is refused like a new one.
 */
export const trackingTokenMakers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tracking_tokens').addColumn('created_by', 'text').execute();
    await sql`update tracking_tokens set created_by = (
        select audit_log.actor_id from audit_log
        where audit_log.action = 'tracking.tokens'
          and audit_log.target_type = 'tracking_token'
          and audit_log.target_id = tracking_tokens.name
          and audit_log.at = tracking_tokens.created_at
          and audit_log.details = ${JSON.stringify({ change: 'create' })}
        order by audit_log.id desc
        limit 1
      )`.execute(db);
  },
};
