import type { ReactNode } from 'react';

const control =
  'mt-1 block w-full rounded-md border border-line bg-white px-3 text-base text-ink aria-[invalid=true]:border-danger';
/** The look of every text input and select. */
export const controlClass = `${control} h-11`;
export const textareaClass = `${control} py-2`;

export const labelId = (id: string) => `${id}-label`;
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** What a Field hands its control: the id its label points at, and what describes it. */
export type ControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
};

/**
 * One form field: its label, the control (rendered by `children` with the props that tie it to
 * the rest), a hint and an error message under it. Every form of the site builds its fields
 * with this, on the server or in the browser, so labels, descriptions and errors read the same
 * everywhere. `required` marks the label with * (each form's intro says what it means) and sets
 * aria-required; `describedBy` names a hint shown elsewhere (one hint under a row of fields).
 * `layout="inline"` puts a checkbox before its label.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  describedBy,
  layout = 'stacked',
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  describedBy?: string;
  layout?: 'stacked' | 'inline';
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const described = [describedBy, hint ? hintId(id) : '', error ? errorId(id) : '']
    .filter(Boolean)
    .join(' ');
  const control: ControlProps = { id };
  if (error) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;
  if (described) control['aria-describedby'] = described;
  const text = (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      )}
    </>
  );

  return (
    <div className={className}>
      {layout === 'inline' ? (
        <label id={labelId(id)} htmlFor={id} className="flex items-start gap-3 text-sm">
          {children(control)}
          <span>{text}</span>
        </label>
      ) : (
        <>
          <label id={labelId(id)} htmlFor={id} className="block text-sm font-semibold">
            {text}
          </label>
          {children(control)}
        </>
      )}
      {hint && (
        <div id={hintId(id)} className="text-muted mt-1 text-sm">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId(id)} className="text-danger mt-1 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
