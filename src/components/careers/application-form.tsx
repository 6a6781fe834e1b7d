'use client';

import {
  startTransition,
  useActionState,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { Messages } from 'next-intl';
import type { CompiledMessages } from '@/lib/i18n/compiled-messages';
import { createTranslator } from '@/lib/i18n/translator';
import { notify } from '@/lib/shell/notify';
import {
  experienceBands,
  MESSAGE_MAX,
  NAME_MAX,
  CITY_MAX,
  OPEN_APPLICATION,
  type ApplicationErrorKey,
  type ApplicationField,
} from '@/lib/careers/application-fields';
import type { ApplicationCheck } from '@/lib/careers/check-application';
import { applyForJob, type ApplyState } from '@/lib/careers/apply-action';

export type PositionOption = { id: string; title: string };
export type FormMessages = CompiledMessages<Messages['JoinForm']>;

const field =
  'mt-1 block w-full rounded-md border border-line bg-white px-3 text-base font-normal text-ink aria-[invalid=true]:border-danger';
const label = 'block text-sm font-semibold';

const noSubscription = () => () => {};

type Errors = Partial<Record<ApplicationField, ApplicationErrorKey>>;

/** A fresh id per rendered form, so a resubmitted POST is recognised (see store.ts). */
const newSubmissionId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * The application form. It posts to a Server Action through useActionState, so it also works as
 * a plain form without JavaScript (the page comes back with the result or the errors). In the
 * browser each field is checked as the visitor types, with the schema the server uses.
 */
export function ApplicationForm({
  locale,
  messages,
  positions,
  preselected,
  privacyHref,
  initialSubmissionId,
}: {
  locale: string;
  /** The JoinForm messages, compiled on the server (compileMessages). */
  messages: FormMessages;
  positions: PositionOption[];
  preselected?: string;
  privacyHref: string;
  initialSubmissionId: string;
}) {
  const t = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  const [state, formAction, pending] = useActionState<ApplyState, FormData>(applyForJob, {
    status: 'idle',
  });
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [clientErrors, setClientErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Partial<Record<ApplicationField, boolean>>>({});
  const [messageLength, setMessageLength] = useState(state.values?.message?.length ?? 0);
  const [fileName, setFileName] = useState('');
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const submissionRef = useRef<HTMLInputElement>(null);
  // The browser's check (with zod) loads when the visitor first focuses the form. If it cannot
  // load (a lost connection), nothing is checked here and the server's check still answers.
  const checker = useRef<Promise<ApplicationCheck | null> | null>(null);
  const loadCheck = () =>
    (checker.current ??= import('@/lib/careers/check-application').then(
      (m) => m.applicationCheck(positions.map((p) => p.id)),
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
    if (state.status === 'success') setMessageLength(0);
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
    if (state.submissionId && submissionRef.current)
      submissionRef.current.value = state.submissionId;
    if (state.status === 'success') {
      notify.success(t('toastSuccess', { reference: state.reference ?? '' }));
      formRef.current?.reset();
      document.getElementById(`${id}-done`)?.focus();
    } else if (state.status === 'invalid') {
      notify.error(t('toastInvalid'));
      focusFirstError(formRef.current);
    } else if (state.status === 'rate-limited') {
      notify.error(t('toastRateLimited', { minutes: state.retryAfterMinutes ?? 10 }));
    } else if (state.status === 'error') {
      notify.error(t('toastError'));
    }
  }, [state, t, id]);

  const serverErrors: Errors = state.status === 'invalid' ? (state.errors ?? {}) : {};
  const errors: Errors = { ...serverErrors, ...clientErrors };
  // A server error stays until the visitor edits that field; edits are checked in the browser.
  for (const key of Object.keys(touched) as ApplicationField[])
    if (!clientErrors[key]) delete errors[key];

  function onFieldChange(name: ApplicationField, form: HTMLFormElement | null) {
    if (!form) return;
    setTouched((t) => ({ ...t, [name]: true }));
    void loadCheck().then((check) => {
      if (check) setClientErrors((prev) => ({ ...prev, [name]: check(form)[name] }));
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const check = await loadCheck();
    const found = check ? check(form) : {};
    const all = Object.fromEntries(Object.keys(found).map((k) => [k, true])) as Partial<
      Record<ApplicationField, boolean>
    >;
    setTouched((t) => ({ ...t, ...all }));
    setClientErrors(found);
    if (Object.keys(found).length > 0) {
      notify.error(t('toastInvalid'));
      setFocusRequest((n) => n + 1);
      return;
    }
    // Sent by hand so the form keeps what was typed (and the chosen file) if the server refuses.
    const data = new FormData(form);
    startTransition(() => formAction(data));
  }

  const values = state.status !== 'success' ? (state.values ?? {}) : {};
  const fieldProps = (name: ApplicationField, hint?: string) => {
    const describedBy = [hint, errors[name] ? `${id}-${name}-error` : undefined]
      .filter(Boolean)
      .join(' ');
    return {
      id: `${id}-${name}`,
      name,
      'aria-invalid': errors[name] ? true : undefined,
      // Marked * on screen (the form's intro says what it means): every field but the message.
      'aria-required': name === 'message' ? undefined : true,
      'aria-describedby': describedBy || undefined,
      onChange: (e: { currentTarget: { form: HTMLFormElement | null } }) =>
        onFieldChange(name, e.currentTarget.form),
    };
  };
  const errorText = (name: ApplicationField) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className="text-danger mt-1 block text-sm font-normal">
        {t(`errors.${errors[name]}`)}
        {name === 'resume' && state.status === 'invalid' && !hydrated
          ? ` ${t('reselectResume')}`
          : ''}
      </span>
    ) : null;
  const required = (
    <span aria-hidden="true" className="text-danger">
      {' '}
      *
    </span>
  );
  const errorCount = Object.keys(errors).length;
  const selectedPosition = values.position ?? preselected ?? '';

  return (
    <div>
      {state.status === 'success' && (
        <div
          id={`${id}-done`}
          tabIndex={-1}
          role="status"
          data-testid="application-confirmation"
          className="border-success/40 bg-success/5 mb-6 rounded-xl border p-5"
        >
          <p className="text-lg font-semibold">{t('successHeading')}</p>
          <p className="mt-1">
            {
              t.rich('successText', {
                reference: state.reference ?? '',
              }) as ReactNode
            }
          </p>
          <p className="mt-2 font-mono text-lg font-bold" data-testid="application-reference">
            {state.reference}
          </p>
        </div>
      )}
      {(state.status === 'rate-limited' || state.status === 'error') && (
        <p
          role="alert"
          data-testid="application-problem"
          className="border-danger/40 bg-danger/5 mb-6 rounded-xl border p-4"
        >
          {state.status === 'rate-limited'
            ? t('toastRateLimited', { minutes: state.retryAfterMinutes ?? 10 })
            : t('toastError')}
        </p>
      )}
      <form
        ref={formRef}
        action={formAction}
        onSubmit={onSubmit}
        onFocus={() => void loadCheck()}
        noValidate
        encType="multipart/form-data"
        aria-label={t('heading')}
        className="border-line bg-surface rounded-xl border p-5 sm:p-6"
        data-testid="application-form"
      >
        <p className="text-muted text-sm">{t('intro')}</p>
        {errorCount > 0 && (
          <div
            role="alert"
            className="text-danger mt-3 text-sm font-semibold"
            data-testid="error-summary"
          >
            {t('errorSummary', { count: errorCount })}
          </div>
        )}
        <input type="hidden" name="locale" value={locale} />
        <input
          ref={submissionRef}
          type="hidden"
          name="submissionId"
          defaultValue={initialSubmissionId}
        />
        {/* Hidden from people and assistive technology; bots that fill every field fill it. */}
        <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
          <label>
            {t('honeypot')}
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <label className={label} htmlFor={`${id}-name`}>
            {t('name')}
            {required}
            <input
              {...fieldProps('name')}
              type="text"
              autoComplete="name"
              maxLength={NAME_MAX + 20}
              defaultValue={values.name ?? ''}
              className={`${field} h-11`}
            />
            {errorText('name')}
          </label>
          <label className={label} htmlFor={`${id}-email`}>
            {t('email')}
            {required}
            <input
              {...fieldProps('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              defaultValue={values.email ?? ''}
              className={`${field} h-11`}
            />
            {errorText('email')}
          </label>
          <label className={label} htmlFor={`${id}-phone`}>
            {t('phone')}
            {required}
            <input
              {...fieldProps('phone', `${id}-phone-hint`)}
              type="tel"
              autoComplete="tel"
              defaultValue={values.phone ?? ''}
              className={`${field} h-11`}
            />
            <span id={`${id}-phone-hint`} className="text-muted mt-1 block text-sm font-normal">
              {t('phoneHint')}
            </span>
            {errorText('phone')}
          </label>
          <label className={label} htmlFor={`${id}-position`}>
            {t('position')}
            {required}
            <select
              {...fieldProps('position')}
              key={`position-${selectedPosition}`}
              defaultValue={selectedPosition}
              className={`${field} h-11`}
              data-testid="position-select"
            >
              <option value="">{t('choose')}</option>
              {positions.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
              <option value={OPEN_APPLICATION}>{t('openApplication')}</option>
            </select>
            {errorText('position')}
          </label>
          <label className={label} htmlFor={`${id}-city`}>
            {t('city')}
            {required}
            <input
              {...fieldProps('city')}
              type="text"
              autoComplete="address-level2"
              maxLength={CITY_MAX + 20}
              defaultValue={values.city ?? ''}
              className={`${field} h-11`}
            />
            {errorText('city')}
          </label>
          <label className={label} htmlFor={`${id}-experience`}>
            {t('experience')}
            {required}
            <select
              {...fieldProps('experience')}
              key={`experience-${values.experience ?? ''}`}
              defaultValue={values.experience ?? ''}
              className={`${field} h-11`}
            >
              <option value="">{t('choose')}</option>
              {experienceBands.map((band) => (
                <option key={band} value={band}>
                  {t(`experienceBands.${band}`)}
                </option>
              ))}
            </select>
            {errorText('experience')}
          </label>
        </div>

        <label className={`${label} mt-4`} htmlFor={`${id}-message`}>
          {t('message')}
          <textarea
            {...fieldProps('message', `${id}-message-hint`)}
            onChange={(e) => {
              setMessageLength(e.currentTarget.value.length);
              onFieldChange('message', e.currentTarget.form);
            }}
            rows={5}
            defaultValue={values.message ?? ''}
            className={`${field} py-2`}
          />
          <span
            id={`${id}-message-hint`}
            className="text-muted mt-1 flex justify-between gap-4 text-sm font-normal"
          >
            <span>{t('messageHint', { max: MESSAGE_MAX })}</span>
            <span
              aria-live="polite"
              className={`whitespace-nowrap ${messageLength > MESSAGE_MAX ? 'text-danger' : ''}`}
            >
              {t('characters', { count: messageLength, max: MESSAGE_MAX })}
            </span>
          </span>
          {errorText('message')}
        </label>

        {/* The browser's own file picker names its button in the browser's language, not the
            page's: the input is visually hidden and this label is the picker. The chosen file
            is read from the input's validity (it is required), so the line also changes
            without JavaScript; with it, the line names the file. */}
        <div className={`${label} mt-4`}>
          <span id={`${id}-resume-label`}>
            {t('resume')}
            {required}
          </span>
          <label
            htmlFor={`${id}-resume`}
            className={`relative mt-1 flex min-h-11 w-full cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-md border bg-white px-3 py-2 font-normal ${errors.resume ? 'border-danger' : 'border-line'}`}
          >
            <input
              {...fieldProps('resume', `${id}-resume-hint`)}
              aria-labelledby={`${id}-resume-label`}
              onChange={(e) => {
                setFileName(e.currentTarget.files?.[0]?.name ?? '');
                onFieldChange('resume', e.currentTarget.form);
              }}
              type="file"
              required
              accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              className="peer sr-only"
              data-testid="resume-input"
            />
            <span className="bg-primary peer-focus-visible:outline-primary rounded px-3 py-1 text-sm font-semibold text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-solid">
              {t('chooseFile')}
            </span>
            <span className="text-muted peer-valid:hidden">{t('noFileChosen')}</span>
            <span
              className="text-ink hidden min-w-0 break-all peer-valid:inline"
              data-testid="resume-file-name"
            >
              {fileName || t('fileChosen')}
            </span>
          </label>
          <span id={`${id}-resume-hint`} className="text-muted mt-1 block text-sm font-normal">
            {t('resumeHint')}
          </span>
          {errorText('resume')}
        </div>

        <div className="mt-5">
          <label className="flex items-start gap-3 text-sm" htmlFor={`${id}-consent`}>
            <input
              {...fieldProps('consent')}
              type="checkbox"
              value="on"
              defaultChecked={values.consent === 'on'}
              className="accent-primary mt-0.5 size-5 shrink-0"
            />
            <span>
              {t.rich('consent', {
                link: (chunks) => (
                  <a href={privacyHref} className="text-primary underline underline-offset-2">
                    {chunks}
                  </a>
                ),
              })}
              {required}
            </span>
          </label>
          {errorText('consent')}
        </div>

        <button
          type="submit"
          disabled={pending}
          className="bg-primary mt-6 inline-flex h-11 items-center rounded-md px-6 font-semibold text-white hover:opacity-90 disabled:opacity-60"
          data-testid="application-submit"
        >
          {pending ? t('submitting') : t('submit')}
        </button>
      </form>
    </div>
  );
}

function focusFirstError(form: HTMLFormElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}
