import type { Kysely } from 'kysely';
import { asLocale, type Locale } from '@/i18n/routing';
import {
  recordDeskChange,
  appendHistory,
  type DeskActor,
  type DeskChange,
} from '@/lib/console/history';
import { inTransaction } from '@/lib/db/transaction';
import type { Database } from '@/lib/db/types';
import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';
import { enqueueMail } from '@/lib/mail/outbox';
import { bookingFigures } from '@/lib/numbers/lanes';
import { accountActor, recordAccountAudit } from '@/lib/staff/audit';
import { storedWording } from '@/lib/tracking/event-input';
import { isPostgres } from '@/lib/tracking/partitions';
import { ingestTracking } from '@/lib/tracking/store';
import { queueStatusMails, subscribeBooked } from '@/lib/tracking/subscriptions';
import { cartonWeights } from './cartons';
import { bookingOfSubmission, goodsMoved, type Booking } from './find';
import { firstLink, renewLink } from './links';
import { bookingMail, mailFacts } from './mail';
import { MAX_BOOKING_CARTONS } from './limits';
import type { Booked, BookingChange, CreateOutcome, OnlineOutcome, RouteRefusal } from './outcomes';
import { newBookingReference } from './reference';
import {
  departureFor,
  destinationDetail,
  readDestination,
  type BookingAddress,
  type BookingDestination,
} from './route';
import { drawWaybill } from './waybill';
import { fromJson, toJson } from '@/lib/db/json';

/**
 * Bookings (docs/bookings.md): a won enquiry's quote made a shipment. Every change is
 * one transaction with what it reports: the booking, its shipment and first event in the
 * tracking store, the customer's subscription and mail in the outbox, the timeline and the audit
 * entry; nothing of it is stored unless all of it is.
 */

/** What a booking is made of, as the desk confirmed it. */
export type BookingDraft = {
  enquiry: string;
  cartons: number;
  /** The destination as typed (an FBA code, a country, a city or a ZIP), read like the price lookup's. */
  destination: string;
};

const ORIGIN_UTC_OFFSET = 8 * 60;

/** An event of the catalogue, as the ingest stores it. */
function catalogueEvent(number: string, id: string, code: string, now: Date, params = {}) {
  return {
    number,
    id,
    time: { utc: now.toISOString(), offsetMinutes: ORIGIN_UTC_OFFSET },
    location: null,
    lastMile: null,
    ...storedWording({ code, params }),
  };
}

/** Who a booking is for and where it came from: what differs between the desk and online. */
type BookingFacts = {
  quote: QuoteSnapshot;
  cartons: number;
  destinationText: string;
  address?: BookingAddress;
  locale: Locale;
  email: string | null;
  customer: string;
  createdBy: string | null;
  origin:
    | { source: 'desk'; enquiry: string }
    | {
        source: 'online';
        accountId: string;
        contact: string;
        phone: string;
        submission: string;
      };
};

/**
 * The one way a booking is made, at the desk or online, in the caller's transaction: the
 * booking, a new waybill number, its shipment and "booking confirmed" event in the tracking
 * store (labels available from then on), the customer's subscription to the status mails and the
 * confirmation mail (when there is an address). The caller adds its timeline and audit entries.
 */
async function bookQuote(
  trx: Kysely<Database>,
  facts: BookingFacts,
  now: Date,
): Promise<
  | { ok: true; booking: Booking; code: string; detail: BookingDestination }
  | { ok: false; reason: RouteRefusal }
