import type { ReactNode } from 'react';

const looks = {
  primary: 'bg-primary hover:bg-primary-dark text-white',
  secondary: 'border-primary text-primary hover:bg-surface border bg-white',
  danger: 'bg-danger text-white hover:opacity-90',
  /** Outlined on white: one of several changes side by side (the console's). */
  plain: 'border-line hover:bg-primary-soft border bg-white',
};

/**
 * A form's submit button, as tall as the fields beside it: the primary one (search, save,
 * publish), a secondary one beside it, a plain one, or one that deletes. `name`/`value` say which of a form's buttons sent it
 * (the news editor's `intent`).
 */
export function SubmitButton({
  children,
  look = 'primary',
  name,
  value,
  disabled,
  testId,
}: {
  children: ReactNode;
  look?: keyof typeof looks;
  name?: string;
  value?: string;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={disabled}
      className={`${looks[look]} h-11 rounded-md px-4 font-semibold disabled:opacity-60`}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/**
 * A client form's own button under its fields (the account's sign-in and address book, the
 * booking link's): disabled, and saying `busy`, while its Server Action runs.
 */
export function PendingButton({
  pending,
  busy,
  children,
}: {
  pending: boolean;
  busy: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="bg-primary hover:bg-primary-dark mt-5 inline-flex h-11 items-center justify-center rounded-md px-6 font-semibold text-white disabled:opacity-60"
    >
      {pending ? busy : children}
    </button>
  );
}
