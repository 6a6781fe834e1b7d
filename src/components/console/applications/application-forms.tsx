import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field, textareaClass } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Locale } from '@/i18n/routing';
import { addNote, changeApplicationStatus, deleteOnRequest } from '@/lib/careers/console-actions';
import { NOTE_MAX } from '@/lib/console/history';
import { APPLICATION_STATUSES } from '@/lib/careers/status';

const card = 'border-line bg-surface space-y-3 rounded-xl border p-4 sm:p-6';

/**
 * An application's status, history (`children`), note and deletion forms: plain Server Action
 * posts (no JavaScript needed). The action's outcome comes back in the address: `saved` says
 * what was saved, `problem` which form was refused, said beside it.
 */
export async function ApplicationForms({
  id,
  locale,
  status,
  saved,
  problem,
  children,
}: {
  id: string;
  locale: Locale;
  status: string;
  saved?: string;
  problem?: string;
  children: ReactNode;
}) {
  const t = await getTranslations('ConsoleApplications');
  const hidden = (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="back" value={`/console/applications/${id}`} />
      <input type="hidden" name="id" value={id} />
    </>
  );
  const refusal = (message: string) => (
    <ErrorSummary heading={t('problem')} messages={[message]} level={3} testId="problem" />
  );
  const notice = (message: string) => (
    <p role="status" className="font-semibold" data-testid="notice">
      {message}
    </p>
  );
  return (
    <>
      <section aria-labelledby="status-heading" className={card}>
        <h2 id="status-heading" className="text-lg font-semibold">
          {t('statusTitle')}
        </h2>
        {saved === 'status' && notice(t('statusSaved'))}
        {problem === 'status' && refusal(t('statusInvalid'))}
        <form action={changeApplicationStatus} className="flex flex-wrap items-end gap-4">
          {hidden}
          <SelectField
            id="status"
            name="status"
            label={t('statusLabel')}
            defaultValue={status}
            options={APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            className="w-full sm:w-56"
          />
          <SubmitButton>{t('setStatus')}</SubmitButton>
        </form>
      </section>
      <section id="history" aria-labelledby="history-heading" className={card}>
        <h2 id="history-heading" className="text-lg font-semibold">
          {t('historyTitle')}
        </h2>
        {saved === 'note' && notice(t('noteSaved'))}
        {children}
      </section>
      <section id="note" aria-labelledby="note-heading" className={card}>
        <h2 id="note-heading" className="text-lg font-semibold">
          {t('noteTitle')}
        </h2>
        {problem === 'note' && refusal(t('noteInvalid', { max: NOTE_MAX }))}
        <form action={addNote} className="space-y-3">
          {hidden}
          <Field id="text" label={t('noteLabel')} hint={t('noteHint', { max: NOTE_MAX })} required>
            {(control) => (
              <textarea
                {...control}
                name="text"
                rows={4}
                maxLength={NOTE_MAX}
                className={textareaClass}
              />
            )}
          </Field>
          <SubmitButton>{t('addNote')}</SubmitButton>
        </form>
      </section>
      <section id="delete" aria-labelledby="delete-heading" className={`${card} border-danger/40`}>
        <h2 id="delete-heading" className="text-lg font-semibold">
          {t('deleteTitle')}
        </h2>
        <p className="text-sm">{t('deleteIntro')}</p>
        {problem === 'confirm' && refusal(t('confirmMissing'))}
        <form action={deleteOnRequest} className="space-y-3">
          {hidden}
          <Field id="confirm" label={t('confirmDelete')} layout="inline" required>
            {(control) => (
              <input {...control} type="checkbox" name="confirm" className="mt-1 size-4" />
            )}
          </Field>
          <button
            type="submit"
            className="bg-danger h-11 rounded-md px-4 font-semibold text-white hover:opacity-90"
          >
            {t('delete')}
          </button>
        </form>
      </section>
    </>
  );
}
