import { useState } from 'react';
import { useTranslations } from 'next-intl';
import {
  CITY_MAX,
  experienceBands,
  MESSAGE_MAX,
  NAME_MAX,
  OPEN_APPLICATION,
} from '@/lib/careers/application-fields';
import type { ApplyState } from '@/lib/careers/apply-action';
import { controlClass, Field, textareaClass } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import type { FieldBindings } from './use-application-form';

export type PositionOption = { id: string; title: string };
type Values = NonNullable<ApplyState['values']>;

/** Who is applying, for what, and a message: every field of the form but the résumé and consent. */
export function ApplicantFields({
  fields,
  accepted,
  values,
  positions,
  selectedPosition,
}: {
  fields: FieldBindings;
  /** Accepted applications so far: the message starts afresh after each. */
  accepted: number;
  values: Values;
  positions: PositionOption[];
  selectedPosition: string;
}) {
  const t = useTranslations('JoinForm');
  const { field, control } = fields;
  const text = (name: 'name' | 'email' | 'phone' | 'city') => ({
    ...control(name),
    defaultValue: values[name] ?? '',
    className: controlClass,
  });

  return (
    <>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Field {...field('name')} label={t('name')}>
          {(c) => <input {...c} {...text('name')} autoComplete="name" maxLength={NAME_MAX + 20} />}
        </Field>
        <Field {...field('email')} label={t('email')}>
          {(c) => (
            <input {...c} {...text('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>
        <Field {...field('phone')} label={t('phone')} hint={t('phoneHint')}>
          {(c) => <input {...c} {...text('phone')} type="tel" autoComplete="tel" />}
        </Field>
        <SelectField
          {...field('position')}
          {...control('position')}
          label={t('position')}
          defaultValue={selectedPosition}
          empty={t('choose')}
          options={[
            ...positions.map((p) => ({ value: p.id, label: p.title })),
            { value: OPEN_APPLICATION, label: t('openApplication') },
          ]}
          testId="position-select"
        />
        <Field {...field('city')} label={t('city')}>
          {(c) => (
            <input
              {...c}
              {...text('city')}
              autoComplete="address-level2"
              maxLength={CITY_MAX + 20}
            />
          )}
        </Field>
        <SelectField
          {...field('experience')}
          {...control('experience')}
          label={t('experience')}
          defaultValue={values.experience ?? ''}
          empty={t('choose')}
          options={experienceBands.map((band) => ({
            value: band,
            label: t(`experienceBands.${band}`),
          }))}
        />
      </div>
      <MessageField key={accepted} fields={fields} initial={values.message ?? ''} />
    </>
  );
}

/** The optional message, with a live count of its characters against the limit. */
function MessageField({
  fields: { field, control },
  initial,
}: {
  fields: FieldBindings;
  initial: string;
}) {
  const t = useTranslations('JoinForm');
  const [length, setLength] = useState(initial.length);
  const { onChange, name } = control('message');
  return (
    <Field
      {...field('message')}
      label={t('message')}
      className="mt-4"
      hint={
        <span className="flex justify-between gap-4">
          <span>{t('messageHint', { max: MESSAGE_MAX })}</span>
          <span
            aria-live="polite"
            className={`whitespace-nowrap ${length > MESSAGE_MAX ? 'text-danger' : ''}`}
          >
            {t('characters', { count: length, max: MESSAGE_MAX })}
          </span>
        </span>
      }
    >
      {(c) => (
        <textarea
          {...c}
          name={name}
          onChange={(e) => {
            setLength(e.currentTarget.value.length);
            onChange(e);
          }}
          rows={5}
          defaultValue={initial}
          className={textareaClass}
        />
      )}
    </Field>
  );
}
