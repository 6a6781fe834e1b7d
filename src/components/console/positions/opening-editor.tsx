'use client';

import { useActionState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { ActionFields } from '@/components/console/action-fields';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field, controlClass, textareaClass } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { asLocale, localeTags, routing, type Locale } from '@/i18n/routing';
import type { OpeningProblem } from '@/lib/careers/opening';
import { textFields, type OpeningField } from '@/lib/careers/opening-fields';
import { saveOpening, type OpeningFormState } from '@/lib/careers/positions-actions';
import type { EditorOptions } from './editor-options';
import { OpeningTextField } from './opening-text-field';

/**
 * The opening's editor: the shared facts, then both languages side by side (stacked on a
 * phone). Saved with the version it was loaded at; a refusal lists its problems in the reader's
 * language, under their fields too, and keeps what was typed.
 */
export function OpeningEditor({
  id,
  version,
  values: initial,
  options,
}: {
  id?: string;
  version: number;
  values: Record<string, string>;
  options: EditorOptions;
}) {
  const t = useTranslations('ConsolePositions');
  const locale = asLocale(useLocale());
  const format = useFormatter();
  const [state, action] = useActionState<OpeningFormState, FormData>(saveOpening, {
    status: 'idle',
  });
  const values = state.values ?? initial;
  const name = (field: OpeningField) => t(`fields.${field}`);
  const label = (field: OpeningField, lang?: Locale) =>
    lang ? t('fieldIn', { field: name(field), language: t(`language.${lang}`) }) : name(field);
  const say = (p: OpeningProblem) => {
    const field = label(p.field, p.locale);
    if (p.field === 'body' && p.problem === 'invalid') return t('errors.body', { field });
    return t(`errors.${p.problem}`, { field, limit: p.limit ?? 0 });
  };
  const problems = state.problems ?? [];
  const errorOf = (field: OpeningField, lang?: Locale) => {
    const found = problems.find((p) => p.field === field && p.locale === lang);
    return found && say(found);
  };
  const select = (field: 'department' | 'city' | 'employmentType') => (
    <SelectField
      id={field}
      name={field}
      label={name(field)}
      required
      defaultValue={values[field] ?? ''}
      empty={t('choose')}
      options={options[field]}
      error={errorOf(field)}
    />
  );
  return (
    <form action={action} noValidate className="space-y-6" data-testid="opening-editor">
      <ActionFields
        locale={locale}
        back={id ? `/console/positions/${id}` : '/console/positions/new'}
      />
      <input type="hidden" name="id" value={id ?? ''} />
      <input type="hidden" name="version" value={state.conflict?.version ?? version} />
      {state.conflict && (
        <ErrorSummary
          heading={t('conflictHeading')}
          testId="conflict"
          messages={[
            t('conflict', {
              by: state.conflict.by ?? t('someone'),
              at: format.dateTime(new Date(state.conflict.at), 'beijing'),
            }),
          ]}
        />
      )}
      {state.notFound && <ErrorSummary heading={t('errorsHeading')} messages={[t('notFound')]} />}
      {problems.length > 0 && (
        <ErrorSummary heading={t('errorsHeading')} messages={problems.map(say)} />
      )}
      <fieldset className="border-line grid gap-4 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="px-1 font-semibold">{t('shared')}</legend>
        {select('department')}
        {select('city')}
        {select('employmentType')}
        <Field
          id="posted"
          label={name('posted')}

          error={errorOf('posted')}
          required
        >
          {(control) => (
            <input
              {...control}
              name="posted"
              type="date"
              defaultValue={values.posted ?? ''}
              className={controlClass}
            />
          )}
        </Field>
        <SelectField
          id="status"
          name="status"
          label={t('fields.status')}
          defaultValue={values.status ?? 'closed'}
          options={(['open', 'closed'] as const).map((s) => ({
            value: s,
            label: t(`status.${s}`),
          }))}
        />
        <p className="text-muted text-sm sm:col-span-2 lg:col-span-1 lg:self-end">
          {t('hints.status')}
        </p>
      </fieldset>
      <div className="grid gap-6 lg:grid-cols-2">
        {routing.locales.map((lang) => (
          <fieldset
            key={lang}
            lang={localeTags[lang].lang}
            className="border-line space-y-4 rounded-xl border p-4"
          >
            <legend className="px-1 font-semibold">{t(`language.${lang}`)}</legend>
            {textFields.map((field) => (
              <OpeningTextField
                key={field}
                field={field}
                lang={lang}
                label={label(field, lang)}
                hint={
                  field === 'summary' || field === 'body'
                    ? t(`hints.${field}`)
                    : field === 'title'
                      ? undefined
                      : t('hints.list')
                }
                error={errorOf(field, lang)}
                defaultValue={values[`${field}_${lang}`] ?? ''}
                className={field === 'title' ? controlClass : textareaClass}
              />
            ))}
          </fieldset>
        ))}
      </div>
      <SubmitButton>{t('save')}</SubmitButton>
    </form>
  );
}
