import type { Kysely } from 'kysely';
import { absoluteUrl, siteConfig } from '@/config/site';
import { localizedPath, type Locale } from '@/i18n/routing';
import { company } from '@/lib/company';
import type { Db } from '@/lib/db';
import { inTransaction } from '@/lib/db/transaction';
import type { Database } from '@/lib/db/types';
import { translator } from '@/lib/enquiries/quote-text';
import { storeOnce, type StoreOutcome } from '@/lib/forms/store-once';
import { submissionKey } from '@/lib/forms/submission';
import type { RateLimit } from '@/lib/http/rate-limit';
import { enqueueMail, type OutgoingMail } from '@/lib/mail/outbox';
import { recordAccountAudit } from '@/lib/staff/audit';
import { recordDeskAudit, type DeskActor } from '@/lib/console/history';
import { can } from '@/lib/staff/permissions';
import { findBooking, type Booking } from './find';
import { shipperLocale } from '@/lib/accounts/records';

/**
 * A booking's conversation (docs/bookings.md, "Messages"): the shipper writes from their
 * account, the desk answers from the console. A message is stored as sent and never changed
 * nor deleted (there is no function for either); it goes with its booking. Each one queues its
 * mail in its own transaction: the shipper's to the booking's desk owner, an answer to the
 * shipper (saying there is one, with the link; never its text).
 */

/** Messages per shipper's account: far above a conversation's pace, a bound on a script's. */
export const MESSAGE_LIMIT: RateLimit = {
  bucket: 'booking-message',
  max: 20,
  windowMs: 3_600_000,
};

/** The most messages a conversation shows (the oldest beyond it are not shown). */
const SHOWN_MAX = 500;
/** The longest excerpt of a message in the console's list. */
const EXCERPT_MAX = 140;

export type BookingMessage = {
  id: number;
  at: string;
  author: 'shipper' | 'staff';
  /** The staff member who answered, as named when they did (the console shows it). */
  staffName: string | null;
  body: string;
};

/** A booking's messages, oldest first. */
export async function conversationOf(
  db: Kysely<Database>,
  reference: string,
): Promise<BookingMessage[]> {
  const rows = await db
    .selectFrom('booking_messages')
    .select(['id', 'created_at', 'author', 'staff_name', 'body'])
    .where('booking_reference', '=', reference)
    .orderBy('id', 'desc')
    .limit(SHOWN_MAX)
    .execute();
  return rows.reverse().map((row) => ({
    id: Number(row.id),
    at: row.created_at,
    author: row.author,
    staffName: row.staff_name,
    body: row.body,
  }));
}

/**
 * The messages of several bookings, oldest first, for the account's download: who wrote each
 * (the shipper, or the staff, unnamed), when, and the text.
 */
export async function bookingsMessages(db: Kysely<Database>, references: string[]) {
  if (references.length === 0) return [];
  const rows = await db
    .selectFrom('booking_messages')
    .select(['booking_reference', 'created_at', 'author', 'body'])
    .where('booking_reference', 'in', references)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    booking: row.booking_reference,
    at: row.created_at,
    author: row.author,
    text: row.body,
  }));
}

/** The shipper's messages no staff answer has followed yet, on any booking. */
function waiting(db: Kysely<Database>) {
  return db
    .selectFrom('booking_messages as m')
    .where('m.author', '=', 'shipper')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('booking_messages as r')
            .select('r.id')
            .whereRef('r.booking_reference', '=', 'm.booking_reference')
            .where('r.author', '=', 'staff')
            .whereRef('r.id', '>', 'm.id'),
        ),
      ),
    );
}

export type MessageToAnswer = {
  id: number;
  reference: string;
  waybill: string;
  customer: string;
  at: string;
  excerpt: string;
};

/**
 * The console's "messages to answer": each shipper's message until a staff answer follows it
 * on its booking, oldest first (`limit` of them), and how many there are in all.
 */
export async function messagesToAnswer(
  db: Kysely<Database>,
  limit = 100,
): Promise<{ count: number; messages: MessageToAnswer[] }> {
  const [{ count }, rows] = await Promise.all([
    waiting(db)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
    waiting(db)
      .innerJoin('bookings as b', 'b.reference', 'm.booking_reference')
      .select(['m.id', 'm.booking_reference', 'm.created_at', 'm.body', 'b.waybill', 'b.customer'])
      .orderBy('m.id', 'asc')
      .limit(limit)
      .execute(),
  ]);
  return {
    count: Number(count),
    messages: rows.map((row) => {
      const line = row.body.replace(/\s+/g, ' ');
      return {
        id: Number(row.id),
        reference: row.booking_reference,
        waybill: row.waybill,
        customer: row.customer,
        at: row.created_at,
        excerpt: line.length > EXCERPT_MAX ? `${line.slice(0, EXCERPT_MAX - 1)}…` : line,
      };
    }),
  };
}

/**
 * Who is mailed a shipper's message: the booking's desk owner — the colleague its enquiry is
 * assigned to, while they may open bookings and are not disabled — else the sales inbox
 * (SALES_INBOX, where enquiries go); null when neither (the message waits on the console's
 * list all the same).
 */
export async function deskOwnerOf(
  db: Kysely<Database>,
  booking: Pick<Booking, 'enquiry_reference'>,
  salesInbox: string | null,
): Promise<string | null> {
  if (booking.enquiry_reference) {
    const assignee = await db
      .selectFrom('enquiries as e')
      .innerJoin('user as u', 'u.id', 'e.assignee_id')
      .select(['u.email', 'u.role', 'u.banned'])
      .where('e.reference', '=', booking.enquiry_reference)
      .executeTakeFirst();
    if (assignee && !assignee.banned && can(assignee.role, 'bookings.view')) return assignee.email;
  }
  return salesInbox;
}

