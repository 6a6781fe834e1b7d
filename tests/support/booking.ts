// Shared by the bookings tests (unit, browser, failover): a won enquiry with a real quote
// snapshot of the price lookup, as the contact form stores one, to book.
import { enquiryFigures } from '@/lib/numbers/lanes';
import type { Kysely } from 'kysely';
import { toJson } from '@/lib/db/json';
import type { Database } from '@/lib/db/types';
import { createBooking } from '@/lib/bookings/store';
import type { DeskActor } from '@/lib/console/history';
import { quoteSnapshot, type QuoteSnapshot } from '@/lib/enquiries/snapshot';
import type { EnquiryStatus } from '@/lib/enquiries/status';
import { card } from '@/lib/shipping/rate-card';

/** Two carton lines (2 × 12.5 kg, 1 × 20 kg) from Shenzhen to Amazon ONT8. */
export const BOOKING_SEARCH =
  'from=SZX&to=ONT8&goods=general&units=metric&qty=2&len=50&wid=40&hei=30&wt=12.5&qty=1&len=60&wid=40&hei=40&wt=20';

export function bookingQuote(now: Date, offer = 'BW-EXP-US', search = BOOKING_SEARCH) {
  const made = quoteSnapshot(new URLSearchParams(search), offer, card, now);
  if (!made.ok) throw new Error(`no ${offer} offer for ${search}: ${made.reason}`);
  return made.snapshot;
}

export async function insertEnquiry(
  db: Kysely<Database>,
  input: {
    reference: string;
    quote: QuoteSnapshot | null;
    status?: EnquiryStatus;
    locale?: string;
    email?: string | null;
    name?: string;
    company?: string | null;
    createdAt?: Date;
  },
): Promise<string> {
  const at = (input.createdAt ?? new Date()).toISOString();
  await db
    .insertInto('enquiries')
    .values({
      reference: input.reference,
      submission_key: `key-${input.reference}`,
      created_at: at,
      locale: input.locale ?? 'en',
      source: '/query-price',
      service: 'fbaHeadShipping',
      name: input.name ?? 'Li Wei',
      company: input.company ?? null,
      email: input.email === undefined ? 'li.wei@example.com' : input.email,
      phone: null,
      wechat: null,
      message: 'Please book this.',
      quote: input.quote ? toJson(input.quote) : null,
      ...enquiryFigures(input.quote),
      consent_at: at,
      status: input.status ?? 'won',
    })
    .execute();
  return input.reference;
}

/**
 * Books the won enquiry `enquiry` through the store, `cartons` to Amazon ONT8, as the desk does;
 * anything but a new booking fails the test's setup. Returns the booking made.
 */
export async function bookEnquiry(
  db: Kysely<Database>,
  enquiry: string,
  cartons: number,
  by: DeskActor,
  now: Date,
) {
  const made = await createBooking(db, { enquiry, cartons, destination: 'ONT8' }, by, now);
  if (made.kind !== 'created')
    throw new Error(`not booked: ${made.kind === 'refused' ? made.reason : 'booked before'}`);
  return made;
}
