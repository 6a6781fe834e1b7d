'use client';

import { useActionState, useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { EmailField } from '@/components/ui/email-field';
import { Field, controlClass } from '@/components/ui/field';
import { ErrorSummary, refusalMessage } from '@/components/ui/error-summary';
import { Honeypot } from '@/components/ui/honeypot';
import {
  requestAccountCode,
  verifyAccountCode,
  type CodeRequestState,
  type CodeVerifyState,
} from '@/lib/accounts/action';
import { PendingButton } from '@/components/ui/submit-button';

/**
 * The account's sign-in: an address, then the six-digit code mailed to it. Both steps post to
 * Server Actions through useActionState, so without JavaScript they are plain forms posting to
 * `permalink` (the account's home) and the page comes back with the answer.
 */
export function SignInForm({ permalink, next }: { permalink: string; next?: string }) {
  const t = useTranslations('AccountSignIn');
  const locale = useLocale();
  const id = useId();
  const [request, requestAction, requesting] = useActionState<CodeRequestState, FormData>(
    requestAccountCode,
    { status: 'idle' },
    permalink,
  );
  const [verify, verifyAction, verifying] = useActionState<CodeVerifyState, FormData>(
    verifyAccountCode,
    { status: 'idle' },
    permalink,
  );
  const say = {
    rateLimited: (minutes: number) => t('rateLimited', { minutes }),
    failed: t('error'),
  };

  // The code step stays after a refused code: without JavaScript the answer's page knows the
  // address only from the code form's post.
  const codeEmail = request.status === 'sent' ? request.email : verify.values?.email;
  if (codeEmail) {
    const problem =
      verify.status === 'refused'
        ? t(verify.reason === 'spent' ? 'codeSpent' : 'codeWrong')
        : refusalMessage(verify, say, 60);
    return (
      <form action={verifyAction} noValidate className="max-w-md" aria-label={t('codeForm')}>
        <p role="status" data-testid="account-code-sent">
          {t('codeSent', { email: codeEmail })}
        </p>
        {problem && (
          <ErrorSummary
            heading={problem}
            level={2}
            testId="account-code-problem"
            className="mt-4"
          />
        )}
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="email" value={codeEmail} />
        {next && <input type="hidden" name="next" value={next} />}
        <Honeypot label={t('honeypot')} />
        <Field
          id={`${id}-code`}
          label={t('code')}
          hint={t('codeHint')}
          required
          error={verify.errors?.code && t('codeInvalid')}
          className="mt-4"
        >
          {(control) => (
            <input
              {...control}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={9}
              className={`${controlClass} font-mono text-lg tracking-widest`}
            />
          )}
        </Field>
        <PendingButton pending={verifying} busy={t('signingIn')}>
          {t('signIn')}
        </PendingButton>
        <p className="text-muted mt-4 text-sm">
          <a href={permalink} className="text-primary underline">
            {t('another')}
          </a>
        </p>
      </form>
    );
  }

  const problem = refusalMessage(request, say, 60);
  return (
    <form action={requestAction} noValidate className="max-w-md" aria-label={t('emailForm')}>
      {problem && (
        <ErrorSummary heading={problem} level={2} testId="account-email-problem" className="mb-4" />
      )}
      <input type="hidden" name="locale" value={locale} />
      <Honeypot label={t('honeypot')} />
      <EmailField
        id={`${id}-email`}
        label={t('email')}
        hint={t('emailHint')}
        error={request.errors?.email && t(`errors.${request.errors.email}`)}
        defaultValue={request.values?.email}
      />
      <PendingButton pending={requesting} busy={t('sending')}>
        {t('send')}
      </PendingButton>
    </form>
  );
}