> {
  const { quote } = facts;
  const service = quote.channel.code;
  const read = readDestination(facts.destinationText, service);
  if (!read.ok) return read;
  const { destination } = read;
  const detail = destinationDetail(facts.destinationText, destination, quote, facts.address);
  const waybill = await drawWaybill(trx, now);
  const reference = newBookingReference();
  const departure = departureFor(service, quote, now);
  const weights = cartonWeights(quote, facts.cartons);
  const code = destination.fbaCode ?? destination.country;
  const { origin } = facts;
  const booking = await trx
    .insertInto('bookings')
    .values({
      reference,
      enquiry_reference: origin.source === 'desk' ? origin.enquiry : null,
      active_enquiry: origin.source === 'desk' ? origin.enquiry : null,
      source: origin.source,
      ...(origin.source === 'online'
        ? {
            account_id: origin.accountId,
            contact: origin.contact,
            phone: origin.phone,
            submission_id: origin.submission,
          }
        : {}),
      waybill,
      created_at: now.toISOString(),
      created_by: facts.createdBy,
      locale: facts.locale,
      email: facts.email,
      customer: facts.customer,
      origin: quote.origin.code,
      service,
      destination: code,
      destination_detail: toJson(detail),
      cartons: facts.cartons,
      carton_weights: weights ? toJson(weights) : null,
      departure: departure ? toJson(departure) : null,
      quote: toJson(quote),
      ...bookingFigures(quote.origin.code, detail.country, quote),
      ...firstLink(reference, now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  const grossKg = weights ? Math.round(weights.reduce((a, b) => a + b, 0) * 100) / 100 : null;
  await ingestTracking(
    trx,
    {
      shipments: [
        {
          number: waybill,
          service,
          origin: quote.origin.code,
          destination: code,
          pieces: facts.cartons,
          ...(grossKg ? { weightKg: grossKg } : {}),
        },
      ],
      events: [
        catalogueEvent(waybill, 'booking-confirmed', 'booking_confirmed', now, {
          city: quote.origin.name.en,
        }),
      ],
    },
    now,
  );

  if (facts.email) {
    const unsubscribeUrl = await subscribeBooked(
      trx,
      { number: waybill, email: facts.email, locale: facts.locale },
      now,
    );
    await enqueueMail(
      trx,
      bookingMail(
        mailFacts(booking, unsubscribeUrl),
        'booking-confirmed',
        `booking-confirmed:${reference}`,
      ),
      now,
    );
  }
  return { ok: true, booking, code, detail };
}

const cartonsInRange = (cartons: number) =>
  Number.isInteger(cartons) && cartons >= 1 && cartons <= MAX_BOOKING_CARTONS;

/** The enquiry's timeline notes its booking: made, or cancelled (it may be booked again). */
function noteOnEnquiry(
  trx: Kysely<Database>,
  enquiry: string,
  by: DeskActor,
  now: Date,
  details: { reference: string; waybill: string; cancelled?: true },
) {
  return appendHistory(
    trx,
    { type: 'enquiry', id: enquiry },
    { at: now, actor: { id: by.staff.id, name: by.staff.name }, kind: 'booking', details },
  );
}

/** A booking bookQuote made. */
type Made = { booking: Booking; code: string; detail: BookingDestination };

/**
 * What a booking's caller finds before booking: its answer already (a refusal, or the booking
 * the same confirmation made), or the facts to book and how to record the booking made.
 */
type BeforeBooking<Refusal> =
  | { kind: 'refused'; reason: Refusal }
  | { kind: 'existing'; reference: string; waybill: string }
  | { kind: 'book'; facts: BookingFacts; record: (made: Made) => Promise<void> };

/**
 * The frame of both ways to book: the cartons checked, then one transaction in which `prepare`
 * holds the row the booking hangs on (the enquiry, the account) and answers with a refusal, the
 * booking standing, or the facts to book; bookQuote books them and `record` writes the caller's
 * timeline and audit entries. Confirming twice makes one booking.
 */
async function bookOnce<Refusal extends string>(
  db: Kysely<Database>,
  cartons: number,
  now: Date,
  prepare: (trx: Kysely<Database>) => Promise<BeforeBooking<Refusal>>,
): Promise<Booked | { kind: 'refused'; reason: Refusal | RouteRefusal | 'cartons' }> {
  if (!cartonsInRange(cartons)) return { kind: 'refused', reason: 'cartons' };
  return inTransaction(db, async (trx) => {
    const before = await prepare(trx);
    if (before.kind !== 'book') return before;
    const made = await bookQuote(trx, before.facts, now);
    if (!made.ok) return { kind: 'refused', reason: made.reason };
    await before.record(made);
    return { kind: 'created', reference: made.booking.reference, waybill: made.booking.waybill };
  });
}

/**
 * The desk's booking of a won enquiry with a quote (bookOnce), with the enquiry's and the
 * booking's timelines and the audit entry `bookings.create`. An enquiry with a booking standing
 * gets that one back (`existing`).
 */
export async function createBooking(
  db: Kysely<Database>,
  draft: BookingDraft,
  by: DeskActor,
  now: Date,
): Promise<CreateOutcome> {
  return bookOnce<'missing' | 'notBookable'>(db, draft.cartons, now, async (trx) => {
    // On PostgreSQL the enquiry's row is held until this commits: two confirms of one enquiry
    // run one after the other, and the second finds the first's booking.
    const enquiry = await trx
      .selectFrom('enquiries')
      .select(['reference', 'status', 'quote', 'email', 'name', 'company', 'locale'])
      .where('reference', '=', draft.enquiry)
      .$if(isPostgres(trx), (q) => q.forUpdate())
      .executeTakeFirst();
    if (!enquiry) return { kind: 'refused', reason: 'missing' };
    const standing = await trx
      .selectFrom('bookings')
      .select(['reference', 'waybill'])
      .where('active_enquiry', '=', enquiry.reference)
      .executeTakeFirst();
    if (standing) return { kind: 'existing', ...standing };
    if (enquiry.status !== 'won' || !enquiry.quote)
      return { kind: 'refused', reason: 'notBookable' };
    return {
      kind: 'book',
      facts: {
        quote: fromJson(enquiry.quote),
        cartons: draft.cartons,
        destinationText: draft.destination,
        locale: asLocale(enquiry.locale),
        email: enquiry.email,
        customer: enquiry.company || enquiry.name,
        createdBy: by.staff.id,
        origin: { source: 'desk', enquiry: enquiry.reference },
      },
      record: async ({ booking: { reference, waybill }, code, detail }) => {
        await noteOnEnquiry(trx, enquiry.reference, by, now, { reference, waybill });
        await recordDeskChange(trx, { type: 'booking', id: reference }, by, now, {
          kind: 'booked',
          history: {
            enquiry: enquiry.reference,
            waybill,
            cartons: draft.cartons,
            destination: detail,
          },
          action: 'bookings.create',
          audit: {
            enquiry: enquiry.reference,
            waybill,
            cartons: draft.cartons,
            destination: code,
            mailed: enquiry.email !== null,
          },
        });
      },
    };
  });
}

/** A booking a shipper makes from their account, of a quote priced for them (accounts/booking.ts). */
export type OnlineDraft = {
  account: { id: string; email: string };
  quote: QuoteSnapshot;
  cartons: number;
  destination: string;
  address?: BookingAddress;
  company: string;
  contact: string;
  phone: string;
  locale: Locale;
  /** The form's submission id: the same submission confirmed twice is one booking. */
  submission: string;
  clientAddress: string | null;
};

/**
 * The account's booking of a quote (bookOnce), mailed to the account's address in the page's
 * language, with the booking's timeline and the audit entry `bookings.create` naming the account
 * as its actor (accountActor). A submission that already booked gets that booking back.
 */
export async function createOnlineBooking(
  db: Kysely<Database>,
  draft: OnlineDraft,
  now: Date,
): Promise<OnlineOutcome> {
  return bookOnce<never>(db, draft.cartons, now, async (trx) => {
    // On PostgreSQL the account's row is held until this commits: two confirms of one
    // submission run one after the other, and the second finds the first's booking.
    await trx
      .selectFrom('customer_accounts')
      .select('id')
      .where('id', '=', draft.account.id)
      .$if(isPostgres(trx), (q) => q.forUpdate())
      .executeTakeFirst();
    const standing = await bookingOfSubmission(trx, draft.account.id, draft.submission);
    if (standing) return { kind: 'existing', ...standing };
    const actor = accountActor(draft.account);
    return {
      kind: 'book',
      facts: {
        quote: draft.quote,
        cartons: draft.cartons,
        destinationText: draft.destination,
        ...(draft.address ? { address: draft.address } : {}),
        locale: draft.locale,
        email: draft.account.email,
        customer: draft.company || draft.contact,
        createdBy: actor.id,
        origin: {
          source: 'online',
          accountId: draft.account.id,
          contact: draft.contact,
          phone: draft.phone,
          submission: draft.submission,
        },
      },
      record: async ({ booking: { reference, waybill }, code, detail }) => {
        await appendHistory(
          trx,
          { type: 'booking', id: reference },
          {
            at: now,
            // The timeline names the account by its address (redacted if the account is deleted).
            actor: { id: actor.id, name: draft.account.email },
            kind: 'booked',
            details: { online: true, waybill, cartons: draft.cartons, destination: detail },
          },
        );
        await recordAccountAudit(trx, draft, now, {
          action: 'bookings.create',
          target: { type: 'booking', id: reference },
          details: {
            online: true,
            waybill,
            cartons: draft.cartons,
            destination: code,
            offer: draft.quote.channel.code,
            totalFen: draft.quote.totalFen,
          },
        });
      },
    };
  });
}

/**
 * A desk change of one booking, in one transaction with the booking held (PostgreSQL) from the
 * start: `missing` without it, else `change` answers why not, or makes the change and says what
 * to record of it (recordDeskChange), and the booking is `changed`.
 */
async function changeBooking(
  db: Kysely<Database>,
  reference: string,
  by: DeskActor,
  now: Date,
  change: (
    trx: Kysely<Database>,
    booking: Booking,
  ) => Promise<Exclude<BookingChange, 'changed' | 'missing'> | DeskChange>,
): Promise<BookingChange> {
  return inTransaction(db, async (trx) => {
    const booking = await trx
      .selectFrom('bookings')
      .selectAll()
      .where('reference', '=', reference)
      .$if(isPostgres(trx), (q) => q.forUpdate())
      .executeTakeFirst();
    if (!booking) return 'missing';
    const done = await change(trx, booking);
    if (typeof done === 'string') return done;
    await recordDeskChange(trx, { type: 'booking', id: reference }, by, now, done);
    return 'changed';
  });
}

/**
 * Cancels a booking before its goods reach our warehouse: its trail says so (a "booking
 * cancelled" event, a final status: the subscriber's last status mail, then the subscription
 * ends), the enquiry may be booked again, and the waybill number stays retired. After the first
 * warehouse event: `moved`, nothing changes.
 */
export async function cancelBooking(
  db: Kysely<Database>,
  reference: string,
  by: DeskActor,
  now: Date,
): Promise<BookingChange> {
  return changeBooking(db, reference, by, now, async (trx, booking) => {
    if (booking.cancelled_at) return 'unchanged';
    if (await goodsMoved(trx, booking.waybill)) return 'moved';
    await trx
      .updateTable('bookings')
      .set({ cancelled_at: now.toISOString(), active_enquiry: null })
      .where('reference', '=', reference)
      .execute();
    await ingestTracking(
      trx,
      {
        shipments: [],
        events: [catalogueEvent(booking.waybill, 'booking-cancelled', 'booking_cancelled', now)],
      },
      now,
      (t, changes) => queueStatusMails(t, changes, now).then(() => undefined),
    );
    if (booking.enquiry_reference)
      await noteOnEnquiry(trx, booking.enquiry_reference, by, now, {
        reference,
        waybill: booking.waybill,
        cancelled: true,
      });
    return {
      kind: 'cancel',
      history: {},
      action: 'bookings.cancel',
      audit: { waybill: booking.waybill },
    };
  });
}

/**
 * Sends the booking's mail again (the customer lost it, or the link was revoked or expired): the
 * link is renewed first (links.ts: a revoked or expired one replaced), so the mail always carries
 * a link that opens. Not for a
 * cancelled booking: its mail says "confirmed" (the cancellation's status mail said otherwise).
 */
export async function resendBooking(
  db: Kysely<Database>,
  reference: string,
  by: DeskActor,
  now: Date,
): Promise<BookingChange> {
  return changeBooking(db, reference, by, now, async (trx, found) => {
    if (found.cancelled_at) return 'cancelled';
    if (!found.email) return 'noEmail';
    const booking = await renewLink(trx, found, now);
    const mail = bookingMail(
      mailFacts(booking, null),
      'booking-resent',
      `booking-resent:${reference}:${now.toISOString()}`,
    );
    await enqueueMail(trx, mail, now);
    return {
      kind: 'resend',
      history: { link: booking.link_version },
      action: 'bookings.link',
      audit: { resent: true, link: booking.link_version },
    };
  });
}

/** Revokes the booking page's link: it answers 404 from now on, like a link that never was. */
export async function revokeBookingLink(
  db: Kysely<Database>,
  reference: string,
  by: DeskActor,
  now: Date,
): Promise<BookingChange> {
  return changeBooking(db, reference, by, now, async (trx, booking) => {
    if (booking.link_hash === null) return 'unchanged';
    await trx
      .updateTable('bookings')
      .set({ link_hash: null })
      .where('reference', '=', reference)
      .execute();
    return {
      kind: 'revoke',
      history: { link: booking.link_version },
      action: 'bookings.link',
      audit: { revoked: true, link: booking.link_version },
    };
  });
}
