import { COMPANY_MAX, MESSAGE_MAX, NAME_MAX, type EnquiryState } from '@/lib/enquiries/fields';
import { controlClass, errorId, Field } from '@/components/ui/field';
import { characterCount } from '@/components/ui/form-text';
import { MessageField } from '@/components/ui/message-field';
import { SelectField, type Option } from '@/components/ui/select-field';
import type { EnquiryText } from './enquiry-text';
import type { EnquiryBindings } from './use-enquiry-form';

type Values = NonNullable<EnquiryState['values']>;

/** Who is asking, how to reach them, about what: every field but the consent. */
export function EnquiryFields({
  text: t,
  fields,
  values,
  services,
  preselected,
  initialMessage,
}: {
  text: EnquiryText;
  fields: EnquiryBindings;
  values: Values;
  services: Option[];
  /** The service chosen before anything was sent (?service=, or a quote's line). */
  preselected: string;
  initialMessage: string;
}) {
  const { field, control } = fields;
  const text = (name: 'name' | 'company' | 'email' | 'phone' | 'wechat') => ({
    ...control(name),
    defaultValue: values[name] ?? '',
    className: controlClass,
  });
  const group = field('contact');
  // The group's error names each of its fields: each is marked and described by it.
  const inGroup = group.error
    ? { describedBy: errorId(group.id), invalid: { 'aria-invalid': true as const } }
    : { describedBy: undefined, invalid: {} };

  return (
    <>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Field {...field('name', true)} label={t.name}>
          {(c) => <input {...c} {...text('name')} autoComplete="name" maxLength={NAME_MAX + 20} />}
        </Field>
        <Field {...field('company')} label={t.company}>
          {(c) => (
            <input
              {...c}
              {...text('company')}
              autoComplete="organization"
              maxLength={COMPANY_MAX + 20}
            />
          )}
        </Field>
      </div>
      <fieldset className="border-line mt-5 rounded-lg border p-4" data-testid="contact-group">
        <legend className="px-1 text-sm font-semibold">
          {t.contactLegend}
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        </legend>
        <p className="text-muted text-sm">{t.contactHint}</p>
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          <Field {...field('email')} label={t.email} describedBy={inGroup.describedBy}>
            {(c) => (
              <input
                {...c}
                {...inGroup.invalid}
                {...text('email')}
                type="email"
                autoComplete="email"
                inputMode="email"
              />
            )}
          </Field>
          <Field
            {...field('phone')}
            label={t.phone}
            hint={t.phoneHint}
            describedBy={inGroup.describedBy}
          >
            {(c) => (
              <input {...c} {...inGroup.invalid} {...text('phone')} type="tel" autoComplete="tel" />
            )}
          </Field>
          <Field
            {...field('wechat')}
            label={t.wechat}
            hint={t.wechatHint}
            describedBy={inGroup.describedBy}
          >
            {(c) => <input {...c} {...inGroup.invalid} {...text('wechat')} autoComplete="off" />}
          </Field>
        </div>
        {group.error && (
          <p
            id={errorId(group.id)}
            className="text-danger mt-3 text-sm"
            data-testid="contact-error"
          >
            {group.error}
          </p>
        )}
      </fieldset>
      <SelectField
        {...field('service', true)}
        {...control('service')}
        label={t.service}
        defaultValue={values.service ?? preselected}
        empty={t.choose}
        options={services}
        className="mt-4"
        testId="service-select"
      />
      <Message text={t} fields={fields} initial={values.message ?? initialMessage} />
    </>
  );
}

/** The message, with a live count of its characters against the limit. */
function Message({
  text: t,
  fields: { field, control },
  initial,
}: {
  text: EnquiryText;
  fields: EnquiryBindings;
  initial: string;
}) {
  return (
    <MessageField
      field={field('message', true)}
      control={control('message')}
      label={t.message}
      hint={t.messageHint}
      counter={(count) => characterCount(t, count)}
      max={MESSAGE_MAX}
      rows={6}
      initial={initial}
    />
  );
}
