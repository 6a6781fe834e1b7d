import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, request, SECRET } from '../support/staff-request';
import { listAudit } from '@/lib/staff/audit';
import { listStaff, createStaffAccount } from '@/lib/staff/staff';
import { changeColleagueRole, disableColleague, inviteColleague } from '@/lib/staff/staff-actions';
import { databaseSetups, useDatabase } from '../support/db';
import { signedInCookie } from '../support/staff';

// The staff list's Server Actions as the console calls them: the request is the test's (an
// administrator's session cookie: tests/support/staff-request.ts), Next's redirect() and forbidden() throw
// what they were asked.
vi.mock('next/navigation', async () =>
  (await import('../support/staff-request')).throwingNavigation(),
);

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ locale: 'zh', back: '/console/staff', ...fields }))
    form.set(name, value);
  return form;
};

const IDLE = { status: 'idle' } as const;

describe.each(databaseSetups())('the staff list’s actions ($name)', (setup) => {
  const database = useDatabase(setup);

  beforeAll(async () => {
    vi.stubEnv('BETTER_AUTH_SECRET', SECRET);
    vi.stubEnv('SMTP_URL', '');
    request.db = database.db();
    for (const [email, role] of [
      ['boss@bridgeway.example', 'admin'],
      ['hr@bridgeway.example', 'hr'],
    ] as const)
      await createStaffAccount(database.db(), { email, password: PASSWORD, name: role, role });
    request.headers = new Headers({
      cookie: await signedInCookie(database.db(), 'boss@bridgeway.example', PASSWORD, SECRET),
      'x-forwarded-for': '192.0.2.44',
    });
  });

  it('invites, showing the link once, and says why not in a state the form shows', async () => {
    const state = await inviteColleague(
      IDLE,
      formOf({ email: 'New@BridgeWay.example', role: 'hr' }),
    );
    expect(state.invited).toMatchObject({ email: 'new@bridgeway.example', mailed: false });
    expect(state.invited?.link).toMatch(/\/console\/invitation\?token=[\w-]{43}$/);
    await signedInCookie(database.db(), 'hr@bridgeway.example', PASSWORD, SECRET);
    expect(
      await inviteColleague(IDLE, formOf({ email: 'hr@bridgeway.example', role: 'hr' })),
    ).toEqual({ status: 'refused', email: 'hr@bridgeway.example', role: 'hr', problem: 'exists' });
    expect(await inviteColleague(IDLE, formOf({ email: 'nope', role: 'hr' }))).toMatchObject({
      problem: 'email',
    });
    const [entry] = await listAudit(database.db().db, { action: 'staff.invite' });
    expect(entry).toMatchObject({
      actor_email: 'boss@bridgeway.example',
      client_address: '192.0.2.44',
      target_id: 'new@bridgeway.example',
    });
  });

  it('changes a role and comes back to the list saying so, in the form’s language', async () => {
    await expect(
      changeColleagueRole(formOf({ email: 'hr@bridgeway.example', role: 'sales' })),
    ).rejects.toThrow('redirect /zh/console/staff?done=changeRole&email=hr%40bridgeway.example');
    const staff = await listStaff(database.db());
    expect(staff.find((s) => s.email === 'hr@bridgeway.example')?.role).toBe('sales');
  });

  it('refuses one’s own account, and a destructive change without its confirmation', async () => {
    await expect(
      changeColleagueRole(formOf({ email: 'boss@bridgeway.example', role: 'hr' })),
    ).rejects.toThrow('redirect /zh/console/staff?problem=self&email=boss%40bridgeway.example');
    await expect(disableColleague(formOf({ email: 'hr@bridgeway.example' }))).rejects.toThrow(
      'redirect /zh/console/staff?problem=confirm&email=hr%40bridgeway.example',
    );
    const staff = await listStaff(database.db());
    expect(staff.find((s) => s.email === 'boss@bridgeway.example')?.role).toBe('admin');
    expect(staff.find((s) => s.email === 'hr@bridgeway.example')?.disabled).toBe(false);
    await expect(
      disableColleague(formOf({ email: 'hr@bridgeway.example', confirm: 'yes' })),
    ).rejects.toThrow('redirect /zh/console/staff?done=disable&email=hr%40bridgeway.example');
    expect(
      (await listStaff(database.db())).find((s) => s.email === 'hr@bridgeway.example')?.disabled,
    ).toBe(true);
  });
});
