import type { ReactNode } from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';

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
      className="border-line bg-surface mx-auto w-full max-w-md space-y-4 rounded-xl border p-5 sm:p-6"
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
