import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import type { Departure } from '@/lib/shipping/schedule';
import { findShipments } from '@/lib/tracking/lookup';
import type { TrackedShipment } from '@/lib/tracking/model';
import { bookingByLink } from './links';
import type { Booking } from './find';
import { receivingWarehouse, type ReceivingWarehouse } from './warehouses';
import { fromJson } from '@/lib/db/json';

/** What the booking page shows for a link that opens it. */
export type BookingPageView = {
  booking: Booking;
  /** Its parcel in the tracking store, with the trail and the estimated delivery; none once purged. */
  shipment: TrackedShipment | undefined;
  warehouse: ReceivingWarehouse;
  departure: Departure | null;
};

/**
 * The booking page's view for a link secret: the booking's, `expired` for a link past its time
 * (the page offers a fresh one), or undefined when the link opens nothing.
 */
export async function bookingPageView(
  db: Kysely<Database>,
  secret: string,
  now: Date,
): Promise<BookingPageView | 'expired' | undefined> {
  const target = await bookingByLink(db, secret, now);
  if (!target) return undefined;
  if (target.kind === 'expired') return 'expired';
  return bookingView(db, target.booking, now);
}

/** What the booking page shows of a booking, however it was opened (link or account). */
export async function bookingView(
  db: Kysely<Database>,
  booking: Booking,
  now: Date,
): Promise<BookingPageView> {
  const { shipments } = await findShipments(db, [booking.waybill], now);
  return {
    booking,
    shipment: shipments.find((s) => s.number === booking.waybill),
    warehouse: receivingWarehouse(booking.origin),
    departure: fromJson(booking.departure),
  };
}
