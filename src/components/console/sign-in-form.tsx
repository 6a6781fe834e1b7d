'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { signIn, type SignInState } from '@/lib/staff/console-actions';
import { ConsoleForm, ConsoleInput } from './console-form';

/** The sign-in: email and password, then the authenticator's code (or a backup code). */
export function SignInForm({ next }: { next: string }) {
  const t = useTranslations('Console');
  const locale = useLocale();
  const [state, action] = useActionState<SignInState, FormData>(signIn, { step: 'password' });
  const problems = { invalid: t('invalid'), code: t('codeWrong'), rateLimited: t('rateLimited') };
  // One form whose texts and fields follow the step; `key` draws it afresh for the next one.
  const code = state.step === 'code';
  return (
    <ConsoleForm
      key={state.step}
      action={action}
      heading={code ? t('codeTitle') : t('signInTitle')}
      intro={code ? undefined : t('signInIntro')}
      problem={state.problem && problems[state.problem]}
      problemHeading={t('problem')}
      submit={code ? t('verify') : t('signIn')}
      testId={code ? 'console-code' : 'console-sign-in'}
    >
      <input type="hidden" name="step" value={state.step} />
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="locale" value={locale} />
      {code ? (
        <ConsoleInput
          id="code"
          label={t('codeLabel')}
          hint={t('codeHint')}
          autoComplete="one-time-code"
          numeric
          autoFocus
        />
      ) : (
        <>
          <ConsoleInput
            id="email"
            label={t('email')}
            type="email"
            autoComplete="username"
            defaultValue={state.email}
          />
          <ConsoleInput
            id="password"
            label={t('password')}
            type="password"
            autoComplete="current-password"
          />
        </>
      )}
    </ConsoleForm>
  );
}
