import {
  startTransition,
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslations } from 'next-intl';
import type { ApplicationErrorKey, ApplicationField } from '@/lib/careers/application-fields';
import { applyForJob, type ApplyState } from '@/lib/careers/apply-action';
import { useCheckedForm } from '@/components/ui/checked-form';
import { announceAnswer, notifyInvalid } from './application-answer';

const noSubscription = () => () => {};

/**
 * The application form's behaviour. It posts to a Server Action through useActionState, so it
 * also works as a plain form without JavaScript: `permalink` is the form's action then, and the
 * page comes back with the result or the errors. In the browser each field is checked as the
 * visitor types, with the schema the server uses (useCheckedForm).
 */
export function useApplicationForm(positionIds: string[], permalink: string) {
  const t = useTranslations('JoinForm');
  const [state, formAction, pending] = useActionState<ApplyState, FormData>(
    applyForJob,
    { status: 'idle' },
    permalink,
  );
  const id = useId();
  const { formRef, submissionRef, errors, loadCheck, onSubmit, control } = useCheckedForm<
    ApplicationField,
    ApplicationErrorKey
  >({
    answer: state,
    serverErrors: state.status === 'invalid' ? state.errors : undefined,
    loadChecker: () =>
      import('@/lib/careers/check-application').then((m) => m.applicationCheck(positionIds)),
    onInvalid: () => notifyInvalid(t),
    send: (data) => startTransition(() => formAction(data)),
  });
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

  // After an answer: a toast, the next submission id, and focus on what to look at.
  const lastState = useRef(state);
  useEffect(() => {
    if (state === lastState.current) return;
    lastState.current = state;
    announceAnswer(state, t, {
      form: formRef.current,
      submission: submissionRef.current,
      done: document.getElementById(`${id}-done`),
    });
  }, [state, t, id, formRef, submissionRef]);

  /** A field's id, required mark and error message, for <Field>. */
  const field = (name: ApplicationField) => {
    const key = errors[name];
    // Without JavaScript the page comes back without the chosen file: say so.
    const again = name === 'resume' && state.status === 'invalid' && !hydrated;
    return {
      id: `${id}-${name}`,
      required: name !== 'message',
      error: key ? `${t(`errors.${key}`)}${again ? ` ${t('reselectResume')}` : ''}` : undefined,
    };
  };
  return {
    state,
    formAction,
    pending,
    errorCount: Object.keys(errors).length,
    accepted,
    doneId: `${id}-done`,
    formRef,
    submissionRef,
    loadCheck,
    onSubmit,
    field,
    control,
  };
}

/** What a field component needs of the form: its Field props and its control's binding. */
export type FieldBindings = Pick<ReturnType<typeof useApplicationForm>, 'field' | 'control'>;
