import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './migrations';

/**
 * 0018: a booking's documents (docs/bookings.md, "Documents"):
 * - `booking_documents`: each file a shipper uploaded for a booking (commercial invoice, packing
 *   list, other), encrypted like the résumés (src/lib/files/sealed.ts, the document's id
 *   authenticated with it), its name as given (shown, never a path), the type read from its
 *   bytes, its size, and the desk's review: `submitted`, `accepted` or `rejected` with a reason;
 * - `booking_document_reminders`: the one reminder mailed for a booking whose required documents
 *   are missing before its cut-off; its primary key is the claim, so two instances mail once.
 * Both go with their booking (which is kept as a business record: docs/accounts.md).
 */
export function bookingDocuments(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('booking_documents')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('booking_reference', 'text', (c) =>
          c.notNull().references('bookings.reference').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('content', pg ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('uploaded_at', 'text', (c) => c.notNull())
        .addColumn('uploaded_by', 'text')
        .addColumn('reviewed_at', 'text')
        .addColumn('reviewed_by', 'text')
        .execute();
      await db.schema
        .createIndex('booking_documents_booking')
        .on('booking_documents')
        .columns(['booking_reference', 'uploaded_at'])
        .execute();
      await db.schema
        .createTable('booking_document_reminders')
        .addColumn('booking_reference', 'text', (c) =>
          c.primaryKey().references('bookings.reference').onDelete('cascade'),
        )
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
