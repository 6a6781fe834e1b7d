import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { ApplicationErrorKey, ApplicationField } from '@/lib/careers/fields';
import { applyForJob, type ApplyState } from '@/lib/careers/action';
import { useCheckedForm } from '@/components/ui/checked-form';
import { announceAnswer, notifyInvalid } from './application-answer';
import type { ApplicationText } from './application-text';

const noSubscription = () => () => {};

/**
 * The application form's behaviour. It posts to a Server Action through useActionState, so it
 * also works as a plain form without JavaScript: `permalink` is the form's action then, and the
 * page comes back with the result or the errors. In the browser each field is checked as the
 * visitor types, with the schema the server uses (useCheckedForm).
 */
export function useApplicationForm(t: ApplicationText, positionIds: string[], permalink: string) {
  const id = useId();
  const form = useCheckedForm<ApplicationField, ApplicationErrorKey, ApplyState>({
    action: applyForJob,
    permalink,
    loadChecker: () => import('@/lib/careers/check').then((m) => m.applicationCheck(positionIds)),
    onInvalid: () => notifyInvalid(t),
  });
  const { state, errors } = form;
  // Counts accepted applications: the message field starts afresh after each.
  const [accepted, setAccepted] = useState(0);
  const [seenState, setSeenState] = useState(state);
  if (state !== seenState) {
    setSeenState(state);
    if (state.status === 'success') setAccepted((n) => n + 1);
  }
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  // After an answer: a toast, and on success the confirmation to look at (useCheckedForm sets
  // the next id and focuses a refusal's first error).
  const lastState = useRef(state);
  useEffect(() => {
    if (state === lastState.current) return;
    lastState.current = state;
    announceAnswer(state, t, {
      form: form.formRef.current,
      done: document.getElementById(`${id}-done`),
    });
  }, [state, t, id, form.formRef]);

  /** A field's id, required mark and error message, for <Field>. */
  const field = (name: ApplicationField) => {
    const key = errors[name];
    // Without JavaScript the page comes back without the chosen file: say so.
    const again = name === 'resume' && state.status === 'invalid' && !hydrated;
    return {
      id: `${id}-${name}`,
      required: name !== 'message',
      error: key ? `${t.errors[key]}${again ? ` ${t.reselectResume}` : ''}` : undefined,
    };
  };
  return {
    ...form,
    errorCount: Object.keys(errors).length,
    accepted,
    doneId: `${id}-done`,
    field,
  };
}

/** What a field component needs of the form: its Field props and its control's binding. */
export type FieldBindings = Pick<ReturnType<typeof useApplicationForm>, 'field' | 'control'>;
