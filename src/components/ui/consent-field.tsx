import { useTranslations } from 'next-intl';
import type { ControlBinding, FieldBinding } from '@/components/ui/checked-form';
import { Field } from '@/components/ui/field';

/**
 * Agreement to the privacy notice, which the link opens: the last field of the site's forms
 * that store what a visitor sends (join-us, the enquiry form), each with its own wording.
 */
export function ConsentField({
  form,
  field,
  control,
  checked = false,
  privacyHref,
}: {
  /** The form's messages, which hold its `consent` text with a <link> to the notice. */
  form: 'JoinForm' | 'EnquiryForm';
  /** The Field's id, required mark and error (the form's `field('consent')`). */
  field: FieldBinding;
  /** The checkbox's name and change handler (the form's `control('consent')`). */
  control: ControlBinding;
  /** Ticked again after a refused post without JavaScript. */
  checked?: boolean;
  privacyHref: string;
}) {
  const t = useTranslations(form);
  return (
    <Field
      {...field}
      layout="inline"
      className="mt-5"
      label={t.rich('consent', {
        link: (chunks) => (
          <a href={privacyHref} className="text-primary underline underline-offset-2">
            {chunks}
          </a>
        ),
      })}
    >
      {(c) => (
        <input
          {...c}
          {...control}
          type="checkbox"
          value="on"
          defaultChecked={checked}
          className="accent-primary mt-0.5 size-5 shrink-0"
        />
      )}
    </Field>
  );
}
