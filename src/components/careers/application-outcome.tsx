import { useTranslations } from 'next-intl';
import type { ApplyState } from '@/lib/careers/action';
import { ErrorSummary, refusalMessage } from '@/components/ui/error-summary';

/** Above the form: the reference of an accepted application, or why it could not be taken. */
export function ApplicationOutcome({ state, doneId }: { state: ApplyState; doneId: string }) {
  const t = useTranslations('JoinForm');
  if (state.status === 'success')
    return (
      <div
        id={doneId}
        tabIndex={-1}
        role="status"
        data-testid="application-confirmation"
        className="border-success/40 bg-success/5 mb-6 rounded-xl border p-5"
      >
        <p className="text-lg font-semibold">{t('successHeading')}</p>
        <p className="mt-1">{t('successText', { reference: state.reference ?? '' })}</p>
        <p className="mt-2 font-mono text-lg font-bold" data-testid="application-reference">
          {state.reference}
        </p>
      </div>
    );
  const problem = refusalMessage(
    state,
    { rateLimited: (minutes) => t('toastRateLimited', { minutes }), failed: t('toastError') },
    10,
  );
  return problem ? (
    <ErrorSummary heading={problem} level={3} testId="application-problem" className="mb-6" />
  ) : null;
}
