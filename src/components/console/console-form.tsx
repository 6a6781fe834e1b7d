import type { ReactNode } from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field, controlClass } from '@/components/ui/field';

/** The card of the console's small pages, a form or not: narrow and centred on the page. */
const panel =
  'border-line bg-surface mx-auto w-full max-w-md space-y-4 rounded-xl border p-5 sm:p-6';

/**
 * The frame of the console's small forms (sign-in, invitation, two-factor): a card with its
 * heading, intro, the problem of the last try (an alert) and a full-width submit button.
 */
export function ConsoleForm({
  action,
  heading,
  intro,
  problem,
  problemHeading,
  submit,
  testId,
  children,
}: {
  action: (form: FormData) => void;
  heading: string;
  intro?: ReactNode;
  problem?: string;
  problemHeading: string;
  submit: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <form
      action={action}
      noValidate
      aria-labelledby={`${testId}-heading`}
      className={panel}
      data-testid={testId}
    >
      <h1 id={`${testId}-heading`} className="text-2xl font-bold">
        {heading}
      </h1>
      {intro && <div className="text-muted text-sm">{intro}</div>}
      {problem && (
        <ErrorSummary heading={problemHeading} messages={[problem]} testId="console-problem" />
      )}
      {children}
      <button
        type="submit"
        className="bg-primary hover:bg-primary-dark h-11 w-full rounded-md px-4 font-semibold text-white"
      >
        {submit}
      </button>
    </form>
  );
}

/**
 * A small page's card that is no form (the backup codes, a set-up that cannot go on), under its
 * h1: the heading's id is `<name>-heading`.
 */
export function ConsolePanel({
  name,
  heading,
  testId,
  children,
}: {
  name: string;
  heading: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${name}-heading`} className={panel} data-testid={testId}>
      <h1 id={`${name}-heading`} className="text-2xl font-bold">
        {heading}
      </h1>
      {children}
    </section>
  );
}

/**
 * One text input of a console form in its Field: the console's fields differ only in these
 * (the browser's autofill is told what each one is, so password managers fill them right).
 */
export function ConsoleInput({
  id,
  label,
  hint,
  error,
  autoComplete,
  type = 'text',
  numeric = false,
  autoFocus = false,
  defaultValue,
}: {
  id: 'email' | 'password' | 'name' | 'code';
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  autoComplete: string;
  type?: 'text' | 'email' | 'password';
  numeric?: boolean;
  autoFocus?: boolean;
  defaultValue?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required>
      {(control) => (
        <input
          {...control}
          name={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={numeric ? 'numeric' : undefined}
          autoFocus={autoFocus}
          defaultValue={defaultValue}
          className={controlClass}
        />
      )}
    </Field>
  );
}
