'use client';

import { CheckedFormFrame } from '@/components/ui/checked-form-frame';
import { refusalMessage } from '@/components/ui/error-summary';
import { ConsentField } from '@/components/ui/consent-field';
import { counted } from '@/components/ui/form-text';
import type { Option } from '@/components/ui/select-field';
import { EnquiryFields } from './enquiry-fields';
import type { EnquiryText } from './enquiry-text';
import { useEnquiryForm } from './use-enquiry-form';

/** What a quote request sends along: the price search and the chosen line (never a price). */
export type QuoteReference = { query: string; offer: string };

/**
 * The enquiry form (its behaviour is useEnquiryForm's). Its words come resolved from the server
 * (`text`, the EnquiryForm messages: enquiry-text.ts), so the browser needs no translator.
 */
export function EnquiryForm({
  text,
  services,
  preselected,
  initialMessage,
  quote,
  source,
  permalink,
  initialSubmissionId,
}: {
  text: EnquiryText;
  services: Option[];
  preselected: string;
  initialMessage: string;
  quote?: QuoteReference;
  /** The site path the visitor came from, for sales. */
  source: string;
  /** This page's address: where the form posts without JavaScript. */
  permalink: string;
  initialSubmissionId: string;
}) {
  const { state, frame, errorCount, field, control } = useEnquiryForm(text, permalink);
  const values = state.values ?? {};
  const consent = field('consent', true);
  const problem = refusalMessage(
    state,
    { rateLimited: (minutes) => counted(text.rateLimited, minutes), failed: text.failed },
    10,
  );

  return (
    <CheckedFormFrame
      {...frame}
      initialSubmissionId={initialSubmissionId}
      errorCount={errorCount}
      text={text}
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
        text={text}
        fields={{ field, control }}
        values={values}
        services={services}
        preselected={preselected}
        initialMessage={initialMessage}
      />
      <ConsentField label={text.consent} field={consent} control={control('consent')} />
    </CheckedFormFrame>
  );
}
