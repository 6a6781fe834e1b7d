import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import type { FieldBindings } from './use-application-form';

/** Agreement to the privacy notice, which the link opens. */
export function ConsentField({
  fields: { field, control },
  checked,
  privacyHref,
}: {
  fields: FieldBindings;
  checked: boolean;
  privacyHref: string;
}) {
  const t = useTranslations('JoinForm');
  return (
    <Field
      {...field('consent')}
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
          {...control('consent')}
          type="checkbox"
          value="on"
          defaultChecked={checked}
          className="accent-primary mt-0.5 size-5 shrink-0"
        />
      )}
    </Field>
  );
}
