'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Honeypot } from '@/components/ui/honeypot';
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
  const locale = useLocale();
  const { state, formAction, pending, errorCount, accepted, doneId, ...form } = useApplicationForm(
    positions.map((p) => p.id),
    permalink,
  );
  const { formRef, submissionRef, loadCheck, onSubmit, field, control } = form;
  const fields = { field, control };
  const values = state.status !== 'success' ? (state.values ?? {}) : {};

  return (
    <div>
      <ApplicationOutcome state={state} doneId={doneId} />
      <form
        ref={formRef}
        action={formAction}
        onSubmit={onSubmit}
        onFocus={() => void loadCheck()}
        noValidate
        encType="multipart/form-data"
        aria-label={t('heading')}
        className="border-line bg-surface rounded-xl border p-5 sm:p-6"
        data-testid="application-form"
      >
        <p className="text-muted text-sm">{t('intro')}</p>
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
        <Honeypot label={t('honeypot')} />

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

        <button
          type="submit"
          disabled={pending}
          className="bg-primary mt-6 inline-flex h-11 items-center rounded-md px-6 font-semibold text-white hover:opacity-90 disabled:opacity-60"
          data-testid="application-submit"
        >
          {pending ? t('submitting') : t('submit')}
        </button>
      </form>
    </div>
  );
}
