'use client';

import { useActionState, useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { EmailField } from '@/components/ui/email-field';
import { ErrorSummary, refusalMessage } from '@/components/ui/error-summary';
import { Honeypot } from '@/components/ui/honeypot';
import { subscribeToTracking, type SubscribeState } from '@/lib/tracking/action';

/**
 * "Email me when the status changes" under one parcel: a disclosure with one email field. It
 * posts to a Server Action through useActionState, so without JavaScript it is a plain form that
 * posts to `permalink` (these results) and the page comes back with the answer.
 */
export function SubscribeForm({ number, permalink }: { number: string; permalink: string }) {
  const t = useTranslations('TrackingSubscribe');
  const locale = useLocale();
  const id = useId();
  const [state, formAction, pending] = useActionState<SubscribeState, FormData>(
    subscribeToTracking,
    { status: 'idle' },
    permalink,
  );
  const emailId = `${id}-email`;
  const problem = refusalMessage(
    state,
    { rateLimited: (minutes) => t('rateLimited', { minutes }), failed: t('error') },
    60,
  );

  return (
    <details
      className="border-line mt-4 rounded-lg border p-4"
      open={state.status !== 'idle'}
      data-testid="tracking-subscribe"
    >
      <summary className="text-primary cursor-pointer font-semibold">{t('heading')}</summary>
      {state.status === 'pending' ? (
        <div role="status" className="mt-3" data-testid="tracking-subscribe-pending">
          <p className="font-semibold">{t('pendingHeading')}</p>
          <p className="mt-1">{t('pending', { email: state.email ?? '', number })}</p>
        </div>
      ) : state.status === 'ended' ? (
        <p role="status" className="mt-3">
          {t('ended')}
        </p>
      ) : (
        <form action={formAction} noValidate className="mt-3" aria-label={t('heading')}>
          <p className="text-muted text-sm">{t('intro')}</p>
          {problem && (
            <ErrorSummary
              heading={problem}
              level={3}
              testId="tracking-subscribe-problem"
              className="mt-3"
            />
          )}
          <input type="hidden" name="number" value={number} />
          <input type="hidden" name="locale" value={locale} />
          <Honeypot label={t('honeypot')} />
          <div className="mt-3 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-end">
            <EmailField
              id={emailId}
              label={t('email')}
              error={state.errors?.email && t(`errors.${state.errors.email}`)}
              defaultValue={state.values?.email}
              className="sm:flex-1"
            />
            <button
              type="submit"
              disabled={pending}
              className="bg-primary hover:bg-primary-dark inline-flex h-11 shrink-0 items-center justify-center rounded-md px-5 font-semibold text-white disabled:opacity-60"
            >
              {pending ? t('submitting') : t('submit')}
            </button>
          </div>
        </form>
      )}
    </details>
  );
}
