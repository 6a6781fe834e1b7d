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
  const hidden = (
    <>
      <input type="hidden" name="step" value={state.step} />
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
  if (state.step === 'code')
    return (
      <ConsoleForm
        key="code"
        action={action}
        heading={t('codeTitle')}
        problem={state.problem && problems[state.problem]}
        problemHeading={t('problem')}
        submit={t('verify')}
        testId="console-code"
      >
        {hidden}
        <ConsoleInput
          id="code"
          label={t('codeLabel')}
          hint={t('codeHint')}
          autoComplete="one-time-code"
          numeric
          autoFocus
        />
      </ConsoleForm>
    );
  return (
    <ConsoleForm
      key="password"
      action={action}
      heading={t('signInTitle')}
      intro={t('signInIntro')}
      problem={state.problem && problems[state.problem]}
      problemHeading={t('problem')}
      submit={t('signIn')}
      testId="console-sign-in"
    >
      {hidden}
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
    </ConsoleForm>
  );
}
