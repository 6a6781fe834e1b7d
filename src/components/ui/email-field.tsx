import { Field, controlClass } from './field';

/** An e-mail address field (name "email"), as every form of the site asks for one. */
export function EmailField({
  id,
  label,
  hint,
  error,
  defaultValue,
  className,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue?: string;
  className?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} required error={error} className={className}>
      {(control) => (
        <input
          {...control}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={defaultValue ?? ''}
          className={controlClass}
        />
      )}
    </Field>
  );
}
