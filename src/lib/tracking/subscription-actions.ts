'use server';

import { after } from 'next/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { isLocale, localizedPath, routing, type Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { clientAddress, clientKeyOf } from '@/lib/http/client-address';
import { kickMailWorker } from '@/lib/mail/worker';
import {
  confirmSubscription,
  SUBSCRIPTION_PAGE,
  subscribe,
  subscriptionSchema,
  unsubscribe,
  type SubscriptionErrorKey,
} from './subscriptions';

/** What the subscribe form shows after a submission; also its state before any. */
export type SubscribeState = {
  status: 'idle' | 'pending' | 'invalid' | 'rate-limited' | 'ended' | 'error';
  /** The address as typed, to show it back. */
  email?: string;
  error?: SubscriptionErrorKey;
  retryAfterMinutes?: number;
};

const localeOf = (form: FormData): Locale => {
  const value = form.get('locale');
  return isLocale(value) ? value : routing.defaultLocale;
};
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, 300) : '';
};

/**
 * "Email me when the status changes" under a parcel (with JavaScript, and as the form's plain
 * POST without it): checks the address, stores an unconfirmed subscription and queues its
 * confirmation mail (src/lib/tracking/subscriptions.ts), then has the mail sent right after the
 * answer. A filled honeypot is told the same as a person and nothing is stored.
 */
export async function subscribeToTracking(
  _previous: SubscribeState,
  form: FormData,
): Promise<SubscribeState> {
  const email = text(form, 'email');
  if (text(form, 'website').trim() !== '') return { status: 'pending', email };
  const parsed = subscriptionSchema.safeParse({ number: text(form, 'number'), email });
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[0] === 'email');
    // Only the hidden number can be wrong otherwise: not a form a person sent.
    if (!issue) return { status: 'error', email };
    return { status: 'invalid', email, error: issue.message as SubscriptionErrorKey };
  }
  try {
    const { db } = await getDb();
    const clientKey = clientKeyOf(clientAddress(await headers()));
    const outcome = await subscribe(
      db,
      { ...parsed.data, locale: localeOf(form), clientKey },
      new Date(),
    );
    if (outcome.kind === 'rate-limited')
      return {
        status: 'rate-limited',
        email,
        retryAfterMinutes: Math.ceil(outcome.retryAfterSeconds / 60),
      };
    if (outcome.kind === 'pending') after(kickMailWorker);
    return { status: outcome.kind, email: parsed.data.email };
  } catch (error) {
    console.error('tracking: a subscription could not be stored', error);
    return { status: 'error', email };
  }
}

const page = (locale: Locale, query: string) =>
  `${localizedPath(SUBSCRIPTION_PAGE, locale)}?${query}`;

/** The "Confirm" button of the page a confirmation link opens; shows the page again after. */
export async function confirmTrackingEmail(form: FormData): Promise<never> {
  const token = text(form, 'token');
  const { db } = await getDb();
  const outcome = await confirmSubscription(db, token, new Date());
  redirect(
    page(localeOf(form), outcome === 'ended' ? 'ended=1' : `token=${encodeURIComponent(token)}`),
  );
}

/** The "Stop these emails" button: deletes the subscription and its address. */
export async function stopTrackingEmail(form: FormData): Promise<never> {
  const { db } = await getDb();
  await unsubscribe(db, text(form, 'token'));
  redirect(page(localeOf(form), 'stopped=1'));
}
