import type { Kysely, Selectable } from 'kysely';
import type { Database } from '@/lib/db/types';
import { ownMonth } from '@/lib/tracking/partitions';

/** Reading bookings (docs/bookings.md): one by reference, an enquiry's, a submission's. */

export type Booking = Selectable<Database['bookings']>;

export async function findBooking(
  db: Kysely<Database>,
  reference: string,
): Promise<Booking | undefined> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** An enquiry's bookings, newest first (a cancelled one and its successor). */
export async function bookingsOfEnquiry(db: Kysely<Database>, enquiry: string) {
  return db
    .selectFrom('bookings')
    .select(['reference', 'waybill', 'created_at', 'cancelled_at'])
    .where('enquiry_reference', '=', enquiry)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
/** The online booking a submission already made, if any (the account's own only). */
export async function bookingOfSubmission(
  db: Kysely<Database>,
  accountId: string,
  submission: string,
) {
  return db
    .selectFrom('bookings')
    .select(['reference', 'waybill'])
    .where('submission_id', '=', submission)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/**
 * Whether a booking's goods have reached us: any event of its shipment other than "information
 * received" (a warehouse's, or anything after). Then only operations' events move it.
 */
export async function goodsMoved(db: Kysely<Database>, waybill: string): Promise<boolean> {
  const shipment = await db
    .selectFrom('tracking_shipments')
    .select('status')
    .where('number', '=', waybill)
    .executeTakeFirst();
  if (!shipment || shipment.status !== 'info_received') return true;
  // The status is the latest event's: an earlier one may still have been past it.
  const moved = await db
    .selectFrom('tracking_events')
    .select('event_id')
    .where('number', '=', waybill)
    .where('month', '=', ownMonth(db, waybill))
    .where('status', '<>', 'info_received')
    .limit(1)
    .executeTakeFirst();
  return moved !== undefined;
}
