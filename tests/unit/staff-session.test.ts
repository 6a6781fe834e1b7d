import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, request, SECRET } from '../support/staff-request';
import { staffAuth } from '@/lib/staff/auth';
import { createStaffAccount } from '@/lib/staff/staff';
import { requireStaff } from '@/lib/staff/session';
import { databaseSetups, useDatabase } from '../support/db';
import { signedInCookie } from '../support/staff';

// The guard reads the request's cookies (next/headers) and answers with Next's redirect() and
// forbidden(): here the request is a test's Headers (tests/support/staff-request.ts), and both throw what
// they were asked.
vi.mock('next/navigation', async () =>
  (await import('../support/staff-request')).throwingNavigation(),
);

describe.each(databaseSetups())('requireStaff ($name)', (setup) => {
  const database = useDatabase(setup);
  let accounts = 0;
  beforeEach(() => {
    vi.stubEnv('BETTER_AUTH_SECRET', SECRET);
    request.db = database.db();
    request.headers = new Headers();
  });

  /**
   * Signs a new account with `role` in; the request then carries its session cookie. `twoFactor`
   * false: a session from the password alone (an account without an authenticator).
   */
  async function signedIn(role: 'sales' | 'hr', { twoFactor = true } = {}) {
    const auth = staffAuth(database.db(), { secret: SECRET });
    const email = `${role}${++accounts}@bridgeway.example`;
    await createStaffAccount(database.db(), { email, password: PASSWORD, name: 'N', role });
    if (twoFactor) {
      request.headers = new Headers({
        cookie: await signedInCookie(database.db(), email, PASSWORD, SECRET),
      });
      return email;
    }
    const { headers } = await auth.api.signInEmail({
      body: { email, password: PASSWORD },
      returnHeaders: true,
    });
    const cookie = headers.getSetCookie().map((line) => line.split(';')[0]);
    request.headers = new Headers({ cookie: cookie.join('; ') });
    return email;
  }

  it('sends a signed-out request to the sign-in, asked to come back, in its language', async () => {
    await expect(requireStaff('en', '/console/staff')).rejects.toThrow(
      'redirect /console/sign-in?next=%2Fconsole%2Fstaff',
    );
    await expect(requireStaff('zh', '/console')).rejects.toThrow(
      'redirect /zh/console/sign-in?next=%2Fzh%2Fconsole',
    );
  });

  it('sends an account without an authenticator to its setup', async () => {
    await signedIn('sales', { twoFactor: false });
    await expect(requireStaff('en', '/console')).rejects.toThrow('redirect /console/two-factor');
  });

  it('lets a role open what the permission table gives it, and nothing else', async () => {
    const email = await signedIn('sales');
    expect(await requireStaff('en', '/console/enquiries', 'enquiries.view')).toMatchObject({
      email,
      role: 'sales',
    });
    await expect(requireStaff('en', '/console/staff', 'staff.view')).rejects.toThrow('forbidden');
    await expect(requireStaff('en', '/console/applications', 'applications.view')).rejects.toThrow(
      'forbidden',
    );
  });

  it('asks for a new sign-in before a sensitive action when this one is over 15 minutes old', async () => {
    await signedIn('hr');
    const soon = new Date(Date.now() + 14 * 60_000);
    const late = new Date(Date.now() + 16 * 60_000);
    const path = '/console/applications';
    expect(await requireStaff('en', path, 'applications.downloadResume', soon)).toMatchObject({
      role: 'hr',
    });
    await expect(requireStaff('en', path, 'applications.downloadResume', late)).rejects.toThrow(
      'redirect /console/sign-in?next=%2Fconsole%2Fapplications',
    );
    // An action that does not ask for it is allowed with the same sign-in.
    expect(await requireStaff('en', path, 'applications.view', late)).toMatchObject({ role: 'hr' });
  });

  it('opens nothing with a session of the password alone, even once the account has an authenticator', async () => {
    // Signed in before the authenticator was confirmed (an invitation left half way, or after
    // reset-2fa): the session itself never passed the second factor.
    await signedIn('sales', { twoFactor: false });
    await database
      .db()
      .db.updateTable('user')
      .set({ twoFactorEnabled: database.db().dialect === 'postgres' ? true : 1 })
      .execute();
    await expect(requireStaff('en', '/console/enquiries', 'enquiries.view')).rejects.toThrow(
      'redirect /console/two-factor',
    );
  });

  it('ends a session 12 hours after its sign-in however busy it was', async () => {
    await signedIn('sales');
    const path = '/console/enquiries';
    const at = (hours: number) => new Date(Date.now() + hours * 3600_000);
    expect(await requireStaff('en', path, 'enquiries.view', at(11.9))).toMatchObject({
      role: 'sales',
    });
    await expect(requireStaff('en', path, 'enquiries.view', at(12.01))).rejects.toThrow(
      'redirect /console/sign-in?next=%2Fconsole%2Fenquiries',
    );
    // It is gone from the database: the same cookie opens nothing at any time after.
    await expect(requireStaff('en', path, 'enquiries.view', at(0))).rejects.toThrow(
      'redirect /console/sign-in',
    );
  });

  it('asks for a recent sign-in before exporting enquiries, as before downloading a résumé', async () => {
    await signedIn('sales');
    const late = new Date(Date.now() + 16 * 60_000);
    await expect(
      requireStaff('en', '/console/enquiries', 'enquiries.export', late),
    ).rejects.toThrow('redirect /console/sign-in?next=%2Fconsole%2Fenquiries');
  });
});
