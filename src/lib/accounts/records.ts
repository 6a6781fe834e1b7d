import { sql, type Kysely } from 'kysely';
import { asLocale, type Locale } from '@/i18n/routing';
import type { Database } from '@/lib/db/types';
import type { TrackingStatus } from '@/lib/tracking/model';
import { fromJson } from '@/lib/db/json';

/**
 * What a shipper's account shows: the records whose e-mail address is the account's verified
 * one, compared lower case and trimmed (the indexes enquiries_email_key and bookings_email_key,
 * migration 0016, are on that expression). Nothing else links a record to an account.
 */
export const emailKeyOf = (column: 'e.email' | 'b.email' | 'bookings.email') =>
  sql<string>`lower(trim(${sql.ref(column)}))`;

/** The account's quote requests: those sent with a price, newest first. */
export async function accountQuotes(db: Kysely<Database>, email: string) {
  const rows = await db
    .selectFrom('enquiries as e')
    .select(['e.reference', 'e.created_at', 'e.status', 'e.quote'])
    .where(emailKeyOf('e.email'), '=', email)
    .where('e.quote', 'is not', null)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    createdAt: row.created_at,
    status: row.status,
    quote: fromJson(row.quote!),
  }));
}

/** The account's bookings with their parcel's status, newest first. */
export async function accountBookings(db: Kysely<Database>, email: string) {
  const rows = await db
    .selectFrom('bookings as b')
    .leftJoin('tracking_shipments as s', 's.number', 'b.waybill')
    .select([
      'b.reference',
      'b.waybill',
      'b.created_at',
      'b.cancelled_at',
      'b.origin',
      'b.service',
      'b.destination_detail',
      'b.cartons',
      's.status',
    ])
    .where(emailKeyOf('b.email'), '=', email)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    waybill: row.waybill,
    createdAt: row.created_at,
    cancelled: row.cancelled_at !== null,
    origin: row.origin,
    service: row.service,
    destination: fromJson(row.destination_detail),
    cartons: row.cartons,
    // A cancellation is final, whatever event the trail shows last.
    status: (row.cancelled_at ? 'cancelled' : (row.status ?? 'info_received')) as TrackingStatus,
  }));
}

/** One of the account's bookings by reference; undefined for another address's (a 404). */
export async function accountBooking(db: Kysely<Database>, email: string, reference: string) {
  return db
    .selectFrom('bookings as b')
    .selectAll()
    .where('b.reference', '=', reference)
    .where(emailKeyOf('b.email'), '=', email)
    .executeTakeFirst();
}

/** One of the account's parcels by its waybill number; undefined for another address's. */
export async function accountParcel(db: Kysely<Database>, email: string, waybill: string) {
  return db
    .selectFrom('bookings as b')
    .leftJoin('tracking_shipments as s', 's.number', 'b.waybill')
    .select(['b.reference', 'b.waybill', 'b.locale', 's.status'])
    .where('b.waybill', '=', waybill)
    .where(emailKeyOf('b.email'), '=', email)
    .executeTakeFirst();
}

/**
 * The language of a shipper's mails about a record sent with `email`: their account's (the
 * page's at its last sign-in) when the address has one, else the record's own.
 */
export async function shipperLocale(
  db: Kysely<Database>,
  record: { email: string | null; locale: string },
): Promise<Locale> {
  const account = record.email
    ? await db
        .selectFrom('customer_accounts')
        .select('locale')
        .where('email', '=', record.email.trim().toLowerCase())
        .executeTakeFirst()
    : undefined;
  return asLocale(account?.locale ?? record.locale);
}
