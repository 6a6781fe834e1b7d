'use server';

import { z } from 'zod';
import { formAction, postAction, type ActionState, type Back } from '@/lib/console/action';
import { smtpConfig } from '@/lib/mail/config';
import type { StaffDb } from './auth';
import { inviteStaff } from './invitations';
import { STAFF_ROLES, type Permission } from './permissions';
import { staffAuthSecret } from './secret';
import { changeRole, disableStaff, resetTwoFactor, type StaffRefusal } from './staff';

/**
 * The staff list's changes (admin): thin callers of the same functions as `npm run staff`, on the
 * console's one action helper (src/lib/console/action.ts), with the signed-in administrator as
 * the actor and the request's client address.
 */

/** A refusal the staff page shows: the library's reasons, an unticked confirmation, bad input. */
type StaffProblem = StaffRefusal | 'confirm' | 'invalid';

export type InviteState = ActionState & {
  invited?: { email: string; link: string; mailed: boolean };
  problem?: StaffProblem;
  /** What was typed, for the form to show again (React resets a form after its action). */
  email?: string;
  role?: string;
};

const inviteSchema = z.object({
  email: z.preprocess((value) => String(value ?? '').trim(), z.email()),
  role: z.enum(STAFF_ROLES),
});

/** Invites a colleague: the link is shown this once (and mailed when the site sends mail). */
export const inviteColleague = formAction(
  'staff.invite',
  inviteSchema,
  (db, input, { staff, clientAddress, dialect }, now) =>
    inviteStaff(
      { db, dialect },
      { ...input, by: { id: staff.id, email: staff.email }, clientAddress },
      now,
    ),
  (result, { form }): InviteState => {
    if (result.ok) {
      const { email, link } = result.outcome;
      return { status: 'done', invited: { email, link, mailed: Boolean(smtpConfig()) } };
    }
    const typed = { email: String(form.get('email') ?? '').trim(), role: String(form.get('role')) };
    return { status: 'refused', ...typed, problem: result.problem as StaffProblem };
  },
);

const rowSchema = z.object({ email: z.email(), confirm: z.literal('yes').optional() });
const confirmedRowSchema = z.object({ email: z.email(), confirm: z.literal('yes') });
const roleSchema = rowSchema.extend({ role: z.string() });

type Change = {
  email: string;
  by: { id: string; email: string };
  clientAddress: string;
  secret: string;
};

/**
 * One row's change: the helper's guard and parse, the library's function in its transaction;
 * then the staff list again, saying what was done or why not (in the address, so that it works
 * without JavaScript). A destructive change needs its confirmation box ticked.
 */
function rowAction<Input extends { email: string }>(
  permission: Permission,
  schema: z.ZodType<Input>,
  change: (database: StaffDb, change: Change, input: Input, now: Date) => Promise<void>,
) {
  const done = permission.slice('staff.'.length);
  return postAction(
    permission,
    schema,
    (db, input, { staff, clientAddress, dialect }, now) =>
      change(
        { db, dialect },
        {
          email: input.email,
          by: { id: staff.id, email: staff.email },
          clientAddress,
          secret: staffAuthSecret(),
        },
        input,
        now,
      ),
    (result, { form }): Back => {
      if (result.ok) return { page: '/console/staff', done, params: { email: result.input.email } };
      const badInput = result.issues.length > 0;
      const problem = !badInput
        ? result.problem
        : result.problem === 'confirm'
          ? 'confirm'
          : 'invalid';
      const badEmail = result.issues.some((issue) => issue.path[0] === 'email');
      return {
        page: '/console/staff',
        problem,
        params: { email: badEmail ? '' : String(form.get('email') ?? '') },
      };
    },
  );
}

/** Another role for a colleague; their sessions end (a fresh sign-in of the admin is asked). */
export const changeColleagueRole = rowAction(
  'staff.changeRole',
  roleSchema,
  (database, change, { role }, now) => changeRole(database, { ...change, role }, now),
);

/** Disables a colleague's account (after the confirmation box is ticked). */
export const disableColleague = rowAction(
  'staff.disable',
  confirmedRowSchema,
  (database, change, _input, now) => disableStaff(database, change, now),
);

/** Removes a colleague's authenticator (after the confirmation box is ticked). */
export const resetColleagueTwoFactor = rowAction(
  'staff.reset2fa',
  confirmedRowSchema,
  (database, change, _input, now) => resetTwoFactor(database, change, now),
);
