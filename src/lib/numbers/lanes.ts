import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';

/**
 * A lane, as the numbers group by it: where the goods leave (the network's origin code) and the
 * country they go to, `SZX-US`. Lookups, quote requests and bookings all name both.
 */
export function laneOf(origin: string, country: string): string {
  return `${origin.trim().toUpperCase()}-${country.trim().toUpperCase()}`;
}

/** The columns a quote request keeps for the numbers (migration 0022): its lane. */
export function enquiryFigures(quote: QuoteSnapshot | null) {
  return { lane: quote ? laneOf(quote.origin.code, quote.destination.country) : null };
}

/**
 * The columns a booking keeps for the numbers (migration 0022): its lane (where it leaves and the
 * country it is delivered to), and its offer's price and CO₂e as quoted.
 */
export function bookingFigures(origin: string, country: string, quote: QuoteSnapshot) {
  return {
    lane: laneOf(origin, country),
    total_fen: quote.totalFen,
    co2e_kg: quote.co2eKg ?? null,
  };
}
