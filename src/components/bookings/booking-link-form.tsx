'use client';

import { useActionState, useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { EmailField } from '@/components/ui/email-field';
import { Field, controlClass } from '@/components/ui/field';
import { ErrorSummary, refusalMessage } from '@/components/ui/error-summary';
import { Honeypot } from '@/components/ui/honeypot';
import { requestBookingLinkAction, type LinkRequestState } from '@/lib/bookings/action';
import { PendingButton } from '@/components/ui/submit-button';

/**
 * "Mail me a new link": the booking's waybill number and the address it was booked with. It
 * posts to a Server Action through useActionState, so without JavaScript it is a plain form that
 * posts to `permalink` and the page comes back with the answer, which never says whether a
 * booking matched.
 */
export function BookingLinkForm({ permalink }: { permalink: string }) {
  const t = useTranslations('BookingLink');
  const locale = useLocale();
  const id = useId();
  const [state, formAction, pending] = useActionState<LinkRequestState, FormData>(
    requestBookingLinkAction,
    { status: 'idle' },
    permalink,
  );
  const problem = refusalMessage(
    state,
    { rateLimited: (minutes) => t('rateLimited', { minutes }), failed: t('error') },
    60,
  );
  if (state.status === 'requested')
    return (
      <div role="status" className="mt-4" data-testid="booking-link-requested">
        <p className="font-semibold">{t('requestedHeading')}</p>
        <p className="mt-1">{t('requested')}</p>
      </div>
    );
  return (
    <form action={formAction} noValidate className="mt-4 max-w-xl" aria-label={t('formLabel')}>
      {problem && (
        <ErrorSummary heading={problem} level={3} testId="booking-link-problem" className="mb-4" />
      )}
      <input type="hidden" name="locale" value={locale} />
      <Honeypot label={t('honeypot')} />
      <div className="space-y-4">
        <Field
          id={`${id}-waybill`}
          label={t('waybill')}
          hint={t('waybillHint')}
          required
          error={state.errors?.waybill && t(`errors.${state.errors.waybill}`)}
        >
          {(control) => (
            <input
              {...control}
              name="waybill"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              defaultValue={state.values?.waybill ?? ''}
              className={`${controlClass} font-mono uppercase`}
            />
          )}
        </Field>
        <EmailField
          id={`${id}-email`}
          label={t('email')}
          error={state.errors?.email && t(`errors.${state.errors.email}`)}
          defaultValue={state.values?.email}
        />
      </div>
      <PendingButton pending={pending} busy={t('submitting')}>
        {t('submit')}
      </PendingButton>
    </form>
  );
}
