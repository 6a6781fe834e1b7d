'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { localizedPath } from '@/i18n/routing';
import { smtpConfig } from '@/lib/mail/config';
import { consoleAuth } from './console-auth';
import { inviteStaff } from './invitations';
import type { StaffDb } from './auth';
import { STAFF_ROLES, type Permission } from './permissions';
import { requireStaffAction } from './session';
import { changeRole, disableStaff, resetTwoFactor, StaffError, type StaffRefusal } from './staff';

/**
 * The staff list's changes (admin): thin callers of the same functions as `npm run staff`, with
 * the signed-in administrator as the actor and the request's client address.
 */

/** A refusal the staff page shows: the library's reasons, an unticked confirmation, bad input. */
type StaffProblem = StaffRefusal | 'confirm' | 'invalid';

export type InviteState = {
  invited?: { email: string; link: string; mailed: boolean };
  problem?: StaffProblem;
  /** What was typed, for the form to show again (React resets a form after its action). */
  email?: string;
  role?: string;
};

const inviteSchema = z.object({ email: z.email(), role: z.enum(STAFF_ROLES) });

/** Invites a colleague: the link is shown this once (and mailed when the site sends mail). */
export async function inviteColleague(state: InviteState, form: FormData): Promise<InviteState> {
  const { staff, clientAddress } = await requireStaffAction(form, 'staff.invite');
  const typed = { email: String(form.get('email') ?? '').trim(), role: String(form.get('role')) };
  const parsed = inviteSchema.safeParse(typed);
  if (!parsed.success) return { ...typed, problem: parsed.error.issues[0]?.path[0] as 'email' };
  try {
    const by = { id: staff.id, email: staff.email };
    const invitation = await inviteStaff(
      (await consoleAuth()).database,
      { ...parsed.data, by, clientAddress },
      new Date(),
    );
    const { email, link } = invitation;
    return { invited: { email, link, mailed: Boolean(smtpConfig()) } };
  } catch (error) {
    if (error instanceof StaffError) return { ...typed, problem: error.reason };
    throw error;
  }
}

const rowSchema = z.object({ email: z.email(), confirm: z.literal('yes').optional() });

/**
 * One row's change: guard, input, the library's function; then the staff list again, saying
 * what was done or why not (in the address, so that it works without JavaScript).
 */
async function rowChange(
  form: FormData,
  permission: Permission,
  { destructive }: { destructive: boolean },
  change: (
    database: StaffDb,
    change: {
      email: string;
      by: { id: string; email: string };
      clientAddress: string;
      secret: string;
    },
  ) => Promise<void>,
): Promise<never> {
  const { staff, locale, clientAddress } = await requireStaffAction(form, permission);
  const parsed = rowSchema.safeParse({
    email: form.get('email'),
    confirm: form.get('confirm') ?? undefined,
  });
  const email = parsed.success ? parsed.data.email : '';
  const back = (query: Record<string, string>) =>
    redirect(
      `${localizedPath('/console/staff', locale)}?${new URLSearchParams({ ...query, email })}`,
    );
  if (!parsed.success) back({ problem: 'invalid' });
  else if (destructive && !parsed.data.confirm) back({ problem: 'confirm' });
  try {
    const { database, secret } = await consoleAuth();
    const by = { id: staff.id, email: staff.email };
    await change(database, { email, by, clientAddress, secret });
  } catch (error) {
    if (error instanceof StaffError) back({ problem: error.reason });
    throw error;
  }
  return back({ done: permission.slice('staff.'.length) });
}

/** Another role for a colleague; their sessions end (a fresh sign-in of the admin is asked). */
export async function changeColleagueRole(form: FormData): Promise<void> {
  await rowChange(form, 'staff.changeRole', { destructive: false }, (database, change) =>
    changeRole(database, { ...change, role: String(form.get('role') ?? '') }, new Date()),
  );
}

/** Disables a colleague's account (after the confirmation box is ticked). */
export async function disableColleague(form: FormData): Promise<void> {
  await rowChange(form, 'staff.disable', { destructive: true }, (database, change) =>
    disableStaff(database, change, new Date()),
  );
}

/** Removes a colleague's authenticator (after the confirmation box is ticked). */
export async function resetColleagueTwoFactor(form: FormData): Promise<void> {
  await rowChange(form, 'staff.reset2fa', { destructive: true }, (database, change) =>
    resetTwoFactor(database, change, new Date()),
  );
}
