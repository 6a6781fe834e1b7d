'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { setUpTwoFactor, type SetupState } from '@/lib/staff/console-actions';
import { ConsoleForm, ConsoleInput } from './console-form';

/**
 * Setting up the authenticator: from an invitation (`token`: name and password first) or for a
 * signed-in account without one (its password first); then the QR code and the secret, one code
 * to confirm, and the backup codes, shown once.
 */
export function TwoFactorSetup({ token }: { token?: string }) {
  const t = useTranslations('Console');
  const locale = useLocale();
  const invitation = token !== undefined;
  const start: SetupState = { step: invitation ? 'invitation' : 'password' };
  const [state, action] = useActionState(setUpTwoFactor, start);
  const hidden = (
    <>
      <input type="hidden" name="step" value={state.step} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );

  if (state.step === 'codes')
    return (
      <section
        aria-labelledby="codes-heading"
        className="border-line bg-surface mx-auto w-full max-w-md space-y-4 rounded-xl border p-5 sm:p-6"
      >
        <h1 id="codes-heading" className="text-2xl font-bold">
          {t('codesTitle')}
        </h1>
        <p className="text-muted text-sm">{t('codesIntro')}</p>
        <ul className="grid grid-cols-2 gap-2 font-mono text-base" data-testid="backup-codes">
          {state.codes.map((code) => (
            <li key={code} className="bg-primary-soft rounded px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ul>
        <Link
          href="/console"
          className="bg-primary hover:bg-primary-dark flex h-11 items-center justify-center rounded-md font-semibold text-white"
        >
          {t('continue')}
        </Link>
      </section>
    );

  if (state.step === 'confirm')
    return (
      <ConsoleForm
        key="confirm"
        action={action}
        heading={t('setupTitle')}
        intro={t('setupIntro')}
        problem={state.problem && t('codeWrong')}
        problemHeading={t('problem')}
        submit={t('confirm')}
        testId="console-totp"
      >
        {hidden}
        <div
          role="img"
          aria-label={t('qrLabel')}
          className="mx-auto w-48 bg-white p-2 sm:w-56"
          dangerouslySetInnerHTML={{ __html: state.qrSvg }}
        />
        <div>
          <p className="text-sm font-semibold">{t('secretLabel')}</p>
          <p className="mt-1 font-mono text-base break-all" data-testid="totp-secret">
            {state.secret.match(/.{1,4}/g)?.join(' ')}
          </p>
        </div>
        <ConsoleInput id="code" label={t('confirmCode')} autoComplete="one-time-code" numeric />
      </ConsoleForm>
    );

  const problem = state.problem && t(`refusal.${state.problem}`);
  const nameProblem = state.problem === 'name';
  const passwordProblem =
    !!state.problem && ['tooShort', 'isEmail', 'common', 'password'].includes(state.problem);
  return (
    <ConsoleForm
      key={state.step}
      action={action}
      heading={invitation ? t('invitationTitle') : t('setupTitle')}
      intro={invitation ? t('invitationIntro') : t('setupPasswordIntro')}
      problem={nameProblem || passwordProblem ? undefined : problem}
      problemHeading={t('problem')}
      submit={invitation ? t('createAccount') : t('setUp')}
      testId="console-setup"
    >
      {hidden}
      {invitation && <input type="hidden" name="token" value={token} />}
      {invitation && (
        <ConsoleInput
          id="name"
          label={t('name')}
          error={nameProblem && problem}
          autoComplete="name"
          defaultValue={state.name}
        />
      )}
      <ConsoleInput
        id="password"
        label={t('password')}
        hint={invitation && t('passwordHint')}
        error={passwordProblem && problem}
        type="password"
        autoComplete={invitation ? 'new-password' : 'current-password'}
      />
    </ConsoleForm>
  );
}
