import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { DeskForm, DeskText } from '@/components/console/desk-form';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import type { Locale } from '@/i18n/routing';
import { addNote, changeApplicationStatus, deleteOnRequest } from '@/lib/careers/console-actions';
import { NOTE_MAX } from '@/lib/console/history';
import { APPLICATION_STATUSES } from '@/lib/careers/status';
import { ConsoleSection } from '@/components/console/section';

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
      <ConsoleSection name="status" title={t('statusTitle')} look="panel">
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
      </ConsoleSection>
      <ConsoleSection name="history" title={t('historyTitle')} look="panel" id="history">
        {children}
      </ConsoleSection>
      <ConsoleSection name="note" title={t('noteTitle')} look="panel" id="note">
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
      </ConsoleSection>
      <ConsoleSection
        name="delete"
        title={t('deleteTitle')}
        look="panel"
        id="delete"
        className="border-danger/40"
      >
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
      </ConsoleSection>
    </>
  );
}
