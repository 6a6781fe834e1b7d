'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field, controlClass } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { importCsv, type ImportState } from '@/lib/tracking/console-actions';
import { ActionFields } from './action-fields';

/** The CSV upload of /console/tracking: every bad row with its line, or the import's counts. */
export function TrackingImportForm({ maxMb }: { maxMb: number }) {
  const t = useTranslations('ConsoleTracking');
  const locale = useLocale();
  const [state, action] = useActionState<ImportState, FormData>(importCsv, { status: 'idle' });
  // A refusal of the file itself is said under its field; bad lines are listed above it.
  const refusal = state.status === 'refused' && !state.errors ? state.message : undefined;
  return (
    <form action={action} className="space-y-4" data-testid="import-form">
      <ActionFields locale={locale} back="/console/tracking" />
      {state.status === 'refused' && state.errors && (
        <ErrorSummary
          level={3}
          testId="import-errors"
          heading={state.message ?? ''}
          messages={state.errors.map((e) =>
            t('errorLine', {
              where:
                e.row === 0
                  ? t('errorFile')
                  : e.column
                    ? t('errorRowColumn', { row: e.row, column: e.column })
                    : t('errorRow', { row: e.row }),
              message: e.message,
            }),
          )}
        />
      )}
      {state.status === 'done' && state.counts && (
        <div
          role="status"
          className="border-line bg-surface rounded-lg border p-4"
          data-testid="import-done"
        >
          <h3 className="font-semibold">{state.message}</h3>
          <p className="mt-1">{t('importedText', state.counts)}</p>
        </div>
      )}
      <Field
        id="file"
        label={t('fileLabel')}
        hint={t('fileHint', { max: maxMb })}
        error={refusal}
        required
      >
        {(control) => (
          <input
            {...control}
            name="file"
            type="file"
            accept=".csv,text/csv"
            className={`${controlClass} py-2`}
          />
        )}
      </Field>
      <SubmitButton>{t('importSubmit')}</SubmitButton>
    </form>
  );
}
