import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { newestFirst, pageOf, type Cursor } from '@/lib/console/keyset';
import { beijingDays, filterQuery, readListFilters } from '@/lib/console/filters';
import type { DeskActor } from '@/lib/console/history';
import { fromJson } from '@/lib/db/json';
import type { Database } from '@/lib/db/types';
import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';
import { excelCsv } from '@/lib/export/csv';
import { exportRecorded } from '@/lib/export/recorded';
import type { SearchParams } from '@/lib/http/search-params';
import { card } from '@/lib/shipping/rate-card';
import { FINAL_STATUSES, TRACKING_STATUSES } from '@/lib/tracking/model';

/**
 * The console's bookings desk: the won enquiries waiting to be booked, the bookings
 * list's filters read once from the query string, its newest-first keyset pages and its CSV
 * export, and a booking's mails in the outbox.
 */

const beijingDate = z.iso.date();
const filterSchema = z.object({
  /** The status of the booking's shipment in the tracking store ('cancelled' once cancelled). */
  status: z.enum(TRACKING_STATUSES),
  /** The quoted service: a channel code of the rate card. */
  service: z.enum(card.channels.map((c) => c.code) as [string, ...string[]]),
  /** The receiving warehouse's origin code. */
  origin: z.enum(card.locations.origins.map((o) => o.code) as [string, ...string[]]),
  /** Booked on or after this Beijing date, on or before `to` (whole days). */
  from: beijingDate,
  to: beijingDate,
  /** How it was booked: at the desk from a won enquiry, or online by the shipper ('booked online'). */
  source: z.enum(['desk', 'online']),
  /** Under way with no tracking event for QUIET_DAYS: operations ask the carrier. */
  quiet: z.literal('1'),
});

/** How long a parcel under way may go without an event before operations look into it. */
export const QUIET_DAYS = 5;

export type BookingFilters = Partial<z.infer<typeof filterSchema>>;
const FILTER_KEYS = Object.keys(filterSchema.shape) as (keyof BookingFilters)[];

/** The list's filters of a query string; what is not one of ours is left out and named. */
export function readBookingFilters(query: SearchParams): {
  filters: BookingFilters;
  ignored: (keyof BookingFilters)[];
} {
  return readListFilters(filterSchema.shape, query);
}

/** The filters as query parameters again (the next page's and the export's addresses). */
export function bookingFilterParams(filters: BookingFilters): URLSearchParams {
  return filterQuery(FILTER_KEYS, filters);
}

/**
 * The bookings with their shipment's status: a cancelled booking is 'cancelled' whatever its
 * trail says; a shipment purged from the tracking store after its retention has no status.
 */
function bookingsWithStatus(db: Kysely<Database>) {
  return db
    .selectFrom('bookings as b')
    .leftJoin('tracking_shipments as s', 's.number', 'b.waybill')
    .select([
      'b.id as id',
      'b.reference as reference',
      'b.waybill as waybill',
      'b.created_at as created_at',
      'b.customer as customer',
      'b.service as service',
      'b.origin as origin',
      'b.destination_detail as destination_detail',
      'b.cartons as cartons',
      'b.enquiry_reference as enquiry_reference',
      'b.email as email',
      'b.locale as locale',
      'b.source as source',
      sql<
        string | null
      >`case when b.cancelled_at is not null then 'cancelled' else s.status end`.as('status'),
    ]);
}

type BookingsQuery = ReturnType<typeof bookingsWithStatus>;

function whereBookings(
  query: BookingsQuery,
  filters: BookingFilters,
  now: Date = new Date(),
): BookingsQuery {
  let q = query;
  if (filters.quiet) {
    // Its last event (or, with none yet, its booking) QUIET_DAYS ago or more, and not ended. A
    // parcel no longer in the tracking store (purged after its retention) had ended.
    const before = new Date(now.getTime() - QUIET_DAYS * 86_400_000).toISOString();
    q = q
      .where('b.cancelled_at', 'is', null)
      .where('s.status', 'not in', FINAL_STATUSES)
      .where(sql<string>`coalesce(s.status_at, b.created_at)`, '<=', before);
  }
  if (filters.status === 'cancelled') q = q.where('b.cancelled_at', 'is not', null);
  else if (filters.status)
    q = q.where('b.cancelled_at', 'is', null).where('s.status', '=', filters.status);
  if (filters.service) q = q.where('b.service', '=', filters.service);
  if (filters.origin) q = q.where('b.origin', '=', filters.origin);
  if (filters.source) q = q.where('b.source', '=', filters.source);
  const { since, until } = beijingDays(filters.from, filters.to);
  if (since) q = q.where('b.created_at', '>=', since);
  if (until) q = q.where('b.created_at', '<', until);
  return q;
}

export type BookingListRow = {
  id: number;
  reference: string;
  waybill: string;
  created_at: string;
  customer: string;
  service: string;
  origin: string;
  destination: QuoteSnapshot['destination'];
  cartons: number;
  /** Null for a booking made online. */
  enquiry_reference: string | null;
  email: string | null;
  locale: string;
  source: 'desk' | 'online';
  status: string | null;
};

