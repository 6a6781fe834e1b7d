import {
  startTransition,
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { useTranslations } from 'next-intl';
import type { ApplicationErrorKey, ApplicationField } from '@/lib/careers/application-fields';
import type { ApplicationCheck } from '@/lib/careers/check-application';
import { applyForJob, type ApplyState } from '@/lib/careers/apply-action';
import {
  announceAnswer,
  focusFirstError,
  newSubmissionId,
  notifyInvalid,
} from './application-answer';

type Errors = Partial<Record<ApplicationField, ApplicationErrorKey>>;
type Touched = Partial<Record<ApplicationField, boolean>>;

const noSubscription = () => () => {};

/**
 * The application form's behaviour. It posts to a Server Action through useActionState, so it
 * also works as a plain form without JavaScript: `permalink` is the form's action then, and the
 * page comes back with the result or the errors. In the browser each field is checked as the
 * visitor types, with the schema the server uses.
 */
export function useApplicationForm(positionIds: string[], permalink: string) {
  const t = useTranslations('JoinForm');
  const [state, formAction, pending] = useActionState<ApplyState, FormData>(
    applyForJob,
    { status: 'idle' },
    permalink,
  );
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submissionRef = useRef<HTMLInputElement>(null);
  const [clientErrors, setClientErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Touched>({});
  // Counts accepted applications: the message field starts afresh after each.
  const [accepted, setAccepted] = useState(0);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The browser's check (with zod) loads when the visitor first focuses the form. If it cannot
  // load (a lost connection), nothing is checked here and the server's check still answers.
  const checker = useRef<Promise<ApplicationCheck | null> | null>(null);
  const loadCheck = () =>
    (checker.current ??= import('@/lib/careers/check-application').then(
      (m) => m.applicationCheck(positionIds),
      () => {
        checker.current = null;
        return null;
      },
    ));

  // A new answer clears what the browser checked before it (derived while rendering).
  const [seenState, setSeenState] = useState(state);
  if (state !== seenState) {
    setSeenState(state);
    setClientErrors({});
    setTouched({});
    if (state.status === 'success') setAccepted((n) => n + 1);
  }

  // The prerendered id is shared by every visitor of the static page: replace it in the browser.
  useEffect(() => {
    if (submissionRef.current) submissionRef.current.value = newSubmissionId();
  }, []);

  // After a refused submit, once its errors are on screen: focus on the first field to fix.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstError(formRef.current);
  }, [focusRequest]);

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
  }, [state, t, id]);

  const serverErrors: Errors = state.status === 'invalid' ? (state.errors ?? {}) : {};
  const errors: Errors = { ...serverErrors, ...clientErrors };
  // A server error stays until the visitor edits that field; edits are checked in the browser.
  for (const key of Object.keys(touched) as ApplicationField[])
    if (!clientErrors[key]) delete errors[key];

  function onFieldChange(name: ApplicationField, form: HTMLFormElement | null) {
    if (!form) return;
    setTouched((was) => ({ ...was, [name]: true }));
    void loadCheck().then((check) => {
      if (check) setClientErrors((prev) => ({ ...prev, [name]: check(form)[name] }));
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const check = await loadCheck();
    const found = check ? check(form) : {};
    setTouched((was) => ({
      ...was,
      ...Object.fromEntries(Object.keys(found).map((k) => [k, true])),
    }));
    setClientErrors(found);
    if (Object.keys(found).length > 0) {
      notifyInvalid(t);
      setFocusRequest((n) => n + 1);
      return;
    }
    // Sent by hand so the form keeps what was typed (and the chosen file) if the server refuses.
    const data = new FormData(form);
    startTransition(() => formAction(data));
  }

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
  /** A control's name, and the check of its new value. */
  const control = (name: ApplicationField) => ({
    name,
    onChange: (e: { currentTarget: { form: HTMLFormElement | null } }) =>
      onFieldChange(name, e.currentTarget.form),
  });

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
