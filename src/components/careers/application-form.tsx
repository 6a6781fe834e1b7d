'use client';

import { CheckedFormFrame } from '@/components/ui/checked-form-frame';
import { ApplicantFields, type PositionOption } from './applicant-fields';
import type { ApplicationText } from './application-text';
import { ApplicationOutcome } from './application-outcome';
import { ConsentField } from '@/components/ui/consent-field';
import { ResumeField } from './resume-field';
import { useApplicationForm } from './use-application-form';

export type { PositionOption };

/**
 * The application form (its behaviour is useApplicationForm's). Its words come resolved from the
 * server (`text`, the JoinForm messages: application-text.ts), so the browser needs no translator.
 */
export function ApplicationForm({
  text,
  positions,
  preselected,
  permalink,
  initialSubmissionId,
}: {
  text: ApplicationText;
  positions: PositionOption[];
  preselected?: string;
  /** This page's address: where the form posts without JavaScript. */
  permalink: string;
  initialSubmissionId: string;
}) {
  const { state, frame, errorCount, accepted, doneId, field, control } = useApplicationForm(
    text,
    positions.map((p) => p.id),
    permalink,
  );
  const fields = { field, control };
  const values = state.status !== 'success' ? (state.values ?? {}) : {};

  return (
    <div>
      <ApplicationOutcome text={text} state={state} doneId={doneId} />
      <CheckedFormFrame
        {...frame}
        initialSubmissionId={initialSubmissionId}
        errorCount={errorCount}
        text={text}
        testId={{ form: 'application-form', submit: 'application-submit' }}
        multipart
        aria-label={text.heading}
      >
        <ApplicantFields
          text={text}
          fields={fields}
          accepted={accepted}
          values={values}
          positions={positions}
          selectedPosition={values.position ?? preselected ?? ''}
        />
        <ResumeField text={text} fields={fields} />
        <ConsentField
          label={text.consent}
          field={fields.field('consent')}
          control={fields.control('consent')}
          checked={values.consent === 'on'}
        />
      </CheckedFormFrame>
    </div>
  );
}
