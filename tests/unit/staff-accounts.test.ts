import { describe, expect, it } from 'vitest';
import { staffAuth } from '@/lib/staff/auth';
import { listAudit, recordAudit } from '@/lib/staff/audit';
import { acceptInvitation, inviteStaff } from '@/lib/staff/invitations';
import {
  changeRole,
  disableStaff,
  listStaff,
  resetTwoFactor,
  createStaffAccount,
} from '@/lib/staff/staff';
import { databaseSetups, useDatabase } from '../support/db';

const NOW = new Date('2026-11-26T02:00:00Z');
const PASSWORD = 'correct horse battery staple';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe.each(databaseSetups())('staff accounts ($name)', (setup) => {
  const database = useDatabase(setup);

  it('lists, disables (ending its sessions) and resets two-factor, each audited', async () => {
    const { db } = database.db();
    const auth = staffAuth(database.db());
    const { link } = await inviteStaff(
      database.db(),
      { email: 'ops@bridgeway.example', role: 'operations', by: null, clientAddress: null },
      NOW,
      {},
    );
    const accepted = await acceptInvitation(
      database.db(),
      { token: tokenOf(link), name: 'Ops', password: PASSWORD, clientAddress: null },
      NOW,
    );
    if (!accepted.ok) throw new Error(accepted.refusal);
    await db
      .insertInto('twoFactor')
      .values({
        id: 'tf1',
        secret: 's',
        backupCodes: 'c',
        userId: accepted.userId,
        verified: 1,
        failedVerificationCount: 0,
        lockedUntil: null,
      })
      .execute();
    await auth.$context.then((c) =>
      c.internalAdapter.updateUser(accepted.userId, { twoFactorEnabled: true }),
    );

    const staff = await listStaff(database.db());
    expect(staff.find((s) => s.email === 'ops@bridgeway.example')).toMatchObject({
      name: 'Ops',
      role: 'operations',
      disabled: false,
      twoFactor: true,
    });

    const session = await auth.api.signInEmail({
      body: { email: 'ops@bridgeway.example', password: PASSWORD },
      returnHeaders: true,
    });
    const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
    const admin = { id: 'admin-id', email: 'boss@bridgeway.example' };
    await resetTwoFactor(
      database.db(),
      { email: 'ops@bridgeway.example', by: admin, clientAddress: '192.0.2.1' },
      NOW,
    );
    expect(
      await db.selectFrom('twoFactor').select('id').where('userId', '=', accepted.userId).execute(),
    ).toEqual([]);
    expect((await listStaff(database.db())).find((s) => s.id === accepted.userId)?.twoFactor).toBe(
      false,
    );
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();

    const again = await auth.api.signInEmail({
      body: { email: 'ops@bridgeway.example', password: PASSWORD },
      returnHeaders: true,
    });
    const cookie2 = (again.headers.get('set-cookie') ?? '').split(';')[0]!;
    await disableStaff(
      database.db(),
      { email: 'OPS@bridgeway.example', by: admin, clientAddress: '192.0.2.1' },
      NOW,
    );
    expect(await auth.api.getSession({ headers: new Headers({ cookie: cookie2 }) })).toBeNull();
    expect(
      await db.selectFrom('session').select('id').where('userId', '=', accepted.userId).execute(),
    ).toEqual([]);
    expect((await listStaff(database.db())).find((s) => s.id === accepted.userId)?.disabled).toBe(
      true,
    );
    await expect(
      auth.api.signInEmail({ body: { email: 'ops@bridgeway.example', password: PASSWORD } }),
    ).rejects.toThrow(/disabled/i);
    await expect(
      disableStaff(
        database.db(),
        { email: 'ops@bridgeway.example', by: admin, clientAddress: null },
        NOW,
      ),
    ).rejects.toThrow('already disabled');
    await expect(
      disableStaff(
        database.db(),
        { email: 'nobody@bridgeway.example', by: admin, clientAddress: null },
        NOW,
      ),
    ).rejects.toThrow('no account nobody@bridgeway.example');

    const entries = await listAudit(db, {
      action: 'staff.',
      target: { type: 'user', id: accepted.userId },
    });
    const changes = entries.filter((e) => !e.action.startsWith('staff.signIn'));
    expect(changes.map((e) => [e.action, e.actor_email, e.client_address])).toEqual([
      ['staff.disable', 'boss@bridgeway.example', '192.0.2.1'],
      ['staff.reset2fa', 'boss@bridgeway.example', '192.0.2.1'],
      ['staff.acceptInvitation', 'ops@bridgeway.example', null],
    ]);
  });

  it("changes a role, ending its sessions at once, audited; refuses one's own account", async () => {
    const { db } = database.db();
    const auth = staffAuth(database.db());
    const { user } = await createStaffAccount(database.db(), {
      email: 'hr@bridgeway.example',
      password: PASSWORD,
      name: 'Hu',
      role: 'hr',
    });
    const signedIn = await auth.api.signInEmail({
      body: { email: 'hr@bridgeway.example', password: PASSWORD },
      returnHeaders: true,
    });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).not.toBeNull();

    const admin = { id: 'admin-id', email: 'boss@bridgeway.example' };
    const change = { email: 'HR@bridgeway.example', by: admin, clientAddress: '192.0.2.7' };
    await changeRole(database.db(), { ...change, role: 'sales' }, NOW);
    expect((await listStaff(database.db())).find((s) => s.id === user.id)?.role).toBe('sales');
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    expect(
      await db.selectFrom('session').select('id').where('userId', '=', user.id).execute(),
    ).toEqual([]);

    await expect(changeRole(database.db(), { ...change, role: 'sales' }, NOW)).rejects.toThrow(
      'already sales',
    );
    await expect(changeRole(database.db(), { ...change, role: 'root' }, NOW)).rejects.toThrow(
      'unknown role "root"',
    );
    await expect(
      changeRole(database.db(), { ...change, by: { ...admin, id: user.id }, role: 'admin' }, NOW),
    ).rejects.toMatchObject({ reason: 'self' });

    const entries = await listAudit(db, {
      action: 'staff.changeRole',
      target: { type: 'user', id: user.id },
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'staff.changeRole',
      actor_email: 'boss@bridgeway.example',
      client_address: '192.0.2.7',
    });
    expect(JSON.parse(entries[0]!.details!)).toEqual({
      email: 'hr@bridgeway.example',
      from: 'hr',
      to: 'sales',
    });
  });

  it('lists audit entries by filter, newest first', async () => {
    const { db } = database.db();
    const at = (iso: string) => new Date(iso);
    await db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        at: at('2026-12-01T00:00:00Z'),
        actor: { id: 'u1', email: 'a@x.example' },
        action: 'enquiries.update',
        target: { type: 'enquiry', id: 'K7M2QX' },
        clientAddress: '192.0.2.9',
        details: { status: 'won' },
      });
      await recordAudit(trx, {
        at: at('2026-12-02T00:00:00Z'),
        actor: { id: 'u1', email: 'a@x.example' },
        action: 'enquiries.reply',
        clientAddress: null,
      });
    });
    const mine = await listAudit(db, { actorEmail: 'a@x.example' });
    expect(mine.map((e) => e.action)).toEqual(['enquiries.reply', 'enquiries.update']);
    expect(mine[1]).toMatchObject({
      target_type: 'enquiry',
      target_id: 'K7M2QX',
      details: '{"status":"won"}',
    });
    expect(
      (await listAudit(db, { action: 'enquiries.', since: '2026-12-01T12:00:00Z' })).map(
        (e) => e.action,
      ),
    ).toEqual(['enquiries.reply']);
    expect(await listAudit(db, { action: 'enquiries.', until: '2026-12-01T00:00:00Z' })).toEqual(
      [],
    );
    expect(await listAudit(db, { actorEmail: 'a@x.example', limit: 1 })).toHaveLength(1);
  });
});
