import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, request, SECRET } from '../support/staff-request';
import { staffAuth } from '@/lib/staff/auth';
import { setUpTwoFactor } from '@/lib/staff/console-actions';
import type { SetupState } from '@/lib/staff/enrolment';
import { inviteStaff } from '@/lib/staff/invitations';
import { createStaffAccount } from '@/lib/staff/staff';
import { databaseSetups, useDatabase } from '../support/db';
import { totp } from '../support/totp';

vi.mock('next/navigation', async () =>
  (await import('../support/staff-request')).throwingNavigation(),
);

/** The set-up's form as the page posts it. */
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  form.set('locale', 'en');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/** What a browser could send back as the previous state: never read by the action. */
const FORGED: SetupState = { step: 'confirm', secret: 'AAAA', qrCode: 'javascript:alert(1)' };

describe.each(databaseSetups())('the authenticator set-up ($name)', (setup) => {
  const database = useDatabase(setup);
  let accounts = 0;
  beforeAll(() => {
    vi.stubEnv('BETTER_AUTH_SECRET', SECRET);
    request.db = database.db();
  });

  /** An account signed in with its password, its authenticator made but not yet confirmed. */
  async function setUpUnderWay() {
    const email = `new${++accounts}@bridgeway.example`;
    await createStaffAccount(database.db(), {
      email,
      password: PASSWORD,
      name: 'N',
      role: 'sales',
    });
    const auth = staffAuth(database.db(), { secret: SECRET });
    const { headers } = await auth.api.signInEmail({
      body: { email, password: PASSWORD },
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    request.headers = new Headers({ cookie, 'x-forwarded-for': '192.0.2.70' });
    await auth.api.enableTwoFactor({ body: { password: PASSWORD }, headers: request.headers });
    return email;
  }

  it('starts from an invitation: the QR code is an image made on the server', async () => {
    const { link } = await inviteStaff(
      database.db(),
      { email: 'invited@bridgeway.example', role: 'hr', by: null, clientAddress: null },
      new Date(),
      {},
    );
    request.headers = new Headers({ 'x-forwarded-for': '192.0.2.71' });
    const token = new URL(link).searchParams.get('token')!;
    const state = await setUpTwoFactor(
      FORGED,
      formOf({ token, name: 'In Vited', password: PASSWORD }),
    );
    expect(state).toMatchObject({
      step: 'confirm',
      qrCode: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(state.step === 'confirm' && state.secret).toMatch(/^[A-Z2-7]{32,}$/);
  });

  it('allows five wrong codes, then ends the set-up: the right code no longer helps', async () => {
    const email = await setUpUnderWay();
    let state: SetupState = FORGED;
    for (let i = 0; i < 5; i++) {
      state = await setUpTwoFactor(FORGED, formOf({ code: '000000' }));
      expect(state).toMatchObject({ step: 'confirm', problem: 'code' });
    }
    // The secret and QR code come from the server's record, not from the forged state.
    expect(state.step === 'confirm' && state.qrCode).toMatch(/^data:image\/png;base64,/);
    const secret = state.step === 'confirm' ? state.secret : '';
    const right = await setUpTwoFactor(FORGED, formOf({ code: totp(secret, new Date()) }));
    expect(right).toEqual({ step: 'none', problem: 'tooMany' });
    const { db } = database.db();
    const left = await db
      .selectFrom('twoFactor')
      .innerJoin('user', 'user.id', 'twoFactor.userId')
      .select('twoFactor.id')
      .where('user.email', '=', email)
      .execute();
    expect(left).toEqual([]);
  });

  it('confirms with the right code and shows the backup codes once', async () => {
    await setUpUnderWay();
    const first = await setUpTwoFactor(FORGED, formOf({ code: '000000' }));
    const secret = first.step === 'confirm' ? first.secret : '';
    const done = await setUpTwoFactor(FORGED, formOf({ code: totp(secret, new Date()) }));
    expect(done.step === 'codes' && done.codes).toHaveLength(10);
  });
});
