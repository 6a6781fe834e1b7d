'use client';

import type { ReactNode } from 'react';
import { ErrorSummary } from './error-summary';
import { counted, type FrameText } from './form-text';
import { Honeypot } from './honeypot';
import type { useCheckedForm } from './checked-form';

type CheckedForm = ReturnType<typeof useCheckedForm>['frame'];

/**
 * The frame every checked form of the site has around its own fields (useCheckedForm is its
 * behaviour): the form posting to its Server Action (and to its page without JavaScript), the
 * intro, a problem and the count of errors to fix, the language, the submission id, the
 * honeypot, and the submit button saying when it is sending.
 */
export function CheckedFormFrame({
  formRef,
  formAction,
  onSubmit,
  loadCheck,
  submissionRef,
  pending,
  initialSubmissionId,
  errorCount,
  text,
  problem,
  testId,
  multipart = false,
  children,
  ...label
}: CheckedForm & {
  initialSubmissionId: string;
  errorCount: number;
  /** The form's words: intro, errorSummary, honeypot, submit and submitting. */
  text: FrameText;
  /** A refusal that is not a field's (the rate limit, a failure), shown above the fields. */
  problem?: string;
  /** The test ids of the form, its problem and its button. */
  testId: { form: string; problem?: string; submit: string };
  /** Whether the form carries a file. */
  multipart?: boolean;
  children: ReactNode;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  // Only the form's accessible name: the rest of the form's hook is not markup.
  const aria =
    'aria-label' in label
      ? { 'aria-label': label['aria-label'] }
      : { 'aria-labelledby': label['aria-labelledby'] };
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => void loadCheck()}
      noValidate
      encType={multipart ? 'multipart/form-data' : undefined}
      {...aria}
      className="border-line bg-surface rounded-xl border p-5 sm:p-6"
      data-testid={testId.form}
    >
      <p className="text-muted text-sm">{text.intro}</p>
      {problem && (
        <ErrorSummary heading={problem} level={3} testId={testId.problem} className="mt-3" />
      )}
      {errorCount > 0 && (
        <ErrorSummary
          heading={counted(text.errorSummary, errorCount)}
          level={3}
          testId="error-summary"
          className="mt-3"
        />
      )}
      <input type="hidden" name="locale" value={text.locale} />
      <input
        ref={submissionRef}
        type="hidden"
        name="submissionId"
        defaultValue={initialSubmissionId}
      />
      <Honeypot label={text.honeypot} />
      {children}
      <button
        type="submit"
        disabled={pending}
        className="bg-primary mt-6 inline-flex h-11 items-center rounded-md px-6 font-semibold text-white hover:opacity-90 disabled:opacity-60"
        data-testid={testId.submit}
      >
        {pending ? text.submitting : text.submit}
      </button>
    </form>
  );
}
