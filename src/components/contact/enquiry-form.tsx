'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ErrorSummary } from '@/components/ui/error-summary';
import { ConsentField } from '@/components/ui/consent-field';
import { Honeypot } from '@/components/ui/honeypot';
import type { Option } from '@/components/ui/select-field';
import { EnquiryFields } from './enquiry-fields';
import { useEnquiryForm } from './use-enquiry-form';

/** What a quote request sends along: the price search and the chosen line (never a price). */
export type QuoteReference = { query: string; offer: string };

/**
 * The enquiry form (its behaviour is useEnquiryForm's). Its messages are the EnquiryForm
 * namespace, which the page hands to next-intl's client provider.
 */
export function EnquiryForm({
  services,
  preselected,
  initialMessage,
  quote,
  source,
  privacyHref,
  permalink,
  initialSubmissionId,
}: {
  services: Option[];
  preselected: string;
  initialMessage: string;
  quote?: QuoteReference;
  /** The site path the visitor came from, for sales. */
  source: string;
  privacyHref: string;
  /** This page's address: where the form posts without JavaScript. */
  permalink: string;
  initialSubmissionId: string;
}) {
  const t = useTranslations('EnquiryForm');
  const locale = useLocale();
  const { state, pending, errorCount, formRef, submissionRef, formAction, ...form } =
    useEnquiryForm(permalink);
  const { loadCheck, onSubmit, field, control } = form;
  const values = state.values ?? {};
  const consent = field('consent', true);
  const problem =
    state.status === 'rate-limited'
      ? t('rateLimited', { minutes: state.retryAfterMinutes ?? 10 })
      : state.status === 'error'
        ? t('failed')
        : undefined;

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => void loadCheck()}
      noValidate
      aria-labelledby="enquiry-heading"
      className="border-line bg-surface rounded-xl border p-5 sm:p-6"
      data-testid="enquiry-form"
    >
      <p className="text-muted text-sm">{t('intro')}</p>
      {problem && (
        <ErrorSummary heading={problem} level={3} testId="enquiry-problem" className="mt-3" />
      )}
      {errorCount > 0 && (
        <ErrorSummary
          heading={t('errorSummary', { count: errorCount })}
          level={3}
          testId="error-summary"
          className="mt-3"
        />
      )}
      <input type="hidden" name="locale" value={locale} />
      <input
        ref={submissionRef}
        type="hidden"
        name="submissionId"
        defaultValue={initialSubmissionId}
      />
      <input type="hidden" name="source" value={source} />
      {quote && (
        <>
          <input type="hidden" name="quote" value={quote.query} />
          <input type="hidden" name="offer" value={quote.offer} />
        </>
      )}
      <Honeypot label={t('honeypot')} />

      <EnquiryFields
        fields={{ field, control }}
        values={values}
        services={services}
        preselected={preselected}
        initialMessage={initialMessage}
      />
      <ConsentField
        form="EnquiryForm"
        field={consent}
        control={control('consent')}
        privacyHref={privacyHref}
      />

      <button
        type="submit"
        disabled={pending}
        className="bg-primary mt-6 inline-flex h-11 items-center rounded-md px-6 font-semibold text-white hover:opacity-90 disabled:opacity-60"
        data-testid="enquiry-submit"
      >
        {pending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
