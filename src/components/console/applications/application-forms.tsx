import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { DeskForm, DeskText } from '@/components/console/desk-form';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import type { Locale } from '@/i18n/routing';
import { addNote, changeApplicationStatus, deleteOnRequest } from '@/lib/careers/console-actions';
import { NOTE_MAX } from '@/lib/console/history';
import { APPLICATION_STATUSES } from '@/lib/careers/status';

const card = 'border-line bg-surface space-y-3 rounded-xl border p-4 sm:p-6';

/**
 * An application's status, history (`children`), note and deletion forms: desk forms, as on an
 * enquiry's page (no JavaScript needed), each saying beside it what it did or why not.
 */
export async function ApplicationForms({
  id,
  locale,
  status,
  children,
}: {
  id: string;
  locale: Locale;
  status: string;
  children: ReactNode;
}) {
  const t = await getTranslations('ConsoleApplications');
  const forms = {
    hidden: { locale, back: `/console/applications/${id}`, id },
    problemHeading: t('problem'),
  };
  return (
    <>
      <section aria-labelledby="status-heading" className={card}>
        <h2 id="status-heading" className="text-lg font-semibold">
          {t('statusTitle')}
        </h2>
        <DeskForm
          action={changeApplicationStatus}
          submit={t('setStatus')}
          testId="application-status"
          {...forms}
        >
          <SelectField
            id="status"
            name="status"
            label={t('statusLabel')}
            defaultValue={status}
            options={APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            className="w-full sm:w-56"
          />
        </DeskForm>
      </section>
      <section id="history" aria-labelledby="history-heading" className={card}>
        <h2 id="history-heading" className="text-lg font-semibold">
          {t('historyTitle')}
        </h2>
        {children}
      </section>
      <section id="note" aria-labelledby="note-heading" className={card}>
        <h2 id="note-heading" className="text-lg font-semibold">
          {t('noteTitle')}
        </h2>
        <DeskForm action={addNote} submit={t('addNote')} testId="application-note" {...forms}>
          <DeskText
            id="text"
            name="text"
            label={t('noteLabel')}
            hint={t('noteHint', { max: NOTE_MAX })}
            maxLength={NOTE_MAX}
            multiline
          />
        </DeskForm>
      </section>
      <section id="delete" aria-labelledby="delete-heading" className={`${card} border-danger/40`}>
        <h2 id="delete-heading" className="text-lg font-semibold">
          {t('deleteTitle')}
        </h2>
        <p className="text-sm">{t('deleteIntro')}</p>
        <DeskForm
          action={deleteOnRequest}
          submit={t('delete')}
          danger
          testId="application-delete"
          {...forms}
        >
          <Field id="confirm" label={t('confirmDelete')} layout="inline" required>
            {(control) => (
              <input {...control} type="checkbox" name="confirm" className="mt-1 size-4" />
            )}
          </Field>
        </DeskForm>
      </section>
    </>
  );
}
