/**
 * What the bookings' commands answer, declared once: the desk's and the account's creations,
 * the booking page's changes, and the `?done=` / `?problem=` keys the console booking page
 * reads back (ConsoleBookings.detail.done / .problem).
 */

/** Why a destination cannot be booked with the quoted service. */
export type RouteRefusal =
  /** The destination is no place we know. */
  | 'destination'
  /** The quoted service does not go there. */
  | 'unserved';

export type CreateRefusal =
  /** No such enquiry. */
  | 'missing'
  /** Not won, or no quote to book. */
  | 'notBookable'
  | RouteRefusal
  | 'cartons';

/** A booking made now, or the one the same confirmation already made. */
export type Booked = { kind: 'created' | 'existing'; reference: string; waybill: string };

export type CreateOutcome = Booked | { kind: 'refused'; reason: CreateRefusal };

export type OnlineOutcome = Booked | { kind: 'refused'; reason: RouteRefusal | 'cartons' };

export type BookingChange =
  | 'changed'
  | 'unchanged'
  | 'missing'
  | 'moved'
  | 'noEmail'
  /** Its confirmation is not sent again once it is cancelled (it would say "confirmed"). */
  | 'cancelled';

/** What the console booking page says was done (`?done=`). */
export const BOOKING_DONE = ['created', 'existing', 'cancelled', 'resent', 'revoked'] as const;
export type BookingDone = (typeof BOOKING_DONE)[number];

/**
 * Why a change on the console booking page was not made (`?problem=`): a change's own answer, or
 * the cancel's unticked confirmation.
 */
export const BOOKING_PROBLEMS = [
  'moved',
  'noEmail',
  'cancelled',
  'confirm',
  'unchanged',
  'missing',
] as const satisfies readonly (Exclude<BookingChange, 'changed'> | 'confirm')[];

/** What the booking page's documents say a review did (`?done=`, BookingDocuments.done). */
export const DOCUMENT_DONE = ['document-accepted', 'document-rejected'] as const;
type DocumentDone = (typeof DOCUMENT_DONE)[number];

/** Why a review was not made (`?problem=`, BookingDocuments.problem). */
export const DOCUMENT_PROBLEMS = [
  'document-reason',
  'document-missing',
  'document-cancelled',
] as const;
type DocumentProblem = (typeof DOCUMENT_PROBLEMS)[number];

/** Where a review sends the desk back to: the booking's documents, saying what happened. */
export type DocumentAnswer =
  | { page: string; hash: 'documents'; done: DocumentDone }
  | { page: string; hash: 'documents'; problem: DocumentProblem };
