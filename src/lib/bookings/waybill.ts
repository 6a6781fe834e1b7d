import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';

/**
 * Our waybill numbers: `BW` and eight digits, seven of them a random serial and the
 * last a Luhn check digit, so a number misread over the phone or mistyped by one digit, or two
 * swapped, is caught. Serials run from 1,000,000 to 7,999,999: the demo parcels' BW8… numbers are
 * never drawn. Random, not in order: a number tells nothing of how many came before it, and the
 * numbers next to one's own are no one's to look up.
 */
export const WAYBILL_PATTERN = /^BW\d{8}$/;
export const FIRST_SERIAL = 1_000_000;
export const LAST_SERIAL = 7_999_999;

/** The Luhn check digit of a string of digits. */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right, every other digit doubled, starting with the rightmost.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The waybill number of a serial. */
export function waybillOf(serial: number): string {
  if (!Number.isInteger(serial) || serial < FIRST_SERIAL || serial > LAST_SERIAL)
    throw new RangeError(`waybill serial out of range: ${serial}`);
  const digits = String(serial);
  return `BW${digits}${luhnDigit(digits)}`;
}

/** Whether `number` is one of ours: the shape, and its check digit right. */
export function isOurWaybill(number: string): boolean {
  if (!WAYBILL_PATTERN.test(number)) return false;
  return luhnDigit(number.slice(2, 9)) === Number(number[9]);
}

/** Draws that find their number taken before one gives up: with millions free, never. */
const MAX_DRAWS = 100;

/**
 * A new waybill number, in the caller's transaction: a random serial above the last one handed
 * out in order (waybill_sequence, migration 0013), kept in waybill_numbers (migration 0014),
 * whose primary key refuses a number drawn before: then another is drawn. A number is never
 * given twice, not after a cancellation nor once the booking or its tracking data is purged;
 * one rolled back is given to nobody. A number the tracking store already has (ingested from
 * another system) is skipped too. `random(min, max)`: an integer from min to max - 1.
 */
export async function drawWaybill(
  trx: Kysely<Database>,
  now: Date,
  random: (min: number, max: number) => number = randomInt,
): Promise<string> {
  const floor = await trx
    .selectFrom('waybill_sequence')
    .select('value')
    .where('name', '=', 'waybill')
    .executeTakeFirstOrThrow();
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    const number = waybillOf(random(Number(floor.value) + 1, LAST_SERIAL + 1));
    const ingested = await trx
      .selectFrom('tracking_shipments')
      .select('number')
      .where('number', '=', number)
      .executeTakeFirst();
    if (ingested) continue;
    // On PostgreSQL a number another transaction holds waits for it: taken once it commits.
    const issued = await trx
      .insertInto('waybill_numbers')
      .values({ number, issued_at: now.toISOString() })
      .onConflict((oc) => oc.column('number').doNothing())
      .returning('number')
      .executeTakeFirst();
    if (issued) return number;
  }
  throw new Error(`no free waybill number in ${MAX_DRAWS} draws`);
}
