'use client';

import { createContext, useActionState, useContext, type ReactNode } from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field, controlClass, textareaClass } from '@/components/ui/field';
import type { DeskState } from '@/lib/enquiries/console-actions';

/** What the last try typed, for the text fields to show again after a refusal. */
const Kept = createContext<Record<string, string>>({});

/**
 * One form of a record's page in the console (status, assignee, note, reply): the hidden
 * fields every console action reads, its fields, a submit button and what the action answered
 * (saved, or the refusal as an alert). Works without JavaScript (a Server Action in `action`).
 */
export function DeskForm({
  action,
  hidden,
  submit,
  problemHeading,
  testId,
  children,
}: {
  action: (state: DeskState, form: FormData) => Promise<DeskState>;
  hidden: Record<string, string>;
  submit: string;
  problemHeading: string;
  testId: string;
  children: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' });
  return (
    <form action={formAction} noValidate className="space-y-3" data-testid={testId}>
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
        <button
          type="submit"
          disabled={pending}
          className="bg-primary hover:bg-primary-dark h-11 rounded-md px-4 font-semibold text-white disabled:opacity-60"
        >
          {submit}
        </button>
        {state.status === 'done' && (
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
  defaultValue = '',
  maxLength,
  multiline = false,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  maxLength: number;
  multiline?: boolean;
}) {
  const kept = useContext(Kept)[name];
  const value = kept ?? defaultValue;
  return (
    <Field id={id} label={label} required>
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
            defaultValue={value}
            className={controlClass}
          />
        )
      }
    </Field>
  );
}
