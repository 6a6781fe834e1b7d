import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './migrations';

/**
 * 0016: the shippers' own accounts (docs/accounts.md), an identity apart from the staff's:
 * - `customer_accounts`: one per verified e-mail address (kept in lower case, trimmed);
 * - `customer_codes`: the one-time sign-in codes, only a keyed hash of each, with its expiry,
 *   its tries and when it was used;
 * - `customer_sessions`: a signed-in browser, only a hash of its cookie's token, with when it
 *   began (90 days at most) and when it was last seen (30 days idle at most).
 * An account's records are found by address: the enquiries' and the bookings' e-mail addresses
 * are indexed as the account reads them (lower case, trimmed), with their creation order.
 */
export function customerAccounts(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('customer_accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('signed_in_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('customer_codes')
        .addColumn('id', pg ? 'bigserial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('customer_codes_email')
        .on('customer_codes')
        .columns(['email', 'id'])
        .execute();
      await db.schema
        .createTable('customer_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) =>
          c.notNull().references('customer_accounts.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('seen_at', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema
        .createIndex('customer_sessions_account')
        .on('customer_sessions')
        .column('account_id')
        .execute();
      // The account's look-ups by address, in the form they are compared in, newest first: a
      // shipper's newest records are read in the index's order, not all of them sorted.
      await sql`create index enquiries_email_key on enquiries (lower(trim(email)), created_at, id)`.execute(
        db,
      );
      await sql`create index bookings_email_key on bookings (lower(trim(email)), created_at, id)`.execute(
        db,
      );
    },
  };
}
