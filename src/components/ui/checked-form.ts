import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';

/** The browser's check of a form: the error key of each field that is wrong (same schema as the server's). */
type FormCheck<Target extends string, Key extends string> = (
  form: HTMLFormElement,
) => Partial<Record<Target, Key>>;

/** What a form gives one of its fields: the Field's id, required mark and error. */
export type FieldBinding = { id: string; required?: boolean; error?: string };
/** What a form gives a field's control: its name and the check of its new value. */
export type ControlBinding = {
  name: string;
  onChange: (e: { currentTarget: { form: HTMLFormElement | null } }) => void;
};

/** What the site's form actions answer: a status, the fields' errors, the next submission id. */
type FormAnswer<Target extends string, Key extends string> = {
  status: 'idle' | 'invalid' | (string & {});
  errors?: Partial<Record<Target, Key>>;
  submissionId?: string;
};

/** A fresh id per rendered form, so a resubmitted POST is recognised by the store. */
const newSubmissionId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

function focusFirstError(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * What the site's Server Action forms (join-us, the enquiry form) do alike in the browser. The
 * form posts to `action` through useActionState, so it also works as a plain form without
 * JavaScript (`permalink` is its action then). The check loads when the visitor first focuses
 * the form (zod stays out of the first load; when it cannot load, the server's check still
 * answers), each edited field is checked as it changes, a submit is checked first and sent by
 * hand (so the form keeps what was typed if the server refuses), and the server's errors show
 * until the visitor edits their field. After each answer the next submission id is set and a
 * refusal focuses its first error; each form adds its own toasts.
 */
export function useCheckedForm<
  Target extends string,
  Key extends string,
  State extends FormAnswer<Target, Key>,
>({
  action,
  permalink,
  loadChecker,
  related = (name) => [name],
  onInvalid,
}: {
  /** The form's Server Action. */
  action: (previous: Awaited<State>, data: FormData) => Promise<State>;
  /** The page the form posts to without JavaScript. */
  permalink: string;
  /** Imports the browser's check. */
  loadChecker: () => Promise<FormCheck<Target, Key>>;
  /** The errors to check again when a field changes (a group's error beside the field's own). */
  related?: (name: Target) => Target[];
  /** A submit the browser refused: tell the visitor (a toast). Focus moves to the first error. */
  onInvalid: () => void;
}) {
  const [state, formAction, pending] = useActionState<State, FormData>(
    action,
    { status: 'idle' } as Awaited<State>,
    permalink,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const submissionRef = useRef<HTMLInputElement>(null);
  const [clientErrors, setClientErrors] = useState<Partial<Record<Target, Key>>>({});
  const [touched, setTouched] = useState<Partial<Record<Target, boolean>>>({});
  const checker = useRef<Promise<FormCheck<Target, Key> | null> | null>(null);
  const loadCheck = () =>
    (checker.current ??= loadChecker().catch(() => {
      checker.current = null;
      return null;
    }));

  // A new answer clears what the browser checked before it (derived while rendering).
  const [seenState, setSeenState] = useState(state);
  if (state !== seenState) {
    setSeenState(state);
    setClientErrors({});
    setTouched({});
  }

  // After an answer: the id the next post must carry, and a refusal's first field to fix.
  const lastState = useRef(state);
  useEffect(() => {
    if (state === lastState.current) return;
    lastState.current = state;
    if (state.submissionId && submissionRef.current)
      submissionRef.current.value = state.submissionId;
    if (state.status === 'invalid') focusFirstError(formRef.current);
  }, [state]);

  // The prerendered id is shared by every visitor of the static page: replace it in the browser.
  useEffect(() => {
    if (submissionRef.current) submissionRef.current.value = newSubmissionId();
  }, []);

  // After a refused submit, once its errors are on screen: focus on the first field to fix.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstError(formRef.current);
  }, [focusRequest]);

  const serverErrors = state.status === 'invalid' ? state.errors : undefined;
  const errors: Partial<Record<Target, Key>> = { ...serverErrors, ...clientErrors };
  // A server error stays until the visitor edits that field; edits are checked in the browser.
  for (const key of Object.keys(touched) as Target[]) if (!clientErrors[key]) delete errors[key];

  function onFieldChange(name: Target, form: HTMLFormElement | null) {
    if (!form) return;
    const names = related(name);
    setTouched((was) => ({ ...was, ...Object.fromEntries(names.map((n) => [n, true])) }));
    void loadCheck().then((check) => {
      if (!check) return;
      const found = check(form);
      setClientErrors((was) => ({
        ...was,
        ...Object.fromEntries(names.map((n) => [n, found[n]])),
      }));
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
      onInvalid();
      setFocusRequest((n) => n + 1);
      return;
    }
    const data = new FormData(form);
    startTransition(() => formAction(data));
  }

  /** A control's name, and the check of its new value. */
  const control = (name: Target): ControlBinding & { name: Target } => ({
    name,
    onChange: (e: { currentTarget: { form: HTMLFormElement | null } }) =>
      onFieldChange(name, e.currentTarget.form),
  });

  return {
    state,
    formAction,
    pending,
    formRef,
    errors,
    loadCheck,
    control,
    /** What CheckedFormFrame binds the form element to. */
    frame: { formRef, submissionRef, formAction, pending, loadCheck, onSubmit },
  };
}
