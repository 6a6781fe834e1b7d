'use server';

import { redirect } from 'next/navigation';
import { asLocale, localizedPath, type Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/forms/action';
import { SUBSCRIPTION_PAGE } from './mail';
import { subscriptionSchema, type SubscriptionErrorKey } from './schema';
import { confirmSubscription, SUBSCRIBE_LIMIT, subscribe, unsubscribe } from './subscriptions';

/** What the subscribe form shows after a submission; also its state before any. */
export type SubscribeState = {
  status: 'idle' | 'pending' | 'invalid' | 'rate-limited' | 'ended' | 'error';
  /** The address the confirmation went to. */
  email?: string;
  /** The address as typed, after a refusal. */
  values?: { email?: string };
  errors?: { email?: SubscriptionErrorKey };
  retryAfterMinutes?: number;
};

/**
 * "Email me when the status changes" under a parcel (src/lib/forms/action.ts does what every
 * form does): checks the address, stores an unconfirmed subscription and queues its
 * confirmation mail (src/lib/tracking/subscriptions.ts). A bot is told what a person is.
 */
export const subscribeToTracking = formAction({
  feature: 'tracking',
  keep: ['email'],
  limit: () => SUBSCRIBE_LIMIT,
  // Asking twice for the same parcel and address is one subscription by nature.
  submissionId: false,
  parse: ({ text }) => {
    const parsed = subscriptionSchema.safeParse({ number: text('number'), email: text('email') });
    if (parsed.success) return { ok: true, input: parsed.data };
    const issue = parsed.error.issues.find((i) => i.path[0] === 'email');
    // Only the hidden number can be wrong otherwise: not a form a person sent.
    return { ok: false, errors: issue && { email: issue.message as SubscriptionErrorKey } };
  },
  run: async (input, { db, locale, clientKey, now }) => {
    const outcome = await subscribe(db.db, { ...input, locale, clientKey }, now);
    return outcome.kind === 'rate-limited' ? outcome : { status: outcome.kind, email: input.email };
  },
  answer: (answer): SubscribeState => answer,
  decoy: (post): SubscribeState => ({ status: 'pending', email: post.text('email') }),
});

const page = (locale: Locale, query: string) =>
  `${localizedPath(SUBSCRIPTION_PAGE, locale)}?${query}`;

const localeOf = (form: FormData) => asLocale(String(form.get('locale') ?? ''));
const text = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 300);

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
