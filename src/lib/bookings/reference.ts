import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET } from '@/lib/enquiries/reference';

/** A booking's reference: BK and six characters of the enquiry references' alphabet. */
export const BOOKING_REFERENCE = new RegExp(`^BK[${REFERENCE_ALPHABET}]{6}$`);

export function newBookingReference(random: (max: number) => number = randomInt): string {
  let reference = 'BK';
  for (let i = 0; i < 6; i++) reference += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  return reference;
}

/** A reference as typed (any case, spaces or hyphens), or null when it cannot be one. */
export function readBookingReference(raw: string): string | null {
  const reference = raw.replace(/[\s-]/g, '').toUpperCase();
  return BOOKING_REFERENCE.test(reference) ? reference : null;
}
