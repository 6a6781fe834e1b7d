import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0015: a booking page's link expires (`link_expires_at`, an ISO time; null while no link
 * stands). Links mailed before this migration carried their secret in the address's path, which
 * request logs record in full: they are treated as exposed and expire now; the customer gets a
 * fresh link by mail from the booking page's address, or the desk sends one.
 */
export const bookingLinkExpiry: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('bookings').addColumn('link_expires_at', 'text').execute();
    await sql`update bookings set link_expires_at = ${new Date().toISOString()} where link_hash is not null`.execute(
      db,
    );
  },
};
