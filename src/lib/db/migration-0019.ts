import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './migrations';

/**
 * 0019: a booking's conversation between the shipper (in their account) and the desk
 * (docs/bookings.md, "Messages"). `booking_messages` holds each message as sent, never changed
 * nor deleted by the site: the booking's reference, who wrote it (`author` 'shipper' or 'staff',
 * the staff member's id and name for an answer), the plain text, and `submission_key` (unique:
 * the form's submission, so a retried post is stored once). The rows go with their booking
 * (`on delete cascade`): messages follow the booking's retention.
 */
export function bookingMessages(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('booking_messages')
        .addColumn('id', pg ? 'bigserial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('booking_reference', 'text', (c) =>
          c.notNull().references('bookings.reference').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'text')
        .addColumn('staff_name', 'text')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('submission_key', 'text', (c) => c.notNull().unique())
        .execute();
      // A booking's conversation in order, and whether a staff answer follows a message.
      await db.schema
        .createIndex('booking_messages_booking')
        .on('booking_messages')
        .columns(['booking_reference', 'author', 'id'])
        .execute();
      // The console's "messages to answer" walks the shippers' messages.
      await db.schema
        .createIndex('booking_messages_author')
        .on('booking_messages')
        .columns(['author', 'id'])
        .execute();
    },
  };
}
