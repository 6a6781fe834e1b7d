import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './migrations';

/**
 * 0013: bookings. A booking is a won quote made a shipment: its own reference, the
 * enquiry it came from, the waybill number it was given, the quote as it was quoted (a copy: an
 * enquiry is deleted after its retention time, a booking is a business record), the customer's
 * address and language for its mails, and its page's link (only a hash of the secret).
 *
 * - `active_enquiry` is the enquiry's reference while the booking stands and null once cancelled:
 *   unique, so an enquiry has at most one booking standing however often "Confirm" is pressed
 *   (both databases allow many nulls in a unique column).
 * - `waybill_sequence` hands out waybill serials: a number is drawn by an UPDATE … RETURNING in
 *   the booking's transaction (PostgreSQL locks the row until it commits), and never goes back,
 *   so a number is never given twice, not even after its shipment's tracking data was purged.
 * - `booking_labels` keeps each booking's carton-label PDF once made, per page format.
 */
export function bookings(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('bookings')
        // A number for the console list's keyset pages (src/lib/console/keyset.ts).
        .addColumn('id', pg ? 'bigserial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('enquiry_reference', 'text', (c) => c.notNull())
        .addColumn('active_enquiry', 'text', (c) => c.unique())
        .addColumn('waybill', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('customer', 'text', (c) => c.notNull())
        .addColumn('origin', 'text', (c) => c.notNull())
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('destination', 'text', (c) => c.notNull())
        .addColumn('destination_detail', 'text', (c) => c.notNull())
        .addColumn('cartons', 'integer', (c) => c.notNull())
        .addColumn('carton_weights', 'text')
        .addColumn('departure', 'text')
        .addColumn('quote', 'text', (c) => c.notNull())
        .addColumn('link_hash', 'text', (c) => c.unique())
        .addColumn('link_version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('cancelled_at', 'text')
        .execute();
      await db.schema
        .createIndex('bookings_created')
        .on('bookings')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('bookings_enquiry')
        .on('bookings')
        .column('enquiry_reference')
        .execute();
      await db.schema
        .createTable('booking_labels')
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('pdf', pg ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('booking_labels_key', ['reference', 'format'])
        .execute();
      await db.schema
        .createTable('waybill_sequence')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', pg ? 'bigint' : 'integer', (c) => c.notNull())
        .execute();
      // Serials 1,000,000 to 7,999,999: BW1… to BW7…, clear of the demo parcels (BW8…).
      await sql`insert into waybill_sequence (name, value) values ('waybill', 999999)`.execute(db);
    },
  };
}
