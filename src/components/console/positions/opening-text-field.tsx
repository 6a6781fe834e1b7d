import { Field } from '@/components/ui/field';
import type { Locale } from '@/i18n/routing';
import type { textFields } from '@/lib/careers/opening-fields';

const ROWS = { summary: 3, body: 10, responsibilities: 6, requirements: 6 } as const;

/** One text field of one language: the title a line, the others text areas. */
export function OpeningTextField({
  field,
  lang,
  label,
  hint,
  error,
  defaultValue,
  className,
}: {
  field: (typeof textFields)[number];
  lang: Locale;
  label: string;
  hint?: string;
  error?: string;
  defaultValue: string;
  className: string;
}) {
  const id = `${field}_${lang}`;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) =>
        field === 'title' ? (
          <input
            {...control}
            name={id}
            defaultValue={defaultValue}
            key={defaultValue}
            className={className}
          />
        ) : (
          <textarea
            {...control}
            name={id}
            rows={ROWS[field]}
            defaultValue={defaultValue}
            key={defaultValue}
            className={className}
          />
        )
      }
    </Field>
  );
}
