import { randomInt } from 'node:crypto';

/**
 * Enquiry references are read over the phone: six characters from an alphabet without the
 * look-alikes 0/O and 1/I (32 letters and digits: about a billion references).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 6;
const REFERENCE_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A new reference, uniformly random (randomInt draws without modulo bias). */
export function newEnquiryReference(random: (max: number) => number = randomInt): string {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++)
    reference += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  return reference;
}

/** A reference as a person types it (any case, spaces or a hyphen), or null when it cannot be one. */
export function readEnquiryReference(raw: string): string | null {
  const reference = raw.replace(/[\s-]/g, '').toUpperCase();
  return REFERENCE_PATTERN.test(reference) ? reference : null;
}
