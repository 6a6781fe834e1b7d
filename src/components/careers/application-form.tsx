'use client';

import { useTranslations } from 'next-intl';
import { CheckedFormFrame } from '@/components/ui/checked-form-frame';
import { ApplicantFields, type PositionOption } from './applicant-fields';
import { ApplicationOutcome } from './application-outcome';
import { ConsentField } from '@/components/ui/consent-field';
import { ResumeField } from './resume-field';
import { useApplicationForm } from './use-application-form';

export type { PositionOption };

/**
 * The application form (its behaviour is useApplicationForm's). Its messages are the JoinForm
 * namespace, which the page hands to next-intl's client provider.
 */
export function ApplicationForm({
  positions,
  preselected,
  privacyHref,
  permalink,
  initialSubmissionId,
}: {
  positions: PositionOption[];
  preselected?: string;
  privacyHref: string;
  /** This page's address: where the form posts without JavaScript. */
  permalink: string;
  initialSubmissionId: string;
}) {
  const t = useTranslations('JoinForm');
  const { state, frame, errorCount, accepted, doneId, field, control } = useApplicationForm(
    positions.map((p) => p.id),
    permalink,
  );
  const fields = { field, control };
  const values = state.status !== 'success' ? (state.values ?? {}) : {};

  return (
    <div>
      <ApplicationOutcome state={state} doneId={doneId} />
      <CheckedFormFrame
        {...frame}
        initialSubmissionId={initialSubmissionId}
        errorCount={errorCount}
        messages="JoinForm"
        testId={{ form: 'application-form', submit: 'application-submit' }}
        multipart
        aria-label={t('heading')}
      >
        <ApplicantFields
          fields={fields}
          accepted={accepted}
          values={values}
          positions={positions}
          selectedPosition={values.position ?? preselected ?? ''}
        />
        <ResumeField fields={fields} />
        <ConsentField
          form="JoinForm"
          field={fields.field('consent')}
          control={fields.control('consent')}
          checked={values.consent === 'on'}
          privacyHref={privacyHref}
        />
      </CheckedFormFrame>
    </div>
  );
}
