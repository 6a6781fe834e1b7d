import type { Kysely } from 'kysely';
import { bookingsOfEnquiry } from '@/lib/bookings/find';
import { historyOf, type HistoryItem } from '@/lib/console/history';
import type { Database } from '@/lib/db/types';
import { can } from '@/lib/staff/permissions';
import { enquiryDesk } from './case';
import { findEnquiry, type EnquiryRow } from './export';

/** What the console's enquiry page (`/console/enquiries/<reference>`) shows, read in one place. */
export type ConsoleEnquiryView = {
  enquiry: EnquiryRow;
  history: HistoryItem[];
  /** Whoever the enquiry may be given to. */
  desk: Awaited<ReturnType<typeof enquiryDesk>>;
  /** Its bookings, for a colleague who may see bookings (else null: the page shows none). */
  bookings: Awaited<ReturnType<typeof bookingsOfEnquiry>> | null;
  /** Whether this colleague may book it. */
  mayBook: boolean;
};

/**
 * The console's view of one enquiry for a colleague of `actor.role`, or undefined when there is
 * no such enquiry. The page checks the session; this reads what it shows.
 */
export async function consoleEnquiryView(
  db: Kysely<Database>,
  reference: string,
  actor: { role: string },
): Promise<ConsoleEnquiryView | undefined> {
  const enquiry = await findEnquiry(db, reference);
  if (!enquiry) return undefined;
  const [history, desk, bookings] = await Promise.all([
    historyOf(db, { type: 'enquiry', id: reference }),
    enquiryDesk(db),
    can(actor.role, 'bookings.view') ? bookingsOfEnquiry(db, reference) : null,
  ]);
  return { enquiry, history, desk, bookings, mayBook: can(actor.role, 'bookings.create') };
}
