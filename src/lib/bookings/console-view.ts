import { fromJson } from '@/lib/db/json';
import type { Kysely } from 'kysely';
import { historyOf, type HistoryItem } from '@/lib/console/history';
import type { Database } from '@/lib/db/types';
import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';
import type { Departure } from '@/lib/shipping/schedule';
import { can } from '@/lib/staff/permissions';
import { staffNames } from '@/lib/staff/names';
import { shipmentTrail, type ShipmentTrail } from '@/lib/tracking/trail';
import { bookingMails, type BookingMailRow } from './desk';
import { findBooking, goodsMoved, type Booking } from './find';
import { bookingLink } from './links';
import { conversationOf, type BookingMessage } from './messages';

/** What the console's booking page (`/console/bookings/<reference>`) shows, read in one place. */
export type ConsoleBookingView = {
  booking: Booking;
  /** Its shipment's trail; none once the tracking store purged it. */
  trail: ShipmentTrail | undefined;
  /** What its status line says: cancelled, else its shipment's status (none once purged). */
  status: string | null;
  /** The colleague who booked it at the desk, by name (none for an online booking or a gone user). */
  bookedBy: string | null;
  destination: QuoteSnapshot['destination'];
  weights: number[] | null;
  departure: Departure | null;
  /** The booking page's link: standing (with its address and expiry), expired, or revoked. */
  link:
    | { state: 'standing'; url: string; expiresAt: string }
    | { state: 'expired' }
    | { state: 'revoked' };
  messages: BookingMessage[];
  mails: BookingMailRow[];
  history: HistoryItem[];
  /** What the page lets this colleague do. */
  may: {
    viewEnquiry: boolean;
    answer: boolean;
    cancel: boolean;
    link: boolean;
  };
  /** Whether a cancel can be made now: not cancelled, and its goods not yet with us. */
  cancellable: boolean;
};

/**
 * The console's view of one booking for a colleague of `actor.role` at `now`, or undefined when
 * there is no such booking. The page checks the session; this reads what it shows.
 */
export async function consoleBookingView(
  db: Kysely<Database>,
  reference: string,
  actor: { role: string },
  now: Date,
): Promise<ConsoleBookingView | undefined> {
  const booking = await findBooking(db, reference);
  if (!booking) return undefined;
  const [trail, mails, history, names, moved, messages] = await Promise.all([
    shipmentTrail(db, booking.waybill, now),
    bookingMails(db, booking),
    historyOf(db, { type: 'booking', id: booking.reference }),
    staffNames(db, [booking.created_by]),
    goodsMoved(db, booking.waybill),
    conversationOf(db, booking.reference),
  ]);
  const cancelled = booking.cancelled_at !== null;
  const standing = booking.link_hash !== null;
  const expired = standing && (booking.link_expires_at ?? '') <= now.toISOString();
  return {
    booking,
    trail,
    status: cancelled ? 'cancelled' : (trail?.shipment.status ?? null),
    bookedBy: (booking.created_by && names.get(booking.created_by)) ?? null,
    destination: fromJson(booking.destination_detail),
    weights: fromJson(booking.carton_weights),
    departure: fromJson(booking.departure),
    link: expired
      ? { state: 'expired' }
      : standing
        ? { state: 'standing', url: bookingLink(booking), expiresAt: booking.link_expires_at! }
        : { state: 'revoked' },
    messages,
    mails,
    history,
    may: {
      viewEnquiry: can(actor.role, 'enquiries.view'),
      answer: can(actor.role, 'bookings.message'),
      cancel: can(actor.role, 'bookings.cancel'),
      link: can(actor.role, 'bookings.link'),
    },
    cancellable: !cancelled && !moved,
  };
}
