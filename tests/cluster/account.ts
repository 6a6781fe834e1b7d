// The failover test's account step: a shipper (the address of the bookings step's quote request)
// signs in through nginx as a browser without JavaScript does (the code asked for, read from the
// mail the test SMTP server received, and posted with the code form), then reads /account on
// every instance directly with that session's cookie and finds the booking there. It also books an
// offer itself through nginx (confirmed twice: one booking), seen on every instance too, and
// writes a message on that booking through nginx, listed on its page, and uploads a document
// to it and fetches it back.
import { actionFields, actionFieldsIn } from '../support/e2e';
import { BOOKING_SEARCH } from '../support/booking';
import { readMail } from '../support/smtp';
import { pdfBytes } from '../support/resume-bytes';
import { postAction, type Setup } from './console';

/** The bookings step's quote request's address (tests/cluster/bookings.ts). */
const SHIPPER = 'failover@example.com';

type Received = { to: string[]; raw: string }[];

/** The offer the shipper books: the bookings step's search, its express line. */
const OFFER = 'BW-EXP-US';

/**
 * Books an offer through nginx as the signed-in shipper, the form posted as a browser without
 * JavaScript posts it, twice (a double click through two instances): the one booking's waybill,
 * or the problem.
 */
async function bookAsShipper(
  setup: Setup,
  cookie: string,
): Promise<{ waybill: string } | { problem: string }> {
  const page = `/account/book?q=${encodeURIComponent(BOOKING_SEARCH)}&offer=${OFFER}`;
  const html = await (await fetch(`${setup.base}${page}`, { headers: { cookie } })).text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  const submission = hidden('submissionId');
  const agreed = hidden('agreedFen');
  if (!submission || !agreed) return { problem: `${page} has no booking form` };
  const fields: [string, string][] = [
    ...actionFieldsIn(html, 'book-form'),
    ['locale', 'en'],
    ['submissionId', submission],
    ['agreedFen', agreed],
    ['q', BOOKING_SEARCH],
    ['offer', OFFER],
    ['company', 'Failover Co'],
    ['contact', 'Li Wei'],
    ['phone', '+86 755 1234 5678'],
    ['cartons', '3'],
    ['entry', ''],
    ['destination', 'ONT8'],
  ];
  const answers = [
    await postAction(`${setup.base}${page}`, fields, cookie),
    await postAction(`${setup.base}${page}`, fields, cookie),
  ];
  const rows = await setup.db.query<{ waybill: string }>(
    'select waybill from bookings where submission_id = $1',
    [submission],
  );
  if (rows.rows.length !== 1)
    return {
      problem: `confirming an online booking twice made ${rows.rows.length} bookings (answers ${answers.map((a) => a.status)})`,
    };
  return { waybill: rows.rows[0]!.waybill };
}

/**
 * A message on the shipper's booking `waybill`, posted through nginx as a browser without
 * JavaScript posts it: the problem, or none when the booking's page then lists it.
 */
async function messageAsShipper(setup: Setup, cookie: string, waybill: string) {
  const found = await setup.db.query<{ reference: string }>(
    'select reference from bookings where waybill = $1',
    [waybill],
  );
  const reference = found.rows[0]!.reference;
  const page = `${setup.base}/account/bookings/${reference}`;
  const html = await (await fetch(page, { headers: { cookie } })).text();
  const form = html.slice(html.indexOf('data-testid="message-form"'));
  const submission = /name="submissionId" value="([^"]*)"/.exec(form)?.[1];
  if (!submission) return [`${page} has no message form`];
  const text = `Failover question ${submission.slice(0, 8)}`;
  const posted = await postAction(
    page,
    [
      ...actionFieldsIn(html, 'message-form'),
      ['locale', 'en'],
      ['reference', reference],
      ['submissionId', submission],
      ['message', text],
    ],
    cookie,
  );
  const after = await (await fetch(page, { headers: { cookie } })).text();
  console.log(
    `account: a message on ${reference} through nginx: ${after.includes(text) ? 'ok' : 'FAILED'}`,
  );
  return after.includes(text)
    ? []
    : [`the message posted to ${page} (${posted.status}) is not listed there`];
}

