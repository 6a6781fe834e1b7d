import {
  startTransition,
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useTranslations } from 'next-intl';
import { submitEnquiry } from '@/lib/enquiries/action';
import type { EnquiryErrors, EnquiryErrorTarget, EnquiryState } from '@/lib/enquiries/fields';
import { notify } from '@/lib/shell/notify';
import { focusFirstError, newSubmissionId } from '@/components/careers/application-answer';
import type { EnquiryCheck } from './check-enquiry';

type Touched = Partial<Record<EnquiryErrorTarget, boolean>>;

/**
 * The enquiry form's behaviour. It posts to the Server Action through useActionState, so it also
 * works as a plain form without JavaScript (`permalink` is its action then); a sent enquiry
 * redirects to the confirmation page either way. In the browser each field is checked as the
 * visitor types, with the schema the server uses.
 */
export function useEnquiryForm(permalink: string) {
  const t = useTranslations('EnquiryForm');
  const [state, formAction, pending] = useActionState<EnquiryState, FormData>(
    submitEnquiry,
    { status: 'idle' },
    permalink,
  );
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submissionRef = useRef<HTMLInputElement>(null);
  const [clientErrors, setClientErrors] = useState<EnquiryErrors>({});
  const [touched, setTouched] = useState<Touched>({});
  // zod loads when the visitor first focuses the form; without it the server's check answers.
  const checker = useRef<Promise<EnquiryCheck | null> | null>(null);
  const loadCheck = () =>
    (checker.current ??= import('./check-enquiry').then(
      (m) => m.enquiryCheck,
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
  }

  // The prerendered id is shared by every visitor of the static page: replace it in the browser.
  useEffect(() => {
    if (submissionRef.current) submissionRef.current.value = newSubmissionId();
  }, []);

  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstError(formRef.current);
  }, [focusRequest]);

  // After a refused answer: the next submission id, a toast, and focus on the first field to fix.
  const lastState = useRef(state);
  useEffect(() => {
    if (state === lastState.current) return;
    lastState.current = state;
    if (state.submissionId && submissionRef.current)
      submissionRef.current.value = state.submissionId;
    if (state.status === 'invalid') {
      notify.error(t('toastInvalid'));
      focusFirstError(formRef.current);
    } else if (state.status === 'rate-limited') {
      notify.error(t('rateLimited', { minutes: state.retryAfterMinutes ?? 10 }));
    } else if (state.status === 'error') {
      notify.error(t('failed'));
    }
  }, [state, t]);

  const serverErrors: EnquiryErrors = state.status === 'invalid' ? (state.errors ?? {}) : {};
  const errors: EnquiryErrors = { ...serverErrors, ...clientErrors };
  // A server error stays until the visitor edits that field; edits are checked in the browser.
  for (const key of Object.keys(touched) as EnquiryErrorTarget[])
    if (!clientErrors[key]) delete errors[key];

  function onFieldChange(name: EnquiryErrorTarget, form: HTMLFormElement | null) {
    if (!form) return;
    // Any of the three ways to reach the visitor answers "at least one": recheck the group too.
    const names: EnquiryErrorTarget[] =
      name === 'email' || name === 'phone' || name === 'wechat' ? [name, 'contact'] : [name];
    setTouched((was) => ({ ...was, ...Object.fromEntries(names.map((n) => [n, true])) }));
    void loadCheck().then((check) => {
      if (!check) return;
      const found = check(form);
      setClientErrors((prev) => ({
        ...prev,
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
      notify.error(t('toastInvalid'));
      setFocusRequest((n) => n + 1);
      return;
    }
    // Sent by hand so the form keeps what was typed if the server refuses it.
    const data = new FormData(form);
    startTransition(() => formAction(data));
  }

  /** A field's id, required mark and error message, for <Field>. */
  const field = (name: EnquiryErrorTarget, required = false) => {
    const key = errors[name];
    return { id: `${id}-${name}`, required, error: key ? t(`errors.${key}`) : undefined };
  };
  /** A control's name, and the check of its new value. */
  const control = (name: EnquiryErrorTarget) => ({
    name,
    onChange: (e: { currentTarget: { form: HTMLFormElement | null } }) =>
      onFieldChange(name, e.currentTarget.form),
  });

  return {
    state,
    pending,
    errorCount: Object.keys(errors).length,
    formRef,
    submissionRef,
    formAction,
    loadCheck,
    onSubmit,
    field,
    control,
  };
}

export type EnquiryBindings = Pick<ReturnType<typeof useEnquiryForm>, 'field' | 'control'>;
