import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { siteConfig } from '@/config/site';
import { smtpConfig } from '@/lib/mail/config';
import { enqueueMail } from '@/lib/mail/outbox';
import { inTransaction } from '@/lib/db/transaction';
import { recordAudit, recordAuditBy, type Actor } from './audit';
import type { StaffDb } from './auth';
import { passwordProblem, type PasswordProblem } from './passwords';
import { isStaffRole, type StaffRole } from './permissions';
import { createStaffAccount, StaffError } from './staff';

/** How long an invitation link can be used (once). */
export const INVITATION_HOURS = 72;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const emailSchema = z.email();

export type Invitation = { link: string; email: string; role: StaffRole; expiresAt: string };

/**
 * Invites `email` to the console with `role`: stores a single-use token (its hash only), queues
 * the link by mail when the site sends mail (SMTP_URL), and records it in the audit log, in one
 * transaction. Returns the link, for the CLI to print. Refuses an address that already has an
 * account.
 */
export async function inviteStaff(
  { db }: StaffDb,
  invite: { email: string; role: string; by: Actor; clientAddress: string | null },
  now: Date,
  env: Record<string, string | undefined> = process.env,
): Promise<Invitation> {
  const email = invite.email.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success)
    throw new StaffError(`not an email address: ${email}`, 'email');
  const { role } = invite;
  if (!isStaffRole(role)) throw new StaffError(`unknown role "${role}"`, 'role');
  const token = randomBytes(32).toString('base64url');
  const link = `${siteConfig.appUrl}/console/invitation?token=${token}`;
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3600_000).toISOString();
  await inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('user')
      .select(['id', 'role', 'banned', 'twoFactorEnabled'])
      .where('email', '=', email)
      .executeTakeFirst();
    // An account exists: only one left without an authenticator (after reset-2fa) is invited
    // again, with the role it has, to set up a new one.
    if (existing && (existing.twoFactorEnabled || existing.banned))
      throw new StaffError(`${email} already has an account`, 'exists');
    if (existing && existing.role !== role)
      throw new StaffError(`${email} has the role ${existing.role}; invite it as that`, 'role');
    await trx
      .insertInto('staff_invitations')
      .values({
        token_hash: hashOf(token),
        email,
        role,
        created_by: invite.by?.id ?? 'cli',
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
    if (smtpConfig(env)) await enqueueMail(trx, invitationMail(email, role, link), now);
    await recordAuditBy(trx, { actor: invite.by, clientAddress: invite.clientAddress }, now, {
      action: 'staff.invite',
      target: { type: 'user', id: email },
      details: { role, expiresAt },
    });
  });
  return { link, email, role, expiresAt };
}

/** In both languages: the invitation comes before anyone knows which the colleague reads. */
function invitationMail(email: string, role: StaffRole, link: string) {
  return {
    kind: 'staff-invitation',
    to: email,
    subject: 'Your BridgeWay console invitation / BridgeWay 员工后台邀请',
    text: [
      `You are invited to the BridgeWay staff console (role: ${role}).`,
      `Set your password and two-factor sign-in within ${INVITATION_HOURS} hours, using this link once:`,
      link,
      '',
      `您已受邀使用 BridgeWay 员工后台（角色：${role}）。`,
      `请在 ${INVITATION_HOURS} 小时内打开以下链接（仅可使用一次），设置密码和两步验证：`,
      link,
    ].join('\n'),
  };
}

export type AcceptRefusal = 'invalid' | 'used' | 'expired' | 'name' | 'password' | PasswordProblem;

/** An invitation's token checked (unused, unexpired): its email, and whether the account exists. */
export async function openInvitation(
  { db }: StaffDb,
  token: string,
  now: Date,
): Promise<{ ok: true; email: string; existing: boolean } | { ok: false; refusal: AcceptRefusal }> {
  const invitation = await db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('token_hash', '=', hashOf(token.trim()))
    .executeTakeFirst();
  if (!invitation) return { ok: false, refusal: 'invalid' };
  if (invitation.used_at) return { ok: false, refusal: 'used' };
  if (invitation.expires_at <= now.toISOString()) return { ok: false, refusal: 'expired' };
  const account = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', invitation.email)
    .executeTakeFirst();
  return { ok: true, email: invitation.email, existing: Boolean(account) };
}

/**
 * Accepts an invitation: the token must be unused and unexpired. For a new colleague the name
 * must be given and the password allowed (passwords.ts): in one transaction the invitation is
 * marked used, the account created with the invited role, and it is recorded. For an account
 * invited again after `reset-2fa`, `passwordChecked` says the caller has signed it in with its
 * password (console-actions.ts): the invitation is marked used and recorded. The authenticator's
 * set-up follows (the console's pages).
 */
export async function acceptInvitation(
  database: StaffDb,
  accept: {
    token: string;
    name: string;
    password: string;
    clientAddress: string | null;
    /** The sign-in's secret (secret.ts), which better-auth asks for in production. */
    secret?: string;
    /** For an existing account: its password was checked by a sign-in. */
    passwordChecked?: boolean;
  },
  now: Date,
): Promise<{ ok: true; userId: string; email: string } | { ok: false; refusal: AcceptRefusal }> {
  const { db, dialect } = database;
  const opened = await openInvitation(database, accept.token, now);
  if (!opened.ok) return opened;
  const tokenHash = hashOf(accept.token.trim());
  const name = accept.name.trim();
  if (!opened.existing) {
    if (!name || name.length > 100) return { ok: false, refusal: 'name' };
    const problem = passwordProblem(accept.password, opened.email);
    if (problem) return { ok: false, refusal: problem };
  } else if (!accept.passwordChecked) return { ok: false, refusal: 'password' };
  return db.transaction().execute(async (trx) => {
    // The claim is the guard against the same link accepted twice at once.
    const claimed = await trx
      .updateTable('staff_invitations')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning(['role', 'email'])
      .executeTakeFirst();
    if (!claimed) return { ok: false, refusal: 'used' } as const;
    const user = opened.existing
      ? await trx
          .selectFrom('user')
          .select(['id', 'email'])
          .where('email', '=', claimed.email)
          .executeTakeFirstOrThrow()
      : (
          await createStaffAccount(
            { db: trx, dialect },
            {
              email: claimed.email,
              password: accept.password,
              name,
              role: claimed.role,
            },
            { inTransaction: true, secret: accept.secret },
          )
        ).user;
    await recordAudit(trx, {
      at: now,
      actor: { id: user.id, email: user.email },
      action: 'staff.acceptInvitation',
      target: { type: 'user', id: user.id },
      clientAddress: accept.clientAddress,
      details: { role: claimed.role, again: opened.existing },
    });
    return { ok: true, userId: user.id, email: user.email } as const;
  });
}
