'use client';

import { useTranslations } from 'next-intl';
import { CheckedFormFrame } from '@/components/ui/checked-form-frame';
import { refusalMessage } from '@/components/ui/error-summary';
import { ConsentField } from '@/components/ui/consent-field';
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
  const { state, frame, errorCount, field, control } = useEnquiryForm(permalink);
  const values = state.values ?? {};
  const consent = field('consent', true);
  const problem = refusalMessage(
    state,
    { rateLimited: (minutes) => t('rateLimited', { minutes }), failed: t('failed') },
    10,
  );

  return (
    <CheckedFormFrame
      {...frame}
      initialSubmissionId={initialSubmissionId}
      errorCount={errorCount}
      messages="EnquiryForm"
      problem={problem}
      testId={{ form: 'enquiry-form', problem: 'enquiry-problem', submit: 'enquiry-submit' }}
      aria-labelledby="enquiry-heading"
    >
      <input type="hidden" name="source" value={source} />
      {quote && (
        <>
          <input type="hidden" name="quote" value={quote.query} />
          <input type="hidden" name="offer" value={quote.offer} />
        </>
      )}
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
    </CheckedFormFrame>
  );
}