/** The booking's page in the console (unprefixed: the English console, as the mail is English). */
const consoleBookingUrl = (reference: string) =>
  `${siteConfig.appUrl}/console/bookings/${reference}`;

/**
 * The desk's mail of a shipper's message, in English like the sales desk's mails: the booking,
 * the message quoted as plain text, and the console page to answer on (answers are made there,
 * so the shipper's account shows them; the mail has no Reply-To to the shipper).
 */
export function deskMessageMail(
  booking: Pick<Booking, 'reference' | 'waybill' | 'customer'>,
  message: { id: number; body: string },
  to: string,
): OutgoingMail {
  const t = translator('en');
  return {
    kind: 'booking-message',
    dedupeKey: `booking-message:${booking.reference}:${message.id}`,
    to,
    subject: t('BookingMessageMail.deskSubject', {
      reference: booking.reference,
      waybill: booking.waybill,
    }),
    text: [
      t('BookingMessageMail.deskIntro', {
        reference: booking.reference,
        waybill: booking.waybill,
        customer: booking.customer,
      }),
      message.body
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n'),
      t('BookingMessageMail.deskAnswer', { link: consoleBookingUrl(booking.reference) }),
    ].join('\n\n'),
  };
}

/**
 * The shipper's mail of an answer, in their language: that there is an answer, and the link to
 * the booking in their account. Neither its subject nor its text carries the answer (a mail can
 * be forwarded or read on a shared screen; the account is where the conversation is).
 */
export function answerMail(
  booking: Pick<Booking, 'reference' | 'waybill'>,
  message: { id: number },
  to: string,
  locale: Locale,
): OutgoingMail {
  const t = translator(locale);
  const link = absoluteUrl(
    `${localizedPath(`/account/bookings/${booking.reference}`, locale)}#messages`,
  );
  return {
    kind: 'booking-answer',
    dedupeKey: `booking-answer:${booking.reference}:${message.id}`,
    to,
    subject: t('BookingMessageMail.subject', { reference: booking.reference }),
    text: [
      t('BookingMessageMail.intro', { reference: booking.reference, waybill: booking.waybill }),
      t('BookingMessageMail.read', { link }),
      t('BookingMail.signature', { company: company.name[locale] }),
    ].join('\n\n'),
  };
}

/**
 * A shipper's message on one of their account's bookings (the caller found it by the account's
 * address), stored once per submission (storeOnce: the same post again answers the first
 * message), within MESSAGE_LIMIT per account, with the desk owner's mail and the audit entry
 * (the account as actor, no text) in the same transaction. A cancelled booking takes messages:
 * a question about one is as legitimate as about any.
 */
export async function postShipperMessage(
  database: Db,
  input: {
    booking: Booking;
    account: { id: string };
    text: string;
    submissionId: string;
    clientAddress: string | null;
    salesInbox: string | null;
  },
  now: Date,
): Promise<StoreOutcome> {
  const { booking } = input;
  const key = submissionKey('booking-message', input.submissionId, {
    booking: booking.reference,
    text: input.text,
  });
  return storeOnce(
    database,
    {
      key,
      // Counted per account, whatever address the shipper writes from.
      clientKey: `account:${input.account.id}`,
      limit: MESSAGE_LIMIT,
      table: 'booking_messages',
      insert: async (trx) => {
        const stored = await trx
          .insertInto('booking_messages')
          .values({
            booking_reference: booking.reference,
            created_at: now.toISOString(),
            author: 'shipper',
            staff_id: null,
            staff_name: null,
            body: input.text,
            submission_key: key,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(stored.id);
        const owner = await deskOwnerOf(trx, booking, input.salesInbox);
        if (owner)
          await enqueueMail(trx, deskMessageMail(booking, { id, body: input.text }, owner), now);
        await recordAccountAudit(trx, input, now, {
          action: 'bookings.message',
          target: { type: 'booking', id: booking.reference },
          details: { message: id, mailed: owner !== null },
        });
        return String(id);
      },
    },
    now,
  );
}

export type AnswerOutcome = 'sent' | 'duplicate' | 'missing';

/**
 * The desk's answer on a booking (any booking: the desk may also write first), stored once per
 * form submission, with the shipper's mail (when the booking still has an address) and the audit
 * entry naming the staff member, in one transaction.
 */
export async function answerBookingMessage(
  db: Kysely<Database>,
  input: { reference: string; text: string; submissionId: string },
  by: DeskActor,
  now: Date,
): Promise<AnswerOutcome> {
  return inTransaction(db, async (trx) => {
    const booking = await findBooking(trx, input.reference);
    if (!booking) return 'missing';
    const stored = await trx
      .insertInto('booking_messages')
      .values({
        booking_reference: booking.reference,
        created_at: now.toISOString(),
        author: 'staff',
        staff_id: by.staff.id,
        staff_name: by.staff.name,
        body: input.text,
        submission_key: submissionKey('booking-answer', input.submissionId, {
          booking: booking.reference,
          text: input.text,
        }),
      })
      .onConflict((c) => c.column('submission_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) return 'duplicate';
    const id = Number(stored.id);
    if (booking.email)
      await enqueueMail(
        trx,
        answerMail(booking, { id }, booking.email.trim(), await shipperLocale(trx, booking)),
        now,
      );
    await recordDeskAudit(trx, by, now, {
      action: 'bookings.message',
      target: { type: 'booking', id: booking.reference },
      details: { message: id, mailed: booking.email !== null },
    });
    return 'sent';
  });
}
