import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';

/**
 * Our waybill numbers (issue 41): `BW` and eight digits, seven of them a serial from the
 * waybill_sequence (migration 0013) and the last a Luhn check digit, so a number misread over the
 * phone or mistyped by one digit, or two swapped, is caught. Serials run from 1,000,000 to
 * 7,999,999: the demo parcels' BW8… numbers are never drawn.
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

/**
 * A new waybill number, in the caller's transaction: the sequence moves on by one (PostgreSQL
 * holds the row until the transaction ends, so two bookings never draw the same serial, and one
 * rolled back gives its number back to nobody: numbers are never reused, gaps are allowed). A
 * number the tracking store already has (ingested from another system) is skipped.
 */
export async function drawWaybill(trx: Kysely<Database>): Promise<string> {
  for (;;) {
    const row = await trx
      .updateTable('waybill_sequence')
      .set((eb) => ({ value: eb('value', '+', 1) }))
      .where('name', '=', 'waybill')
      .returning('value')
      .executeTakeFirstOrThrow();
    const number = waybillOf(Number(row.value));
    const taken = await trx
      .selectFrom('tracking_shipments')
      .select('number')
      .where('number', '=', number)
      .executeTakeFirst();
    if (!taken) return number;
  }
}
