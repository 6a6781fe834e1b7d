import { describe, expect, it } from 'vitest';
import { staffAuth } from '@/lib/staff/auth';
import { CLI_ADDRESS, listAudit, recordAudit } from '@/lib/staff/audit';
import { INVITATION_HOURS, acceptInvitation, inviteStaff } from '@/lib/staff/invitations';
import { disableStaff, listStaff, resetTwoFactor } from '@/lib/staff/staff';
import { databaseSetups, useDatabase } from '../db-support';

const NOW = new Date('2026-11-26T02:00:00Z');
const MAIL = { SMTP_URL: 'smtp://127.0.0.1:2525' };
const PASSWORD = 'correct horse battery staple';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe.each(databaseSetups())('staff accounts ($name)', (setup) => {
  const database = useDatabase(setup);

  it('invites with a single-use 72-hour link, mailed when mail is set, and audited', async () => {
    const { db } = database.db();
    const invitation = await inviteStaff(
      database.db(),
      { email: ' Boss@BridgeWay.example ', role: 'admin', by: null, clientAddress: CLI_ADDRESS },
      NOW,
      MAIL,
    );
    expect(invitation.link).toMatch(
      /^http:\/\/localhost:3000\/console\/invitation\?token=[\w-]{43}$/,
    );
    expect(invitation.expiresAt).toBe('2026-11-29T02:00:00.000Z');
    const stored = await db.selectFrom('staff_invitations').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: 'boss@bridgeway.example',
      role: 'admin',
      created_by: 'cli',
      used_at: null,
    });
    // Only a hash: the token itself is nowhere in the database.
    expect(JSON.stringify(stored)).not.toContain(tokenOf(invitation.link));
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address', 'text_body'])
      .execute();
    expect(mails).toEqual([
      expect.objectContaining({ kind: 'staff-invitation', to_address: 'boss@bridgeway.example' }),
    ]);
    expect(mails[0]!.text_body).toContain(invitation.link);
    expect(await listAudit(db, { action: 'staff.invite' })).toEqual([
      expect.objectContaining({
        actor_id: null,
        client_address: 'cli',
        target_type: 'user',
        target_id: 'boss@bridgeway.example',
        details: JSON.stringify({ role: 'admin', expiresAt: invitation.expiresAt }),
      }),
    ]);

    // Without SMTP_URL the link is only printed.
    await inviteStaff(
      database.db(),
      { email: 'sales@bridgeway.example', role: 'sales', by: null, clientAddress: CLI_ADDRESS },
      NOW,
      {},
    );
    expect(await db.selectFrom('mail_outbox').select('to_address').execute()).toHaveLength(1);
    await expect(
      inviteStaff(
        database.db(),
        { email: 'x@bridgeway.example', role: 'root', by: null, clientAddress: null },
        NOW,
        {},
      ),
    ).rejects.toThrow('unknown role "root"');
    await expect(
      inviteStaff(
        database.db(),
        { email: 'not an address', role: 'hr', by: null, clientAddress: null },
        NOW,
        {},
      ),
    ).rejects.toThrow('not an email address');
  });

  it('accepts an invitation once, with the password rules, creating the account with its role', async () => {
    const { db } = database.db();
    const { link } = await inviteStaff(
      database.db(),
      { email: 'hr@bridgeway.example', role: 'hr', by: null, clientAddress: CLI_ADDRESS },
      NOW,
      {},
    );
    const token = tokenOf(link);
    const accept = (password: string, at = NOW, name = 'Hui Ran') =>
      acceptInvitation(database.db(), { token, name, password, clientAddress: '192.0.2.7' }, at);
    expect(await accept('short pass')).toEqual({ ok: false, refusal: 'tooShort' });
    expect(await accept('HR@bridgeway.example')).toEqual({ ok: false, refusal: 'isEmail' });
    expect(await accept('1qaz2wsx3edc')).toEqual({ ok: false, refusal: 'common' });
    expect(await accept('QWERTY123456')).toEqual({ ok: false, refusal: 'common' });
    expect(await accept(PASSWORD, NOW, '  ')).toEqual({ ok: false, refusal: 'name' });
    const late = new Date(NOW.getTime() + INVITATION_HOURS * 3600_000);
    expect(await accept(PASSWORD, late)).toEqual({ ok: false, refusal: 'expired' });
    expect(
      await acceptInvitation(
        database.db(),
        { token: 'nope', name: 'X', password: PASSWORD, clientAddress: null },
        NOW,
      ),
    ).toEqual({ ok: false, refusal: 'invalid' });

    const accepted = await accept(PASSWORD);
    expect(accepted).toMatchObject({ ok: true, email: 'hr@bridgeway.example' });
    expect(await accept(PASSWORD)).toEqual({ ok: false, refusal: 'used' });
    const used = await db
      .selectFrom('staff_invitations')
      .select('used_at')
      .where('email', '=', 'hr@bridgeway.example')
      .executeTakeFirstOrThrow();
    expect(used.used_at).toBe(NOW.toISOString());

    const signedIn = await staffAuth(database.db()).api.signInEmail({
      body: { email: 'hr@bridgeway.example', password: PASSWORD },
    });
    expect(signedIn.user).toMatchObject({ name: 'Hui Ran', role: 'hr' });
    const audit = await listAudit(db, { action: 'staff.acceptInvitation' });
    expect(audit).toEqual([
      expect.objectContaining({
        actor_email: 'hr@bridgeway.example',
        client_address: '192.0.2.7',
        target_id: accepted.ok ? accepted.userId : '',
      }),
    ]);
    // An address with an account is not invited again.
    await expect(
      inviteStaff(
        database.db(),
        { email: 'hr@bridgeway.example', role: 'sales', by: null, clientAddress: null },
        NOW,
        {},
      ),
    ).rejects.toThrow('hr@bridgeway.example already has an account');
  });

  it('leaves the invitation unused when the account cannot be made (one transaction)', async () => {
    const { db } = database.db();
    const { link } = await inviteStaff(
      database.db(),
      { email: 'late@bridgeway.example', role: 'sales', by: null, clientAddress: null },
      NOW,
      {},
    );
    // Someone made the account meanwhile (better-auth refuses a second one for the address).
    await staffAuth(database.db()).api.createUser({
      body: { email: 'late@bridgeway.example', password: PASSWORD, name: 'Late', role: 'sales' },
    });
    await expect(
      acceptInvitation(
        database.db(),
        { token: tokenOf(link), name: 'Late', password: PASSWORD, clientAddress: null },
        NOW,
      ),
    ).rejects.toThrow();
    const invitation = await db
      .selectFrom('staff_invitations')
      .select('used_at')
      .where('email', '=', 'late@bridgeway.example')
      .executeTakeFirstOrThrow();
    expect(invitation.used_at).toBeNull();
    expect(
      await listAudit(db, {
        action: 'staff.acceptInvitation',
        actorEmail: 'late@bridgeway.example',
      }),
    ).toEqual([]);
  });

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
    ).rejects.toThrow(/banned/i);
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
    expect(entries.map((e) => [e.action, e.actor_email, e.client_address])).toEqual([
      ['staff.disable', 'boss@bridgeway.example', '192.0.2.1'],
      ['staff.reset2fa', 'boss@bridgeway.example', '192.0.2.1'],
      ['staff.acceptInvitation', 'ops@bridgeway.example', null],
    ]);
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
