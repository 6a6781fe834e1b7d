'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { ACCOUNT_PATH } from '@/config/routes';
import { asLocale, localizedPath } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/forms/action';
import { emailField } from '@/lib/tracking/schema';
import {
  CODE_CLIENT_LIMIT,
  CODE_TRY_LIMIT,
  requestCode,
  verifyCode,
  type CodeRefusal,
} from './codes';
import { accountCookie, accountReturn, ACCOUNT_COOKIE, currentCustomer } from './guard';
import { createSession, endSessions } from './sessions';

type EmailError = 'emailRequired' | 'emailInvalid';

/** The sign-in's first step: the address to mail a code to. */
export type CodeRequestState = {
  status: 'idle' | 'sent' | 'invalid' | 'rate-limited' | 'error';
  /** The address the code went to (the second step's). */
  email?: string;
  values?: { email?: string };
  errors?: { email?: EmailError };
  retryAfterMinutes?: number;
};

/** "Email me a code": the same answer for every address a person could type. */
export const requestAccountCode = formAction({
  feature: 'account-code',
  keep: ['email'],
  limit: () => CODE_CLIENT_LIMIT,
  submissionId: false,
  parse: ({ text }) => {
    const parsed = emailField.safeParse(text('email'));
    return parsed.success
      ? { ok: true, input: parsed.data }
      : { ok: false, errors: { email: parsed.error.issues[0]!.message as EmailError } };
  },
  run: (email, { db, locale, clientKey, now }) =>
    requestCode(db.db, { email, locale, clientKey }, now),
  answer: (_sent, post): CodeRequestState => ({
    status: 'sent',
    email: post.text('email').trim().toLowerCase(),
  }),
  decoy: (post): CodeRequestState => ({ status: 'sent', email: post.text('email') }),
});

const codeSchema = z.object({
  email: emailField,
  code: z
    .string()
    .transform((text) => text.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'codeInvalid' })),
});

/** The sign-in's second step: the code from the mail. */
export type CodeVerifyState = {
  status: 'idle' | 'invalid' | 'refused' | 'rate-limited' | 'error';
  reason?: CodeRefusal;
  /** The address the code went to: without JavaScript the answer's page shows the code form by it. */
  values?: { email?: string };
  errors?: { code?: 'codeInvalid' };
  retryAfterMinutes?: number;
};

/**
 * "Sign in": a right code makes a session (the cookie set on this answer) and goes to the page
 * the shipper came for, else the account's home.
 */
export const verifyAccountCode = formAction({
  feature: 'account-sign-in',
  keep: ['email'],
  limit: () => CODE_TRY_LIMIT,
  submissionId: false,
  parse: ({ text }) => {
    const parsed = codeSchema.safeParse({ email: text('email'), code: text('code') });
    return parsed.success
      ? { ok: true, input: parsed.data }
      : { ok: false, errors: { code: 'codeInvalid' as const } };
  },
  run: async (input, { db, locale, clientKey, now }) => {
    const outcome = await verifyCode(db.db, { ...input, locale, clientKey }, now);
    if (outcome.kind !== 'verified') return outcome;
    const session = await createSession(
      db.db,
      outcome.accountId,
      (await headers()).get('user-agent'),
      now,
    );
    (await cookies()).set(accountCookie(session.token));
    return outcome;
  },
  answer: (outcome, post): CodeVerifyState => {
    if (outcome.kind === 'refused')
      return { status: 'refused', reason: outcome.reason, values: { email: post.text('email') } };
    redirect(accountReturn(post.text('next')) ?? localizedPath(ACCOUNT_PATH, post.locale));
  },
  decoy: (post): CodeVerifyState => ({
    status: 'refused',
    reason: 'wrong',
    values: { email: post.text('email') },
  }),
});

/** "Sign out", or "Sign out on every device" (`everywhere`): then back to the sign-in. */
export async function signOutOfAccount(form: FormData): Promise<never> {
  const locale = asLocale(String(form.get('locale') ?? ''));
  const session = await currentCustomer();
  if (session) await endSessions((await getDb()).db, session, form.get('everywhere') === '1');
  (await cookies()).delete(ACCOUNT_COOKIE);
  redirect(localizedPath(ACCOUNT_PATH, locale));
}
