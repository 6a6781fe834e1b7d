import type { ChangeEventHandler } from 'react';
import { controlClass, Field } from './field';

export type Option = { value: string; label: string };

/**
 * A Field with a select: the options, and first an empty one (`empty`) when choosing nothing is
 * allowed or the visitor must pick. The select is uncontrolled; a new default remounts it, so
 * a form that comes back from the server shows what was sent.
 */
export function SelectField({
  id,
  label,
  error,
  required,
  className,
  name,
  defaultValue,
  empty,
  options,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  className?: string;
  name: string;
  defaultValue: string;
  empty?: string;
  options: Option[];
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  testId?: string;
}) {
  return (
    <Field id={id} label={label} error={error} required={required} className={className}>
      {(control) => (
        <select
          {...control}
          key={defaultValue}
          name={name}
          defaultValue={defaultValue}
          onChange={onChange}
          className={controlClass}
          data-testid={testId}
        >
          {empty !== undefined && <option value="">{empty}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
