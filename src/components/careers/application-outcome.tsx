import type { ApplyState } from '@/lib/careers/action';
import { ErrorSummary, refusalMessage } from '@/components/ui/error-summary';
import { counted, fill } from '@/components/ui/form-text';
import type { ApplicationText } from './application-text';

/** Above the form: the reference of an accepted application, or why it could not be taken. */
export function ApplicationOutcome({
  text: t,
  state,
  doneId,
}: {
  text: ApplicationText;
  state: ApplyState;
  doneId: string;
}) {
  if (state.status === 'success')
    return (
      <div
        id={doneId}
        tabIndex={-1}
        role="status"
        data-testid="application-confirmation"
        className="border-success/40 bg-success/5 mb-6 rounded-xl border p-5"
      >
        <p className="text-lg font-semibold">{t.successHeading}</p>
        <p className="mt-1">{fill(t.successText, { reference: state.reference ?? '' })}</p>
        <p className="mt-2 font-mono text-lg font-bold" data-testid="application-reference">
          {state.reference}
        </p>
      </div>
    );
  const problem = refusalMessage(
    state,
    { rateLimited: (minutes) => counted(t.toastRateLimited, minutes), failed: t.toastError },
    10,
  );
  return problem ? (
    <ErrorSummary heading={problem} level={3} testId="application-problem" className="mb-6" />
  ) : null;
}
