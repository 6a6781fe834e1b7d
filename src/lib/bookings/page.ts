import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import type { Departure } from '@/lib/shipping/schedule';
import { findShipments } from '@/lib/tracking/lookup';
import type { TrackedShipment } from '@/lib/tracking/model';
import { bookingByLink, type Booking } from './store';
import { receivingWarehouse, type ReceivingWarehouse } from './warehouses';

/** What the booking page shows (issue 41). */
export type BookingPageView = {
  booking: Booking;
  /** Its parcel in the tracking store, with the trail and the estimated delivery; none once purged. */
  shipment: TrackedShipment | undefined;
  warehouse: ReceivingWarehouse;
  departure: Departure | null;
};

/** The booking page's view for a link secret, or undefined when the link opens no booking. */
export async function bookingPageView(
  db: Kysely<Database>,
  secret: string,
  now: Date,
): Promise<BookingPageView | undefined> {
  const booking = await bookingByLink(db, secret);
  if (!booking) return undefined;
  const { shipments } = await findShipments(db, [booking.waybill], now);
  return {
    booking,
    shipment: shipments.find((s) => s.number === booking.waybill),
    warehouse: receivingWarehouse(booking.origin),
    departure: booking.departure ? (JSON.parse(booking.departure) as Departure) : null,
  };
}
