// The failover test's console step: a sales account invited with the CLI, its
// invitation accepted and its sign-in (password, then a TOTP code) made through nginx; then, on
// each instance directly, an enquiry's status changed with that session, made on another, and
// the change checked in the database (the row and the enquiry's timeline).
import { spawnSync } from 'node:child_process';
import type { Client } from 'pg';
import { cookiesAfter } from '../../src/lib/staff/console-auth';
import { actionFields, actionFieldsIn } from '../support/e2e';
import { totp } from '../support/totp';

const PASSWORD = 'harbour crane lantern 42';
const STATUSES = ['contacted', 'quoted', 'won', 'lost'];

export type Setup = {
  base: string;
  root: string;
  /** Where nginx's access.log and each instance's log (app1.log …) are written. */
  logDir: string;
  /** The mails the test's SMTP server has received so far. */
  mails: () => readonly { to: string[]; raw: string }[];
  databaseUrl: string;
  instances: string[];
  db: Client;
};

/** A POST to better-auth's JSON routes through nginx (from the site's own origin). */
async function auth(setup: Setup, path: string, body: unknown, cookie: string) {
  const response = await fetch(`${setup.base}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: setup.base, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return { cookie: cookiesAfter(cookie, response), json: (await response.json()) as unknown };
}

/**
 * A form's Server Action posted as a browser without JavaScript does (a file as a named Blob):
 * its answer and cookies.
 */
export async function postAction(
  url: string,
  fields: [string, string | [Blob, string]][],
  cookie = '',
) {
  const form = new FormData();
  for (const [name, value] of fields)
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, ...value);
  const response = await fetch(url, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { origin: new URL(url).origin, cookie },
  });
  return {
    status: response.status,
    cookie: cookiesAfter(cookie, response),
    html: await response.text(),
  };
}

/** Invitation (CLI), acceptance (the invitation page's action) and sign-in, through nginx. */
export async function signIn(
  setup: Setup,
  role: 'sales' | 'editor',
): Promise<{ cookie: string; userId: string }> {
  const email = `cluster-${role}-${Date.now().toString(36)}@bridgeway.example`;
  const invited = spawnSync('npx', ['tsx', 'scripts/staff.ts', 'invite', email, '--role', role], {
    cwd: setup.root,
    env: { ...process.env, DATABASE_URL: setup.databaseUrl, SMTP_URL: '' },
    encoding: 'utf8',
  });
  const token = /token=([\w-]+)/.exec(invited.stdout)?.[1];
  if (!token) throw new Error(`no invitation: ${invited.stderr}`);
  const page = `/console/invitation?token=${token}`;
  const accepted = await postAction(`${setup.base}${page}`, [
    ...(await actionFields(setup.base, page)),
    ['locale', 'en'],
    ['token', token],
    ['name', `Cluster ${role}`],
    ['password', PASSWORD],
  ]);
  if (accepted.status !== 200) throw new Error(`invitation: ${accepted.status}`);
  // The authenticator, set up on the session the acceptance made: its secret as the page shows
  // it, and one code from it posted with the page's form (as a browser without JavaScript).
  const secret = /data-testid="totp-secret"[^>]*>([^<]+)</
    .exec(accepted.html)?.[1]
    ?.replace(/\s/g, '');
  if (!secret) throw new Error('the invitation showed no authenticator secret');
  const confirmed = await postAction(
    `${setup.base}${page}`,
    [
      ...actionFieldsIn(accepted.html, 'console-totp'),
      ['locale', 'en'],
      ['code', totp(secret, new Date())],
    ],
    accepted.cookie,
  );
  if (!/data-testid="backup-codes"/.test(confirmed.html))
    throw new Error(`the authenticator was not confirmed: ${confirmed.status}`);
  // A sign-in of its own: the password, then a code.
  const first = await auth(setup, '/sign-in/email', { email, password: PASSWORD }, '');
  if (!(first.json as { twoFactorRedirect?: boolean }).twoFactorRedirect)
    throw new Error('the sign-in asked for no code');
  const second = await auth(
    setup,
    '/two-factor/verify-totp',
    {
      code: totp(secret, new Date()),
    },
    first.cookie,
  );
  const user = await setup.db.query<{ id: string }>('select id from "user" where email = $1', [
    email,
  ]);
  return { cookie: second.cookie, userId: user.rows[0]!.id };
}

/** Runs the step; the problems found (none when it passed), and the sales session's cookie. */
export async function consoleStep(setup: Setup): Promise<{ problems: string[]; cookie: string }> {
  const problems: string[] = [];
  const { cookie, userId } = await signIn(setup, 'sales');
  const found = await setup.db.query<{ reference: string }>(
    'select reference from enquiries order by id limit 1',
  );
  const reference = found.rows[0]?.reference;
  if (!reference) return { problems: ['no enquiry was stored to work on'], cookie };
  const page = `/console/enquiries/${reference}`;
  for (const [i, instance] of setup.instances.entries()) {
    const status = STATUSES[i % STATUSES.length]!;
    const fields = await actionFields(instance, page, { cookie, form: 'enquiry-status' });
    const posted = await postAction(
      `${instance}${page}`,
      [...fields, ['locale', 'en'], ['back', page], ['reference', reference], ['status', status]],
      cookie,
    );
    const row = await setup.db.query<{ status: string }>(
      'select status from enquiries where reference = $1',
      [reference],
    );
    const last = await setup.db.query<{ actor_id: string; details: string }>(
      `select actor_id, details from staff_history where record_type = 'enquiry' and record_id = $1
       order by id desc limit 1`,
      [reference],
    );
    const entry = last.rows[0];
    const ok =
      posted.status === 200 &&
      row.rows[0]?.status === status &&
      entry?.actor_id === userId &&
      (JSON.parse(entry.details) as { to?: string }).to === status;
    console.log(`console: ${instance} set ${reference} to ${status}: ${ok ? 'ok' : 'FAILED'}`);
    if (!ok)
      problems.push(
        `the status change on ${instance} (answer ${posted.status}, row ${row.rows[0]?.status}, timeline ${entry?.details})`,
      );
  }
  return { problems, cookie };
}
