import type { ReactNode } from 'react';
import type { ControlBinding, FieldBinding } from '@/components/ui/checked-form';
import { Field } from '@/components/ui/field';

/**
 * Agreement to the privacy notice, which the link opens: the last field of the site's forms
 * that store what a visitor sends (join-us, the enquiry form), each with its own wording.
 */
export function ConsentField({
  label,
  field,
  control,
  checked = false,
}: {
  /** The form's `consent` text with its link to the notice (FrameText's `consent`). */
  label: ReactNode;
  /** The Field's id, required mark and error (the form's `field('consent')`). */
  field: FieldBinding;
  /** The checkbox's name and change handler (the form's `control('consent')`). */
  control: ControlBinding;
  /** Ticked again after a refused post without JavaScript. */
  checked?: boolean;
}) {
  return (
    <Field {...field} layout="inline" className="mt-5" label={label}>
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
