'use client';

import { useActionState, useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Field, controlClass } from '@/components/ui/field';
import { ErrorSummary, refusalMessage } from '@/components/ui/error-summary';
import { bookOfferAction, type BookFormState } from '@/lib/accounts/quote-actions';
import type { QuoteSource } from '@/lib/accounts/saved';

const submitClass =
  'bg-primary hover:bg-primary-dark mt-6 inline-flex h-11 items-center justify-center rounded-md px-6 font-semibold text-white disabled:opacity-60';

/**
 * "Book this": only what a booking needs. Posts to the Server Action through useActionState, so
 * without JavaScript it is a plain form posting to `permalink`; a new price to confirm, or a
 * refusal, comes back in the form with what was typed.
 */
export function BookForm({
  permalink,
  source,
  agreedFen,
  cartons,
  max,
  destination,
  entries,
  submissionId,
}: {
  permalink: string;
  source: QuoteSource;
  agreedFen: number;
  cartons: number;
  max: number;
  destination: string;
  entries: { id: string; label: string }[];
  submissionId: string;
}) {
  const t = useTranslations('AccountQuotes');
  const locale = useLocale();
  const id = useId();
  const [state, action, pending] = useActionState<BookFormState, FormData>(
    bookOfferAction,
    { status: 'idle', submissionId },
    permalink,
  );
  const value = (name: string, fallback = '') => state.values?.[name] ?? fallback;
  const error = (name: keyof NonNullable<BookFormState['errors']>) => {
    const key = state.errors?.[name];
    return key && t(`errors.${key}`, { max });
  };
  const problem =
    state.status === 'refused' && state.reason
      ? t(`refused.${state.reason}`)
      : state.status === 'repriced'
        ? t('changedPrice', { price: state.price ?? '' })
        : refusalMessage(
            state,
            { rateLimited: (minutes) => t('rateLimited', { minutes }), failed: t('error') },
            60,
          );
  const messages =
    state.status === 'invalid'
      ? Object.keys(state.errors ?? {}).map(
          (name) => error(name as keyof NonNullable<BookFormState['errors']>) ?? '',
        )
      : [];

  return (
    <form
      action={action}
      noValidate
      className="max-w-xl"
      aria-label={t('bookTitle')}
      data-testid="book-form"
    >
      {(problem || state.status === 'invalid') && (
        <ErrorSummary
          heading={problem ?? t('problemTitle')}
          messages={messages}
          level={2}
          testId="book-problem"
          className="mb-5"
        />
      )}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="submissionId" value={state.submissionId ?? submissionId} />
      <input type="hidden" name="agreedFen" value={state.agreedFen ?? agreedFen} />
      {'saved' in source ? (
        <input type="hidden" name="saved" value={source.saved} />
      ) : (
        <>
          <input type="hidden" name="q" value={source.query} />
          <input type="hidden" name="offer" value={source.offer} />
        </>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-company`} label={t('company')} required error={error('company')}>
          {(control) => (
            <input
              {...control}
              name="company"
              autoComplete="organization"
              maxLength={120}
              defaultValue={value('company')}
              className={controlClass}
            />
          )}
        </Field>
        <Field id={`${id}-contact`} label={t('contact')} required error={error('contact')}>
          {(control) => (
            <input
              {...control}
              name="contact"
              autoComplete="name"
              maxLength={120}
              defaultValue={value('contact')}
              className={controlClass}
            />
          )}
        </Field>
        <Field id={`${id}-phone`} label={t('phone')} required error={error('phone')}>
          {(control) => (
            <input
              {...control}
              type="tel"
              name="phone"
              autoComplete="tel"
              maxLength={30}
              defaultValue={value('phone')}
              className={controlClass}
            />
          )}
        </Field>
        <Field
          id={`${id}-cartons`}
          label={t('cartonsLabel')}
          hint={t('cartonsHint', { count: cartons, max })}
          required
          error={error('cartons')}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              name="cartons"
              min={1}
              max={max}
              step={1}
              inputMode="numeric"
              defaultValue={value('cartons', String(cartons))}
              className={controlClass}
            />
          )}
        </Field>
      </div>
      {entries.length > 0 && (
        <Field id={`${id}-entry`} label={t('destination')} className="mt-5">
          {(control) => (
            <select
              {...control}
              name="entry"
              defaultValue={value('entry')}
              className={controlClass}
            >
              <option value="">{t('typed')}</option>
              {entries.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {t('fromBook', { entry: entry.label })}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field
        id={`${id}-destination`}
        label={t('destinationText')}
        hint={t('destinationTextHint')}
        error={error('destination')}
        className="mt-5"
      >
        {(control) => (
          <input
            {...control}
            name="destination"
            maxLength={100}
            defaultValue={value('destination', destination)}
            className={controlClass}
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={pending}
        className={submitClass}
        data-testid="confirm-booking"
      >
        {pending ? t('confirming') : t('confirm')}
      </button>
    </form>
  );
}
