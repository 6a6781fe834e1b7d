'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import QRCode from 'qrcode';
import { localizedPath, asLocale } from '@/i18n/routing';
import { clientAddress } from '@/lib/http/client-address';
import { recordAudit } from './audit';
import { consoleAuth, cookiesAfter, keepAuthCookies, postToAuth } from './console-auth';
import { acceptInvitation, type AcceptRefusal } from './invitations';
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

export type SetupState =
  | {
      step: 'invitation' | 'password';
      problem?: AcceptRefusal | 'password' | 'enabled';
      /** The name typed, for the form to show again. */
      name?: string;
    }
  | { step: 'confirm'; secret: string; qrSvg: string; problem?: 'code' }
  | { step: 'codes'; codes: string[] };

/** What the authenticator app is shown: the QR code of its otpauth:// address, and its secret. */
async function authenticatorStep(totpURI: string): Promise<SetupState> {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const qrSvg = await QRCode.toString(totpURI, { type: 'svg', margin: 1 });
  return { step: 'confirm', secret, qrSvg };
}

/**
 * Setting up the authenticator, from an invitation (name and password make the account and sign
 * it in) or for a signed-in account without one (its password again): the QR code and secret;
 * one code confirms it; then the backup codes, shown this once.
 */
export async function setUpTwoFactor(state: SetupState, form: FormData): Promise<SetupState> {
  const { auth, database, secret } = await consoleAuth();
  const incoming = await headers();
  const step = text(form, 'step');
  const password = text(form, 'password');
  if (step === 'invitation') {
    const accepted = await acceptInvitation(
      database,
      {
        token: text(form, 'token'),
        name: text(form, 'name'),
        password,
        clientAddress: clientAddress(incoming),
        secret,
      },
      new Date(),
    );
    if (!accepted.ok)
      return { step: 'invitation', problem: accepted.refusal, name: text(form, 'name') };
    const signedIn = await postToAuth('/sign-in/email', { email: accepted.email, password });
    const cookie = cookiesAfter(incoming.get('cookie') ?? '', signedIn);
    const enabled = await auth.api.enableTwoFactor({
      body: { password },
      headers: new Headers({ cookie }),
    });
    return enabled.method === 'totp' ? authenticatorStep(enabled.totpURI) : state;
  }
  if (step === 'password') {
    // Setting up again would replace a working authenticator: an administrator resets it.
    if ((await currentSession())?.user.twoFactorEnabled)
      return { step: 'password', problem: 'enabled' };
    try {
      const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: incoming });
      return enabled.method === 'totp' ? authenticatorStep(enabled.totpURI) : state;
    } catch {
      return { step: 'password', problem: 'password' };
    }
  }
  const found = await currentSession();
  if (!found || state.step !== 'confirm')
    redirect(signInAddress(asLocale(text(form, 'locale')), '/console'));
  try {
    const confirmed = await auth.api.verifyTOTP({
      body: { code: text(form, 'code').trim() },
      headers: incoming,
      returnHeaders: true,
    });
    await keepAuthCookies(confirmed.headers);
  } catch {
    return { ...state, problem: 'code' };
  }
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: found.user.id } });
  await recordAudit(database.db, {
    at: new Date(),
    actor: { id: found.user.id, email: found.user.email },
    action: 'staff.enable2fa',
    target: { type: 'user', id: found.user.id },
    clientAddress: clientAddress(incoming),
  });
  return { step: 'codes', codes: backupCodes };
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