const listed = ({
  destination_detail,
  ...row
}: Awaited<ReturnType<BookingsQuery['execute']>>[number]): BookingListRow => ({
  ...row,
  id: Number(row.id),
  destination: fromJson(destination_detail),
});

/** Our cursors carry the row's numeric id; anything else is no cursor of this list. */
const usable = (cursor?: Cursor) =>
  cursor && /^\d+$/.test(String(cursor.id)) ? { ...cursor, id: Number(cursor.id) } : undefined;

/** One page (newest first) of the bookings matching `filters`, and the next page's cursor. */
export async function findBookings(
  db: Kysely<Database>,
  filters: BookingFilters,
  cursor: Cursor | undefined,
  size = 50,
  now = new Date(),
): Promise<{ rows: BookingListRow[]; next?: string }> {
  const rows = await newestFirst(whereBookings(bookingsWithStatus(db), filters, now), {
    time: 'b.created_at',
    cursor: usable(cursor),
    size,
  }).execute();
  return pageOf(rows.map(listed), size, (r) => ({ at: r.created_at, id: r.id }));
}

/** How many bookings match `filters` at `now` (the console's work queues). */
export async function countBookings(
  db: Kysely<Database>,
  filters: BookingFilters,
  now: Date,
): Promise<number> {
  const row = await whereBookings(bookingsWithStatus(db), filters, now)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A won enquiry with a quote and no booking standing: sales' next booking. */
export type ReadyToBook = {
  reference: string;
  customer: string;
  quote: QuoteSnapshot;
};

/**
 * The won enquiries with a quote that have no booking standing (never booked, or their booking
 * was cancelled), most recently won first, at most `size` of them.
 */
export async function readyToBook(db: Kysely<Database>, size = 50): Promise<ReadyToBook[]> {
  const rows = await db
    .selectFrom('enquiries as e')
    .select(['e.reference', 'e.name', 'e.company', 'e.quote'])
    .where('e.status', '=', 'won')
    // Has a quote: its lane is kept beside it, in the won enquiries' index (enquiries_status_at).
    .where('e.lane', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bookings as b')
            .select('b.id')
            .whereRef('b.active_enquiry', '=', 'e.reference'),
        ),
      ),
    )
    .orderBy('e.status_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(size)
    .execute();
  return rows.map((r) => ({
    reference: r.reference,
    customer: r.company || r.name,
    quote: fromJson(r.quote!),
  }));
}

const header = [
  'reference',
  'waybill',
  'booked (UTC)',
  'status',
  'customer',
  'email',
  'language',
  'service',
  'origin',
  'destination',
  'country',
  'cartons',
  'enquiry',
] as const;

/**
 * The list's filters as CSV for operations (oldest first), with the download's audit entry
 * (the filters and the row count) in one transaction.
 */
export async function exportBookingsRecorded(
  db: Kysely<Database>,
  filters: BookingFilters,
  by: DeskActor,
  now: Date,
): Promise<string> {
  return exportRecorded(db, by, now, 'bookings.export', async (trx) => {
    const rows = (
      await whereBookings(bookingsWithStatus(trx), filters)
        .orderBy('b.created_at')
        .orderBy('b.id')
        .execute()
    ).map(listed);
    const csv = excelCsv(
      header,
      rows.map((r) => [
        r.reference,
        r.waybill,
        r.created_at,
        r.status,
        r.customer,
        r.email,
        r.locale,
        r.service,
        r.origin,
        r.destination.fbaCode ?? r.destination.postcode ?? '',
        r.destination.country,
        r.cartons,
        r.enquiry_reference,
      ]),
    );
    return { csv, details: { filters, rows: rows.length } };
  });
}

/** A mail of a booking as its page lists it (the address it went to, never its text). */
export type BookingMailRow = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
};

/**
 * A booking's mails in the outbox, oldest first: its confirmation and each re-send (dedupe keys
 * `booking-confirmed:REF`, `booking-resent:REF:…`), and the status mails of its waybill (their
 * subject names the number; the subscription they came from ends with a final status).
 */
export async function bookingMails(
  db: Kysely<Database>,
  booking: { reference: string; waybill: string },
): Promise<BookingMailRow[]> {
  // References and waybill numbers are letters and digits: nothing in them is a LIKE wildcard.
  const rows = await db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'kind',
      'to_address as to',
      'subject',
      'status',
      'created_at as createdAt',
      'sent_at as sentAt',
    ])
    .where((eb) =>
      eb.or([
        eb('dedupe_key', '=', `booking-confirmed:${booking.reference}`),
        eb('dedupe_key', 'like', `booking-resent:${booking.reference}:%`),
        eb('dedupe_key', 'like', `booking-message:${booking.reference}:%`),
        eb('dedupe_key', 'like', `booking-answer:${booking.reference}:%`),
        eb.and([eb('kind', '=', 'tracking-status'), eb('subject', 'like', `%${booking.waybill}%`)]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
