// The failover test's bookings step: a visitor's quote request (stored as the contact form stores
// one), set to won and booked by the sales account through nginx, then found on every instance:
// the booking's console page, and the waybill on the public tracking page with its "booking
// confirmed" event. Then the customer's booking page and labels are fetched through nginx with
// the mailed link (and the retired link forms), and neither nginx's access log nor any
// instance's log may hold the link's secret.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { actionFields } from '../support/e2e';
import { readMail } from '../support/smtp';
import { bookingQuote } from '../support/booking';
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
  problems.push(...(await secretsStayOutOfLogs(setup, booking.waybill)));
  return problems;
}

/** The lines of nginx's access log and of every instance's log, as written so far. */
function logText(dir: string): string {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.log') && name !== 'error.log')
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
}

/**
 * The booking page and both label formats fetched through nginx with the mailed link, and the
 * retired forms of the link; every request's line in the logs (by its request id), none with
 * the secret.
 */
async function secretsStayOutOfLogs(setup: Setup, waybill: string): Promise<string[]> {
  // The customer's confirmation, as the SMTP server received it (a sent mail's text is not kept).
  const mailDeadline = Date.now() + 30_000;
  const confirmation = () =>
    setup
      .mails()
      .filter((m) => m.to.includes('failover@example.com'))
      .map((m) => readMail(m.raw).text)
      .find((text) => text.includes(waybill));
  while (!confirmation() && Date.now() < mailDeadline) await new Promise((r) => setTimeout(r, 200));
  const link = /https?:\/\/\S+\/booking\?k=([A-Za-z0-9_-]{43})/.exec(confirmation() ?? '');
  if (!link) return [`the booking mail of ${waybill} did not arrive with a booking page link`];
  const secret = link[1]!;
  const visits: [string, number][] = [
    [`/zh/booking?k=${secret}`, 200],
    [`/api/bookings/labels?k=${secret}&format=a4`, 200],
    [`/api/bookings/labels?k=${secret}&format=label`, 200],
    [`/booking/${secret}`, 308],
    [`/api/bookings/${secret}/labels`, 404],
  ];
  const problems: string[] = [];
  const ids: string[] = [];
  for (const [path, status] of visits) {
    const response = await fetch(`${setup.base}${path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== status)
      problems.push(`${path.replace(secret, '<secret>')} answered ${response.status}`);
    ids.push(response.headers.get('x-request-id') ?? '');
  }
  // Each request's lines: nginx's, and the instance's (its log is written in batches).
  const deadline = Date.now() + 30_000;
  const logged = () => {
    const text = logText(setup.logDir);
    return ids.every((id) => text.split(`"reqId":"${id}"`).length >= 3);
  };
  while (!logged() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (!logged()) problems.push('the booking requests did not all reach the logs within 30 s');
  const leaked = logText(setup.logDir).includes(secret);
  console.log(`bookings: a booking link's secret in the logs: ${leaked ? 'FOUND' : 'none'}`);
  if (leaked) problems.push("a booking link's secret is in a log");
  return problems;
}
