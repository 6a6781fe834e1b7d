// The failover test's account step: a shipper (the address of the bookings step's quote request)
// signs in through nginx as a browser without JavaScript does (the code asked for, read from the
// mail the test SMTP server received, and posted with the code form), then reads /account on
// every instance directly with that session's cookie and finds the booking there.
import { actionFields, actionFieldsIn } from '../e2e-support';
import { readMail } from '../smtp-support';
import { postAction, type Setup } from './console';

/** The bookings step's quote request's address (tests/cluster/bookings.ts). */
const SHIPPER = 'failover@example.com';

type Received = { to: string[]; raw: string }[];

/**
 * Books through nginx as the signed-in shipper (given the setup and the session's cookie): the
 * waybills booked. Self-service booking comes with its own feature; until then the shipper books
 * nothing here, and the step looks for the desk's booking only.
 */
async function bookAsShipper(): Promise<string[]> {
  return [];
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

/** Runs the step after the bookings step; the problems found (none when it passed). */
export async function accountStep(setup: Setup, received: Received): Promise<string[]> {
  const signedIn = await signInShipper(setup, received);
  if ('problem' in signedIn) return [signedIn.problem];
  const booked = await setup.db.query<{ waybill: string }>(
    'select waybill from bookings where lower(trim(email)) = $1',
    [SHIPPER],
  );
  const waybills = [...booked.rows.map((r) => r.waybill), ...(await bookAsShipper())];
  if (waybills.length === 0) return [`no booking of ${SHIPPER} to look for`];
  const problems: string[] = [];
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
