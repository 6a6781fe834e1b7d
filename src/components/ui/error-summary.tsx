import { ErrorToast } from './error-toast';

/**
 * What a refused submission says beside its form, the same in every form: an alert (read out
 * when it appears) with a heading and the messages that have no field to stand under; the
 * others stand under their fields (Field's `error`). `toast` also raises an error toast once.
 */
export function ErrorSummary({
  heading,
  messages = [],
  level = 2,
  toast,
  testId = 'input-errors',
  className = '',
}: {
  heading: string;
  messages?: string[];
  /** The heading's level in the page's outline (3 inside a section headed h2). */
  level?: 2 | 3;
  toast?: string;
  testId?: string;
  className?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div
      role="alert"
      className={`border-danger/40 bg-danger/5 rounded-lg border p-4 ${className}`}
      data-testid={testId}
    >
      <Heading className="text-danger font-semibold">{heading}</Heading>
      {messages.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {toast && <ErrorToast message={toast} />}
    </div>
  );
}

/**
 * What a form's refusal that is no field's says: when to try again after the rate limit, or
 * that the submission failed; undefined for any other state.
 */
export function refusalMessage(
  state: { status: string; retryAfterMinutes?: number },
  say: { rateLimited: (minutes: number) => string; failed: string },
  limitMinutes: number,
): string | undefined {
  if (state.status === 'rate-limited')
    return say.rateLimited(state.retryAfterMinutes ?? limitMinutes);
  if (state.status === 'error') return say.failed;
  return undefined;
}
