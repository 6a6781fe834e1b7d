import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listAudit } from '@/lib/staff/audit';
import { staffAuth } from '@/lib/staff/auth';
import { createStaffAccount } from '@/lib/staff/staff';
import { staffAuthSecret } from '@/lib/staff/secret';
import { handleAuthRequest } from '@/lib/staff/sign-in';
import { databaseSetups, useDatabase } from '../support/db';
import { secretOf, totp } from '../support/totp';

const SECRET = 'a-test-secret-of-more-than-32-characters';
const PASSWORD = 'correct horse battery staple';
let EMAIL = '';
const NOW = new Date('2026-11-26T03:00:00Z');

/** A request to better-auth's routes as a browser at `address` sends it. */
function post(path: string, body: unknown, address: string, cookie = '') {
  return new Request(`http://localhost:3000/api/auth${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:3000',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** A GET to better-auth's routes with a Cookie header. */
const get = (path: string, cookie: string) =>
  new Request(`http://localhost:3000/api/auth${path}`, { headers: { cookie } });

/** The name=value pairs of a response's Set-Cookie headers, as a Cookie header. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

describe.each(databaseSetups())('staff sign-in routes ($name)', (setup) => {
  const database = useDatabase(setup);
  const send = (request: Request, now = NOW) =>
    handleAuthRequest(request, database.db(), SECRET, now);
  let accounts = 0;
  const createAccount = () => {
    EMAIL = `sales${++accounts}@bridgeway.example`;
    return createStaffAccount(database.db(), {
      email: EMAIL,
      password: PASSWORD,
      name: 'Sal Es',
      role: 'sales',
    });
  };

  it('answers an unknown email as a wrong password, and audits both failures', async () => {
    await createAccount();
    const unknown = await send(
      post(
        '/sign-in/email',
        { email: 'nobody@bridgeway.example', password: PASSWORD },
        '192.0.2.1',
      ),
    );
    const wrong = await send(
      post('/sign-in/email', { email: EMAIL, password: 'not the password!' }, '192.0.2.1'),
    );
    expect(unknown.status).toBe(401);
    expect([wrong.status, await wrong.json()]).toEqual([unknown.status, await unknown.json()]);
    const failed = await listAudit(database.db().db, { action: 'staff.signInFailed' });
    expect(failed.map((entry) => [entry.target_id, entry.client_address, entry.actor_id])).toEqual([
      [EMAIL, '192.0.2.1', null],
      ['nobody@bridgeway.example', '192.0.2.1', null],
    ]);
  });

  it('signs in with the password and then a TOTP code, and audits the sign-in', async () => {
    const { user } = await createAccount();
    const auth = staffAuth(database.db(), { secret: SECRET });
    const first = await send(
      post('/sign-in/email', { email: EMAIL, password: PASSWORD }, '192.0.2.2'),
    );
    expect(first.status).toBe(200);
    const session = cookiesOf(first);
    const headers = new Headers({ cookie: session });
    const enabled = await auth.api.enableTwoFactor({ body: { password: PASSWORD }, headers });
    const totpURI = enabled.method === 'totp' ? enabled.totpURI : '';
    await auth.api.verifyTOTP({ body: { code: totp(secretOf(totpURI), new Date()) }, headers });

    const password = await send(
      post('/sign-in/email', { email: EMAIL, password: PASSWORD }, '192.0.2.2'),
    );
    expect(await password.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesOf(password);
    const badCode = await send(
      post('/two-factor/verify-totp', { code: '000000' }, '192.0.2.2', pending),
    );
    expect(badCode.status).toBe(401);
    const code = totp(secretOf(totpURI), new Date());
    const signedIn = await send(post('/two-factor/verify-totp', { code }, '192.0.2.2', pending));
    expect(signedIn.status).toBe(200);
    expect(cookiesOf(signedIn)).toMatch(/better-auth\.session_token=/);

    const audited = await listAudit(database.db().db, { action: 'staff.' });
    const here = audited.filter((entry) => entry.client_address === '192.0.2.2');
    expect(here.map((entry) => [entry.action, entry.actor_id, entry.details])).toEqual([
      ['staff.signIn', user.id, JSON.stringify({ step: 'code' })],
      ['staff.signInFailed', null, JSON.stringify({ step: 'code', status: 401 })],
      // The password step of an account with an authenticator: the code comes next.
      ['staff.signInPassword', null, JSON.stringify({ step: 'password' })],
      // The first password sign-in (no authenticator yet) made a session of one factor.
      ['staff.signInPasswordOnly', user.id, JSON.stringify({ step: 'password' })],
    ]);
    // Only sessions made by a code have both factors: the one of the authenticator's
    // confirmation and the one of the code step; the password's alone was replaced.
    const sessions = await database
      .db()
      .db.selectFrom('session')
      .select('twoFactorVerified')
      .where('userId', '=', user.id)
      .execute();
    expect(sessions.map((row) => Boolean(row.twoFactorVerified))).toEqual([true, true]);
  });

  /** An account with a confirmed authenticator: its TOTP secret. */
  async function withAuthenticator() {
    await createAccount();
    const auth = staffAuth(database.db(), { secret: SECRET });
    const { headers } = await auth.api.signInEmail({
      body: { email: EMAIL, password: PASSWORD },
      returnHeaders: true,
    });
    const cookie = new Headers({ cookie: cookiesOf(new Response(null, { headers })) });
    const enabled = await auth.api.enableTwoFactor({
      body: { password: PASSWORD },
      headers: cookie,
    });
    const secret = secretOf(enabled.method === 'totp' ? enabled.totpURI : '');
    await auth.api.verifyTOTP({ body: { code: totp(secret, new Date()) }, headers: cookie });
    return secret;
  }

  it('serves nothing of better-auth but the two sign-in steps', async () => {
    await withAuthenticator();
    const signedIn = cookiesOf(
      await send(post('/sign-in/email', { email: EMAIL, password: PASSWORD }, '192.0.2.60')),
    );
    for (const path of ['/list-sessions', '/get-session', '/admin/list-users'])
      expect((await send(get(path, signedIn))).status, path).toBe(404);
    for (const path of ['/change-password', '/update-user', '/two-factor/get-totp-uri'])
      expect((await send(post(path, { password: PASSWORD }, '192.0.2.60', signedIn))).status).toBe(
        404,
      );
  });

  it('counts form-encoded attempts and refuses them: every password is tried as JSON', async () => {
    await withAuthenticator();
    const form = (password: string) =>
      new Request('http://localhost:3000/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost:3000',
          'x-forwarded-for': '192.0.2.61',
        },
        body: new URLSearchParams({ email: EMAIL, password }).toString(),
      });
    for (let i = 0; i < 30; i++) expect((await send(form(`wrong ${i}`))).status).toBe(415);
    // The address's 30 attempts are spent: the right password in JSON from it is refused too.
    const right = await send(
      post('/sign-in/email', { email: EMAIL, password: PASSWORD }, '192.0.2.61'),
    );
    expect(right.status).toBe(429);
  });

  it('never trusts a device: a sign-in always asks for the code', async () => {
    const secret = await withAuthenticator();
    const password = await send(
      post('/sign-in/email', { email: EMAIL, password: PASSWORD }, '192.0.2.62'),
    );
    const code = totp(secret, new Date());
    const verified = await send(
      post(
        '/two-factor/verify-totp',
        { code, trustDevice: true },
        '192.0.2.62',
        cookiesOf(password),
      ),
    );
    expect(verified.status).toBe(200);
    expect(cookiesOf(verified)).not.toMatch(/trust_device/);
    // Even a trust cookie brought along is not passed on: the code is asked again.
    const again = await send(
      post(
        '/sign-in/email',
        { email: EMAIL, password: PASSWORD },
        '192.0.2.62',
        'better-auth.trust_device=forged.value',
      ),
    );
    expect(await again.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('audits a code step whatever the spelling of its cookie', async () => {
    await withAuthenticator();
    const password = await send(
      post('/sign-in/email', { email: EMAIL, password: PASSWORD }, '192.0.2.63'),
    );
    // A space before "=": cookie parsers trim the name, so the step is still a sign-in.
    const spaced = cookiesOf(password).replace('two_factor=', 'two_factor =');
    const wrong = await send(
      post('/two-factor/verify-totp', { code: '000000' }, '192.0.2.63', spaced),
    );
    expect(wrong.status).toBe(401);
    const audited = await listAudit(database.db().db, { action: 'staff.signInFailed' });
    expect(
      audited.filter((entry) => entry.client_address === '192.0.2.63').map((e) => e.details),
    ).toEqual([JSON.stringify({ step: 'code', status: 401 })]);
  });

  it('limits attempts per account from any address, and per address on any account', async () => {
    await createAccount();
    for (let i = 0; i < 10; i++) {
      const wrong = post(
        '/sign-in/email',
        { email: EMAIL, password: `wrong ${i}` },
        `198.51.100.${i}`,
      );
      expect((await send(wrong)).status).toBe(401);
    }
    // The right password does not get through the account's limit, from a new address either.
    const right = await send(
      post('/sign-in/email', { email: EMAIL, password: PASSWORD }, '203.0.113.9'),
    );
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // An unknown account is limited alike: its refusal says nothing about whether it exists.
    for (let i = 0; i < 10; i++)
      await send(
        post('/sign-in/email', { email: 'ghost@bridgeway.example', password: 'x' }, '203.0.113.8'),
      );
    const ghost = await send(
      post('/sign-in/email', { email: 'ghost@bridgeway.example', password: 'x' }, '203.0.113.7'),
    );
    expect([ghost.status, await ghost.json()]).toEqual([429, await right.json()]);
    // 15 minutes later the account may try again.
    const later = new Date(NOW.getTime() + 15 * 60_000 + 1);
    const again = await send(
      post('/sign-in/email', { email: EMAIL, password: PASSWORD }, '203.0.113.9'),
      later,
    );
    expect(again.status).toBe(200);

    // One address: 30 attempts, whatever the accounts.
    for (let i = 0; i < 30; i++)
      await send(
        post('/sign-in/email', { email: `n${i}@bridgeway.example`, password: 'x' }, '192.0.2.50'),
        later,
      );
    const blocked = await send(
      post('/sign-in/email', { email: EMAIL, password: PASSWORD }, '192.0.2.50'),
      later,
    );
    expect(blocked.status).toBe(429);
  });
});

describe('the sign-in secret', () => {
  it('is BETTER_AUTH_SECRET, else a file made once on SQLite, never made on PostgreSQL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bw-secret-'));
    const file = join(dir, 'auth.secret');
    try {
      const set = staffAuthSecret({ BETTER_AUTH_SECRET: SECRET, BETTER_AUTH_SECRET_FILE: file });
      expect(set).toBe(SECRET);
      const made = staffAuthSecret({ BETTER_AUTH_SECRET_FILE: file });
      expect(made).toHaveLength(44);
      expect(staffAuthSecret({ BETTER_AUTH_SECRET_FILE: file })).toBe(made);
      expect(() =>
        staffAuthSecret({
          BETTER_AUTH_SECRET_FILE: join(dir, 'missing'),
          DATABASE_URL: 'postgres://db.example/site',
        }),
      ).toThrow(/BETTER_AUTH_SECRET must be set .* when DATABASE_URL is PostgreSQL/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
