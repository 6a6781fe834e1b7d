import { useState } from 'react';
import type { ControlBinding, FieldBinding } from '@/components/ui/checked-form';
import { Field, textareaClass } from '@/components/ui/field';

/** A form's free-text message, with a live count of its characters against the limit. */
export function MessageField({
  field,
  control: { name, onChange },
  label,
  hint,
  counter,
  max,
  rows,
  initial,
}: {
  field: FieldBinding;
  control: ControlBinding;
  label: string;
  hint: string;
  /** The count as the visitor reads it ("120 / 2,000"). */
  counter: (count: number) => string;
  max: number;
  rows: number;
  /** What the field holds when the page comes (back) from the server. */
  initial: string;
}) {
  const [length, setLength] = useState(initial.length);
  return (
    <Field
      {...field}
      label={label}
      className="mt-4"
      hint={
        <span className="flex justify-between gap-4">
          <span>{hint}</span>
          <span
            aria-live="polite"
            className={`whitespace-nowrap ${length > max ? 'text-danger' : ''}`}
          >
            {counter(length)}
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
          rows={rows}
          defaultValue={initial}
          className={textareaClass}
        />
      )}
    </Field>
  );
}
