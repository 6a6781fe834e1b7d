import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { revokeTokensOf } from '@/lib/tracking/tokens';
import { ActionRefusal } from '@/lib/console/refusal';
import { inTransaction } from '@/lib/db/transaction';
import { recordAudit, type Actor } from './audit';
import { staffAuth, type StaffDb } from './auth';
import { isStaffRole, type StaffRole } from './permissions';

/** Why a change was refused, for the console to say in its visitor's language. */
export type StaffRefusal = 'email' | 'role' | 'exists' | 'unknown' | 'self' | 'unchanged';

/** A refusal: the CLI prints its message, the console shows its `reason` in the page's language. */
export class StaffError extends ActionRefusal {
  constructor(
    message: string,
    override readonly reason: StaffRefusal,
  ) {
    super(reason);
    this.message = message;
  }
}

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: string | null;
  disabled: boolean;
  twoFactor: boolean;
  createdAt: string;
};

/**
 * Creates an account with a password (better-auth's credential account, its hash) and `role`:
 * only an accepted invitation does this (invitations.ts); tests make their accounts with it too.
 */
export async function createStaffAccount(
  database: StaffDb,
  account: { email: string; password: string; name: string; role: StaffRole },
  { inTransaction = false, secret }: { inTransaction?: boolean; secret?: string } = {},
) {
  const context = await staffAuth(database, { inTransaction, secret }).$context;
  const user = await context.internalAdapter.createUser(
    {
      email: account.email.trim().toLowerCase(),
      name: account.name,
      emailVerified: false,
      role: account.role,
    },
    { method: 'invitation' },
  );
  await context.internalAdapter.linkAccount({
    providerId: 'credential',
    accountId: user.id,
    password: await context.password.hash(account.password),
    userId: user.id,
  });
  return { user };
}

/** Every account, by email. */
export async function listStaff({ db }: StaffDb): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'role', 'banned', 'twoFactorEnabled', 'createdAt'])
    .orderBy('email')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    // SQLite holds better-auth's booleans as 0/1.
    disabled: Boolean(row.banned),
    twoFactor: Boolean(row.twoFactorEnabled),
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

type Change = {
  email: string;
  by: Actor;
  clientAddress: string | null;
  /** The sign-in's secret (secret.ts), which better-auth asks for in production (the console). */
  secret?: string;
};

/**
 * Runs `change` on the account of `email` in one transaction with its audit entry, through a
 * better-auth bound to that transaction (it converts its booleans and dates for each database).
 */
async function changeAccount(
  { db, dialect }: StaffDb,
  { email, by, clientAddress, secret }: Change,
  action: 'staff.disable' | 'staff.reset2fa' | 'staff.changeRole',
  now: Date,
  change: (
    context: Awaited<ReturnType<typeof staffAuth>['$context']>,
    user: { id: string; banned: boolean; role: string | null },
    trx: Kysely<Database>,
  ) => Promise<Record<string, unknown> | void>,
): Promise<void> {
  const address = email.trim().toLowerCase();
  await inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom('user')
      .select(['id', 'banned', 'role'])
      .where('email', '=', address)
      .executeTakeFirst();
    if (!user) throw new StaffError(`no account ${address}`, 'unknown');
    // An administrator cannot lock themselves out (nor leave the company without one by mistake).
    if (by && by.id === user.id)
      throw new StaffError('you cannot do this to your own account', 'self');
    const context = await staffAuth({ db: trx, dialect }, { inTransaction: true, secret }).$context;
    const more = await change(context, { ...user, banned: Boolean(user.banned) }, trx);
    await recordAudit(trx, {
      at: now,
      actor: by,
      action,
      target: { type: 'user', id: user.id },
      clientAddress,
      details: { email: address, ...more },
    });
  });
}

/** Disables an account (`banned`, without end), ends its sessions and revokes its ingest tokens. */
export async function disableStaff(database: StaffDb, change: Change, now: Date): Promise<void> {
  await changeAccount(database, change, 'staff.disable', now, async (context, user, trx) => {
    if (user.banned) throw new StaffError(`${change.email} is already disabled`, 'unchanged');
    await context.internalAdapter.updateUser(user.id, {
      banned: true,
      banReason: 'disabled',
      banExpires: null,
    });
    await context.internalAdapter.deleteUserSessions(user.id);
    // The ingest tokens they made stop with them (each revocation audited).
    await revokeTokensOf(
      trx,
      user.id,
      { actor: change.by, clientAddress: change.clientAddress },
      now,
    );
  });
}

/**
 * Removes an account's TOTP secret and backup codes and ends its sessions: at the next sign-in
 * the console asks for a new authenticator (every account must have one).
 */
export async function resetTwoFactor(database: StaffDb, change: Change, now: Date): Promise<void> {
  await changeAccount(database, change, 'staff.reset2fa', now, async (context, user) => {
    await context.adapter.deleteMany({
      model: 'twoFactor',
      where: [{ field: 'userId', value: user.id }],
    });
    await context.internalAdapter.updateUser(user.id, { twoFactorEnabled: false });
    await context.internalAdapter.deleteUserSessions(user.id);
  });
}

/**
 * Gives an account another role and ends its sessions at once: its next sign-in has the new
 * role's sections, and no page open elsewhere keeps the old one's.
 */
export async function changeRole(
  database: StaffDb,
  change: Change & { role: string },
  now: Date,
): Promise<void> {
  const { role } = change;
  if (!isStaffRole(role)) throw new StaffError(`unknown role "${role}"`, 'role');
  await changeAccount(database, change, 'staff.changeRole', now, async (context, user) => {
    if (user.role === role) throw new StaffError(`${change.email} is already ${role}`, 'unchanged');
    await context.internalAdapter.updateUser(user.id, { role });
    await context.internalAdapter.deleteUserSessions(user.id);
    return { from: user.role, to: role };
  });
}
