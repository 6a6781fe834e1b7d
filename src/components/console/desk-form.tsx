'use client';

import {
  createContext,
  useActionState,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field, controlClass, textareaClass } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import type { ActionState } from '@/lib/console/action';

/** What the last try typed, for the text fields to show again after a refusal. */
const Kept = createContext<Record<string, string>>({});

/**
 * Sent on the document when any DeskForm of the page is submitted. Each form keeps its own
 * answer (useActionState), so without it a "saved" under one form would stay after later changes
 * made with the others, as if it were still news.
 */
const SUBMITTED = 'desk-form:submitted';

/**
 * One form of a record's page in the console (an enquiry's or an application's status, assignee,
 * note, reply, deletion): the hidden fields every console action reads, its fields, a submit
 * button and what the action answered (done, or the refusal as an alert), the console's answer
 * of a desk form (src/lib/console/action.ts). Works without JavaScript (a Server Action in
 * `action`).
 */
export function DeskForm({
  action,
  hidden,
  submit,
  danger = false,
  problemHeading,
  testId,
  children,
}: {
  action: (state: ActionState, form: FormData) => Promise<ActionState>;
  hidden: Record<string, string>;
  submit: string;
  /** A change that cannot be undone (a deletion): the button says so by its colour. */
  danger?: boolean;
  problemHeading: string;
  testId: string;
  children: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' });
  // The answer no longer shown: "saved" stands only until the next change on the page (a submit
  // of any form, or an edit of this one). Without JavaScript each post renders the page afresh,
  // with only the form just sent answering.
  const [stale, setStale] = useState<ActionState | null>(null);
  useEffect(() => {
    const hide = () => setStale(state);
    document.addEventListener(SUBMITTED, hide);
    return () => document.removeEventListener(SUBMITTED, hide);
  }, [state]);
  return (
    <form
      action={formAction}
      onSubmit={() => document.dispatchEvent(new Event(SUBMITTED))}
      onChange={() => setStale(state)}
      noValidate
      className="space-y-3"
      data-testid={testId}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {state.status === 'refused' && state.message && (
        <ErrorSummary
          heading={problemHeading}
          messages={[state.message]}
          level={3}
          testId={`${testId}-problem`}
        />
      )}
      <Kept.Provider value={state.status === 'refused' ? (state.values ?? {}) : {}}>
        {children}
      </Kept.Provider>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton disabled={pending} look={danger ? 'danger' : 'primary'}>
          {submit}
        </SubmitButton>
        {state.status === 'done' && state !== stale && (
          <p
            role="status"
            className="text-ink text-sm font-semibold"
            data-testid={`${testId}-done`}
          >
            {state.message}
          </p>
        )}
      </div>
    </form>
  );
}

/** A text input or textarea of a DeskForm, showing again what was typed when it was refused. */
export function DeskText({
  id,
  name,
  label,
  hint,
  defaultValue = '',
  maxLength,
  multiline = false,
  inputMode,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  defaultValue?: string;
  maxLength: number;
  multiline?: boolean;
  /** The keyboard a phone shows for a one-line field (numeric for a count). */
  inputMode?: 'numeric';
}) {
  const kept = useContext(Kept)[name];
  const value = kept ?? defaultValue;
  return (
    <Field id={id} label={label} hint={hint} required>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            key={value}
            name={name}
            rows={6}
            maxLength={maxLength}
            defaultValue={value}
            className={textareaClass}
          />
        ) : (
          <input
            {...control}
            key={value}
            name={name}
            maxLength={maxLength}
            inputMode={inputMode}
            defaultValue={value}
            className={controlClass}
          />
        )
      }
    </Field>
  );
}
