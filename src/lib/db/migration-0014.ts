import type { Kysely, Migration } from 'kysely';

/**
 * 0014: waybill numbers drawn at random. Serials from waybill_sequence were handed out in order,
 * so anyone could count the bookings and walk the numbers; from here each number is a random
 * serial, kept in `waybill_numbers` (its primary key) when drawn and never deleted, so a number
 * is never given twice: not after a cancellation, nor once the booking or its tracking data is
 * gone. waybill_sequence stays as it was, the last serial handed out in order: draws start above
 * it. (That floor covers every number drawn in sequence, a booking rolled back or purged since
 * included, with no copy of them to make.)
 */
export const waybillNumbers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('waybill_numbers')
      .addColumn('number', 'text', (c) => c.primaryKey())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .execute();
  },
};
