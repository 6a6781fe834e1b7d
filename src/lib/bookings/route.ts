import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';
import { chinaTime } from '@/lib/shipping/calendar';
import { resolveDestination, zoneFor, type Destination } from '@/lib/shipping/destination';
import { card } from '@/lib/shipping/rate-card';
import { nextDepartures, type Departure } from '@/lib/shipping/schedule';
import type { RouteRefusal } from './outcomes';

/**
 * Where a booking goes and when it leaves: the destination typed at the desk or online, read
 * as the price lookup reads it, the detail kept with the booking, and the departure it catches.
 */

/** An address of the shipper's own a booking goes to (from their address book). */
export type BookingAddress = {
  name: string;
  street: string;
  city: string;
  postcode: string;
  country: string;
};

/** A booking's destination_detail: the quote's destination shape, with the address when one. */
export type BookingDestination = QuoteSnapshot['destination'] & { address?: BookingAddress };

/**
 * The destination typed at the desk, read as the price lookup reads it, when the quoted service
 * goes there (else why not).
 */
export function readDestination(
  text: string,
  service: string,
): { ok: true; destination: Destination } | { ok: false; reason: RouteRefusal } {
  const destination = resolveDestination(text, card.locations);
  if (!destination) return { ok: false, reason: 'destination' };
  const channel = card.channels.find((c) => c.code === service);
  if (!channel || !zoneFor(channel, destination)) return { ok: false, reason: 'unserved' };
  if (channel.fbaOnly && !destination.fbaCode) return { ok: false, reason: 'unserved' };
  return { ok: true, destination };
}

/** The destination as confirmed, kept with the booking (the quote's own shape). */
export function destinationDetail(
  text: string,
  destination: Destination,
  quote: QuoteSnapshot,
  address?: BookingAddress,
): BookingDestination {
  return {
    input: text.trim(),
    country: destination.country,
    countryName:
      card.locations.countries.find((c) => c.code === destination.country)?.name ??
      quote.destination.countryName,
    ...(destination.postcode !== undefined ? { postcode: destination.postcode } : {}),
    ...(destination.fbaCode !== undefined ? { fbaCode: destination.fbaCode } : {}),
    ...(address ? { address } : {}),
  };
}

/** The departure a booking made at `now` can catch (the channel's next one), if it has a schedule. */
export function departureFor(service: string, quote: QuoteSnapshot, now: Date): Departure | null {
  const channel = card.channels.find((c) => c.code === service);
  if (!channel || channel.departureWeekdays.length === 0) return null;
  return nextDepartures(channel, quote.transitDays, chinaTime(now), 1)[0] ?? null;
}
