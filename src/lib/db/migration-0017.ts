import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './migrations';

/**
 * 0017: what a shipper keeps in their account and books themselves (docs/accounts.md):
 * - `saved_quotes`: an offer of the price lookup saved by an account, its QuoteSnapshot as JSON,
 *   with the offer's code and the search's canonical query; unique per account, offer and query,
 *   so saving twice keeps one;
 * - `customer_addresses`: the account's address book, FBA centres (`fba_code`) and its own
 *   addresses (name or company, street, city, postcode, country);
 * - `bookings` made online: `source` 'desk' (from a won enquiry) or 'online' (from an account's
 *   quote), the `account_id` that booked, the contact and phone the shipper gave, and
 *   `submission_id` (unique: the booking form's submission, so confirming twice books once).
 *   An online booking has no enquiry: `enquiry_reference` becomes nullable (SQLite rebuilds the
 *   table for that; its indexes and constraints are kept as they were).
 */
export function accountQuotesAddresses(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('saved_quotes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) =>
          c.notNull().references('customer_accounts.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('offer', 'text', (c) => c.notNull())
        .addColumn('query', 'text', (c) => c.notNull())
        .addColumn('quote', 'text', (c) => c.notNull())
        .addUniqueConstraint('saved_quotes_key', ['account_id', 'offer', 'query'])
        .execute();
      await db.schema
        .createTable('customer_addresses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) =>
          c.notNull().references('customer_accounts.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('fba_code', 'text')
        .addColumn('name', 'text')
        .addColumn('street', 'text')
        .addColumn('city', 'text')
        .addColumn('postcode', 'text')
        .addColumn('country', 'text')
        .execute();
      await db.schema
        .createIndex('customer_addresses_account')
        .on('customer_addresses')
        .columns(['account_id', 'created_at'])
        .execute();

      if (pg) {
        await sql`alter table bookings alter column enquiry_reference drop not null`.execute(db);
      } else {
        await sql`begin immediate`.execute(db);
        try {
          const table = await sql<{ sql: string }>`
            select sql from sqlite_master where type = 'table' and name = 'bookings'`.execute(db);
          const indexes = await sql<{ sql: string }>`
            select sql from sqlite_master
            where type = 'index' and tbl_name = 'bookings' and sql is not null`.execute(db);
          const create = table.rows[0]!.sql;
          const column = /"enquiry_reference" text not null/i;
          if (!column.test(create))
            throw new Error('bookings.enquiry_reference is not as 0013 made it');
          const rebuilt = create
            .replace(column, '"enquiry_reference" text')
            .replace(/^create table "?bookings"?/i, 'create table "bookings_rebuilt"');
          await sql.raw(rebuilt).execute(db);
          await sql`insert into bookings_rebuilt select * from bookings`.execute(db);
          await sql`drop table bookings`.execute(db);
          await sql`alter table bookings_rebuilt rename to bookings`.execute(db);
          for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
          await sql`commit`.execute(db);
        } catch (error) {
          await sql`rollback`.execute(db);
          throw error;
        }
      }
      await db.schema
        .alterTable('bookings')
        .addColumn('source', 'text', (c) => c.notNull().defaultTo('desk'))
        .execute();
      await db.schema.alterTable('bookings').addColumn('account_id', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('contact', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('phone', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('submission_id', 'text').execute();
      await db.schema
        .createIndex('bookings_submission')
        .on('bookings')
        .column('submission_id')
        .unique()
        .execute();
      // The desk's "booked online" filter walks the newest online bookings.
      await db.schema
        .createIndex('bookings_source')
        .on('bookings')
        .columns(['source', 'created_at', 'id'])
        .execute();
    },
  };
}