/** The shipper's sign-in through nginx: the session's cookie, or the problem. */
async function signInShipper(
  setup: Setup,
  received: Received,
): Promise<{ cookie: string } | { problem: string }> {
  const page = '/account';
  const before = received.length;
  const requested = await postAction(`${setup.base}${page}`, [
    ...(await actionFields(setup.base, page)),
    ['locale', 'en'],
    ['email', SHIPPER],
  ]);
  if (!/data-testid="account-code-sent"/.test(requested.html))
    return { problem: `asking for a code answered ${requested.status} without the code form` };
  // The mail goes out right after the answer; its body leaves the outbox once sent, so it is read
  // from what the SMTP server received (bounded).
  const deadline = Date.now() + 30_000;
  let code: string | undefined;
  while (!code && Date.now() < deadline) {
    const mail = received.slice(before).find((m) => m.to.includes(SHIPPER));
    code = mail && /^(\d{6})$/m.exec(readMail(mail.raw).text)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) return { problem: 'no sign-in code was mailed within 30 s' };
  const verified = await postAction(
    `${setup.base}${page}`,
    [...actionFieldsIn(requested.html), ['locale', 'en'], ['email', SHIPPER], ['code', code]],
    requested.cookie,
  );
  if (verified.status !== 303 || verified.cookie === requested.cookie)
    return { problem: `the code's sign-in answered ${verified.status} without a session` };
  return { cookie: verified.cookie };
}

/**
 * Uploads a commercial invoice to the shipper's booking through nginx (the page's form as a
 * browser without JavaScript posts it) and downloads it back: the problem, if any.
 */
async function uploadDocument(setup: Setup, cookie: string, waybill: string) {
  const { rows } = await setup.db.query<{ reference: string }>(
    'select reference from bookings where waybill = $1',
    [waybill],
  );
  const page = `/account/bookings/${rows[0]?.reference}`;
  const html = await (await fetch(`${setup.base}${page}`, { headers: { cookie } })).text();
  const file = pdfBytes('Failover invoice');
  const uploaded = await postAction(
    `${setup.base}${page}`,
    [
      ...actionFieldsIn(html, 'document-upload'),
      ['locale', 'en'],
      ['reference', rows[0]?.reference ?? ''],
      ['kind', 'invoice'],
      ['file', [new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'invoice.pdf']],
    ],
    cookie,
  );
  const after = await (await fetch(`${setup.base}${page}`, { headers: { cookie } })).text();
  const id = /\/api\/account\/documents\?id=([\w-]+)/.exec(after)?.[1];
  if (uploaded.status !== 303 || !id)
    return `uploading a document to ${page} answered ${uploaded.status}, none listed`;
  const back = await fetch(`${setup.base}/api/account/documents?id=${id}`, { headers: { cookie } });
  const same = back.status === 200 && Buffer.from(await back.arrayBuffer()).equals(file);
  console.log(
    `account: a document uploaded to ${page} and fetched back: ${same ? 'ok' : 'FAILED'}`,
  );
  return same ? undefined : `the document fetched back answered ${back.status} or other bytes`;
}

/** Runs the step after the bookings step; the problems found (none when it passed). */
export async function accountStep(setup: Setup, received: Received): Promise<string[]> {
  const signedIn = await signInShipper(setup, received);
  if ('problem' in signedIn) return [signedIn.problem];
  const booked = await setup.db.query<{ waybill: string }>(
    'select waybill from bookings where lower(trim(email)) = $1',
    [SHIPPER],
  );
  const online = await bookAsShipper(setup, signedIn.cookie);
  if ('problem' in online) return [online.problem];
  const waybills = [...booked.rows.map((r) => r.waybill), online.waybill];
  const problems = await messageAsShipper(setup, signedIn.cookie, online.waybill);
  const document = await uploadDocument(setup, signedIn.cookie, online.waybill);
  if (document) problems.push(document);
  for (const instance of setup.instances) {
    const response = await fetch(`${instance}/account`, { headers: { cookie: signedIn.cookie } });
    const html = await response.text();
    const ok =
      response.status === 200 &&
      html.includes('data-testid="account-home"') &&
      waybills.every((waybill) => html.includes(waybill));
    console.log(
      `account: ${instance} shows ${SHIPPER}'s ${waybills.join(', ')}: ${ok ? 'ok' : 'FAILED'}`,
    );
    if (!ok)
      problems.push(`${instance}/account did not show ${waybills.join(', ')} (${response.status})`);
  }
  return problems;
}
