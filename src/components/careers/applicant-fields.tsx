import {
  CITY_MAX,
  experienceBands,
  MESSAGE_MAX,
  NAME_MAX,
  OPEN_APPLICATION,
} from '@/lib/careers/fields';
import type { ApplyState } from '@/lib/careers/action';
import { controlClass, Field } from '@/components/ui/field';
import { characterCount } from '@/components/ui/form-text';
import { MessageField } from '@/components/ui/message-field';
import { SelectField } from '@/components/ui/select-field';
import type { ApplicationText } from './application-text';
import type { FieldBindings } from './use-application-form';

export type PositionOption = { id: string; title: string };
type Values = NonNullable<ApplyState['values']>;

/** Who is applying, for what, and a message: every field of the form but the résumé and consent. */
export function ApplicantFields({
  text: t,
  fields,
  accepted,
  values,
  positions,
  selectedPosition,
}: {
  text: ApplicationText;
  fields: FieldBindings;
  /** Accepted applications so far: the message starts afresh after each. */
  accepted: number;
  values: Values;
  positions: PositionOption[];
  selectedPosition: string;
}) {
  const { field, control } = fields;
  const text = (name: 'name' | 'email' | 'phone' | 'city') => ({
    ...control(name),
    defaultValue: values[name] ?? '',
    className: controlClass,
  });

  return (
    <>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Field {...field('name')} label={t.name}>
          {(c) => <input {...c} {...text('name')} autoComplete="name" maxLength={NAME_MAX + 20} />}
        </Field>
        <Field {...field('email')} label={t.email}>
          {(c) => (
            <input {...c} {...text('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>
        <Field {...field('phone')} label={t.phone} hint={t.phoneHint}>
          {(c) => <input {...c} {...text('phone')} type="tel" autoComplete="tel" />}
        </Field>
        <SelectField
          {...field('position')}
          {...control('position')}
          label={t.position}
          defaultValue={selectedPosition}
          empty={t.choose}
          options={[
            ...positions.map((p) => ({ value: p.id, label: p.title })),
            { value: OPEN_APPLICATION, label: t.openApplication },
          ]}
          testId="position-select"
        />
        <Field {...field('city')} label={t.city}>
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
          label={t.experience}
          defaultValue={values.experience ?? ''}
          empty={t.choose}
          options={experienceBands.map((band) => ({
            value: band,
            label: t.experienceBands[band],
          }))}
        />
      </div>
      <Message key={accepted} text={t} fields={fields} initial={values.message ?? ''} />
    </>
  );
}

/** The message, with a live count of its characters against the limit. */
function Message({
  text: t,
  fields: { field, control },
  initial,
}: {
  text: ApplicationText;
  fields: FieldBindings;
  initial: string;
}) {
  return (
    <MessageField
      field={field('message')}
      control={control('message')}
      label={t.message}
      hint={t.messageHint}
      counter={(count) => characterCount(t, count)}
      max={MESSAGE_MAX}
      rows={5}
      initial={initial}
    />
  );
}
