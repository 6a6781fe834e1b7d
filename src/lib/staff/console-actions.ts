'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { localizedPath, asLocale } from '@/i18n/routing';
import { clientAddress } from '@/lib/http/client-address';
import { recordAudit } from './audit';
import { consoleAuth, cookiesAfter, keepAuthCookies, postToAuth } from './console-auth';
import { acceptInvitation, openInvitation, type AcceptRefusal } from './invitations';
import { enrolmentOf, SETUP_ATTEMPTS, type SetupState } from './enrolment';
import { currentSession, signInAddress } from './session';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** Where a sign-in goes back to: a console address of this site only, else the console's home. */
function nextAddress(form: FormData): string {
  const next = text(form, 'next');
  return /^(?:\/zh)?\/console(?:\/[\w.~-]+)*$/.test(next)
    ? next
    : localizedPath('/console', asLocale(text(form, 'locale')));
}

export type SignInState = {
  step: 'password' | 'code';
  problem?: 'invalid' | 'code' | 'rateLimited';
  /** The email typed, for the form to show again (React resets a form after its action). */
  email?: string;
};

/** The sign-in form: the password, then an authenticator (or backup) code; then `next`. */
export async function signIn(state: SignInState, form: FormData): Promise<SignInState> {
  if (text(form, 'step') === 'code') {
    const code = text(form, 'code').trim();
    const backup = !/^\d{6}$/.test(code);
    const path = backup ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp';
    const response = await postToAuth(path, { code });
    if (response.status === 429) return { step: 'code', problem: 'rateLimited' };
    if (!response.ok) return { step: 'code', problem: 'code' };
    redirect(nextAddress(form));
  }
  const email = text(form, 'email').trim();
  const response = await postToAuth('/sign-in/email', { email, password: text(form, 'password') });
  if (response.status === 429) return { step: 'password', problem: 'rateLimited', email };
  if (!response.ok) return { step: 'password', problem: 'invalid', email };
  const result = (await response.json()) as { twoFactorRedirect?: boolean };
  // An account without an authenticator yet is signed in; the console sends it to the setup.
  if (!result.twoFactorRedirect) redirect(nextAddress(form));
  return { step: 'code' };
}

/** The invitation's step: the account made (or, invited again, signed in), its authenticator made. */
async function acceptStep(form: FormData, token: string): Promise<SetupState> {
  const { auth, database, secret } = await consoleAuth();
  const incoming = await headers();
  const password = text(form, 'password');
  const name = text(form, 'name');
  const now = new Date();
  const opened = await openInvitation(database, token, now);
  if (!opened.ok) return { step: 'invitation', problem: opened.refusal, name };
  const refused = (problem: AcceptRefusal | 'rateLimited'): SetupState => ({
    step: 'invitation',
    problem,
    name,
    existing: opened.existing,
  });
  const signIn = () => postToAuth('/sign-in/email', { email: opened.email, password });
  let signedIn: Response | undefined;
  if (opened.existing) {
    // Invited again after reset-2fa: the account's own password, through the sign-in's limits.
    signedIn = await signIn();
    if (signedIn.status === 429) return refused('rateLimited');
    if (!signedIn.ok) return refused('password');
  }
  const accepted = await acceptInvitation(
    database,
    {
      token,
      name,
      password,
      clientAddress: clientAddress(incoming),
      secret,
      passwordChecked: signedIn?.ok,
    },
    now,
  );
  if (!accepted.ok) return refused(accepted.refusal);
  signedIn ??= await signIn();
  if (!signedIn.ok) return refused(signedIn.status === 429 ? 'rateLimited' : 'password');
  const cookie = cookiesAfter(incoming.get('cookie') ?? '', signedIn);
  await auth.api.enableTwoFactor({ body: { password }, headers: new Headers({ cookie }) });
  return enrolmentOf(accepted.userId);
}

/**
 * The code that confirms the authenticator: counted against the set-up on the server (at most
 * SETUP_ATTEMPTS, then the set-up ends), then checked by better-auth, which makes a new session
 * with both factors; then the backup codes, shown once.
 */
async function confirmStep(form: FormData): Promise<SetupState> {
  const { auth, database } = await consoleAuth();
  const incoming = await headers();
  const found = await currentSession();
  if (!found) redirect(signInAddress(asLocale(text(form, 'locale')), '/console/two-factor'));
  if (found.session.twoFactorVerified) redirect(nextAddress(form));
  const { db, dialect } = database;
  const no = dialect === 'postgres' ? false : 0;
  const counted = await db
    .updateTable('twoFactor')
    .set((eb) => ({
      failedVerificationCount: eb(eb.fn.coalesce('failedVerificationCount', eb.lit(0)), '+', 1),
    }))
    .where('userId', '=', found.user.id)
    .where('verified', '=', no)
    .where((eb) => eb(eb.fn.coalesce('failedVerificationCount', eb.lit(0)), '<', SETUP_ATTEMPTS))
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) {
    // Used up (or none under way): the half-made authenticator goes; an invitation starts again.
    const ended = await db
      .deleteFrom('twoFactor')
      .where('userId', '=', found.user.id)
      .where('verified', '=', no)
      .executeTakeFirst();
    return { step: 'none', problem: Number(ended.numDeletedRows) ? 'tooMany' : undefined };
  }
  try {
    const confirmed = await auth.api.verifyTOTP({
      body: { code: text(form, 'code').trim() },
      headers: incoming,
      returnHeaders: true,
    });
    await keepAuthCookies(confirmed.headers);
  } catch {
    const state = await enrolmentOf(found.user.id);
    return state.step === 'confirm' ? { ...state, problem: 'code' } : state;
  }
  await db
    .updateTable('twoFactor')
    .set({ failedVerificationCount: 0 })
    .where('userId', '=', found.user.id)
    .execute();
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: found.user.id } });
  await recordAudit(db, {
    at: new Date(),
    actor: { id: found.user.id, email: found.user.email },
    action: 'staff.enable2fa',
    target: { type: 'user', id: found.user.id },
    clientAddress: clientAddress(incoming),
  });
  return { step: 'codes', codes: backupCodes };
}

/**
 * Setting up the authenticator, only from an invitation (a new colleague's name and password, or
 * the password of an account invited again after reset-2fa): the QR code and secret; one code
 * confirms it; then the backup codes, shown this once. What the browser sends back as the
 * previous state is never read: each step is decided from the form's token and the server's own
 * records.
 */
export async function setUpTwoFactor(_previous: SetupState, form: FormData): Promise<SetupState> {
  const token = text(form, 'token').trim();
  return token ? acceptStep(form, token) : confirmStep(form);
}

/** Signing out ends the session in the database (on every instance) and clears its cookie. */
export async function signOut(form: FormData): Promise<void> {
  const { auth, database } = await consoleAuth();
  const incoming = await headers();
  const found = await currentSession();
  if (found) {
    const done = await auth.api.signOut({ headers: incoming, returnHeaders: true });
    await keepAuthCookies(done.headers);
    await recordAudit(database.db, {
      at: new Date(),
      actor: { id: found.user.id, email: found.user.email },
      action: 'staff.signOut',
      target: { type: 'user', id: found.user.id },
      clientAddress: clientAddress(incoming),
    });
  }
  redirect(localizedPath('/console/sign-in', asLocale(text(form, 'locale'))));
}
