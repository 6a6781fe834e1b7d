/**
 * A lane, as the numbers group by it: where the goods leave (the network's origin code) and the
 * country they go to, `SZX-US`. Lookups, quote requests and bookings all name both.
 */
export function laneOf(origin: string, country: string): string {
  return `${origin.trim().toUpperCase()}-${country.trim().toUpperCase()}`;
}
