// The failover test's bookings step (issue 41): a visitor's quote request (stored as the contact
// form stores one), set to won and booked by the sales account through nginx, then found on
// every instance: the booking's console page, and the waybill on the public tracking page with
// its "booking confirmed" event.
import { actionFields } from '../e2e-support';
import { bookingQuote } from '../booking-support';
import { postAction, type Setup } from './console';

/** Runs the step with a signed-in sales session; the problems found (none when it passed). */
export async function bookingStep(setup: Setup, cookie: string): Promise<string[]> {
  const reference = 'FA7LVR';
  const now = new Date();
  await setup.db.query(
    `insert into enquiries (reference, submission_key, created_at, locale, source, service, name,
       email, message, quote, consent_at)
     values ($1, $2, $3, 'zh', '/query-price', 'fbaHeadShipping', 'Failover Co', 'failover@example.com',
       'Please book.', $4, $3)`,
    [reference, `failover-${reference}`, now.toISOString(), JSON.stringify(bookingQuote(now))],
  );
  const enquiryPage = `/console/enquiries/${reference}`;
  const won = await postAction(
    `${setup.base}${enquiryPage}`,
    [
      ...(await actionFields(setup.base, enquiryPage, { cookie, form: 'enquiry-status' })),
      ['locale', 'en'],
      ['back', enquiryPage],
      ['reference', reference],
      ['status', 'won'],
    ],
    cookie,
  );
  if (won.status !== 200) return [`setting ${reference} to won answered ${won.status}`];

  const newPage = `/console/bookings/new?enquiry=${reference}`;
  const fields = await actionFields(setup.base, newPage, { cookie, form: 'booking-create' });
  const confirm = () =>
    postAction(
      `${setup.base}${newPage}`,
      [
        ...fields,
        ['locale', 'en'],
        ['back', '/console/bookings/new'],
        ['enquiry', reference],
        ['cartons', '3'],
        ['destination', 'ONT8'],
      ],
      cookie,
    );
  // Confirmed twice (a double click through two instances): one booking.
  const answers = [await confirm(), await confirm()];
  const rows = await setup.db.query<{ reference: string; waybill: string }>(
    'select reference, waybill from bookings where enquiry_reference = $1',
    [reference],
  );
  const booking = rows.rows[0];
  if (rows.rows.length !== 1 || !booking)
    return [
      `confirming twice made ${rows.rows.length} bookings (answers ${answers.map((a) => a.status)})`,
    ];
  const problems: string[] = [];
  for (const instance of setup.instances) {
    const consolePage = await fetch(`${instance}/console/bookings/${booking.reference}`, {
      headers: { cookie },
    });
    const tracking = await fetch(`${instance}/query-route?numbers=${booking.waybill}`);
    const trail = await tracking.text();
    const ok =
      consolePage.status === 200 &&
      (await consolePage.text()).includes(booking.waybill) &&
      tracking.status === 200 &&
      trail.includes('Booking confirmed');
    console.log(
      `bookings: ${instance} shows ${booking.reference} (${booking.waybill}): ${ok ? 'ok' : 'FAILED'}`,
    );
    if (!ok)
      problems.push(
        `${instance} did not show booking ${booking.reference} (console ${consolePage.status}, tracking ${tracking.status})`,
      );
  }
  return problems;
}
