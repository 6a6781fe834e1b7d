import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { staffAuth } from '@/lib/staff/auth';
import { CLI_ADDRESS, listAudit } from '@/lib/staff/audit';
import { INVITATION_HOURS, acceptInvitation, inviteStaff } from '@/lib/staff/invitations';
import { databaseSetups, useDatabase } from '../support/db';

const NOW = new Date('2026-11-26T02:00:00Z');
const MAIL = { SMTP_URL: 'smtp://127.0.0.1:2525' };
const PASSWORD = 'correct horse battery staple';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe.each(databaseSetups())('staff invitations ($name)', (setup) => {
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
    // An account is invited again only with its role and once it has no authenticator (reset).
    const invite = (role: string) =>
      inviteStaff(
        database.db(),
        { email: 'hr@bridgeway.example', role, by: null, clientAddress: null },
        NOW,
        {},
      );
    await expect(invite('sales')).rejects.toThrow('has the role hr');
    await db
      .updateTable('user')
      .set({ twoFactorEnabled: database.db().dialect === 'postgres' ? true : 1 })
      .where('email', '=', 'hr@bridgeway.example')
      .execute();
    await expect(invite('hr')).rejects.toThrow('hr@bridgeway.example already has an account');
    await db
      .updateTable('user')
      .set({ twoFactorEnabled: database.db().dialect === 'postgres' ? false : 0 })
      .where('email', '=', 'hr@bridgeway.example')
      .execute();
    const again = tokenOf((await invite('hr')).link);
    const acceptAgain = (passwordChecked: boolean) =>
      acceptInvitation(
        database.db(),
        { token: again, name: '', password: '', clientAddress: null, passwordChecked },
        NOW,
      );
    // Its password must have been checked by a sign-in (the console's action does it).
    expect(await acceptAgain(false)).toEqual({ ok: false, refusal: 'password' });
    expect(await acceptAgain(true)).toMatchObject({ ok: true, email: 'hr@bridgeway.example' });
    expect(await acceptAgain(true)).toEqual({ ok: false, refusal: 'used' });
  });

  it('leaves the invitation unused and makes no account when a step fails (one transaction)', async () => {
    const { db } = database.db();
    const { link } = await inviteStaff(
      database.db(),
      { email: 'late@bridgeway.example', role: 'sales', by: null, clientAddress: null },
      NOW,
      {},
    );
    // The audit entry, the last step, cannot be written.
    await sql`alter table audit_log rename to audit_log_away`.execute(db);
    try {
      await expect(
        acceptInvitation(
          database.db(),
          { token: tokenOf(link), name: 'Late', password: PASSWORD, clientAddress: null },
          NOW,
        ),
      ).rejects.toThrow();
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(db);
    }
    const invitation = await db
      .selectFrom('staff_invitations')
      .select('used_at')
      .where('email', '=', 'late@bridgeway.example')
      .executeTakeFirstOrThrow();
    expect(invitation.used_at).toBeNull();
    expect(
      await db
        .selectFrom('user')
        .select('id')
        .where('email', '=', 'late@bridgeway.example')
        .execute(),
    ).toEqual([]);
  });
});
