'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { setUpTwoFactor } from '@/lib/staff/console-actions';
import type { SetupState } from '@/lib/staff/enrolment';
import { ConsoleForm, ConsoleInput, ConsolePanel } from './console-form';

/**
 * Setting up the authenticator, only from an invitation (`token`: a new colleague's name and
 * password, or the password of an account invited again); then the QR code and the secret, one
 * code to confirm, and the backup codes, shown once. `start` is what the server found (the page):
 * a set-up under way, or none (then only an administrator's new invitation helps).
 */
export function TwoFactorSetup({ token, start }: { token?: string; start: SetupState }) {
  const t = useTranslations('Console');
  const locale = useLocale();
  const [state, action] = useActionState(setUpTwoFactor, start);
  const hidden = <input type="hidden" name="locale" value={locale} />;

  if (state.step === 'codes')
    return (
      <ConsolePanel name="codes" heading={t('codesTitle')}>
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
      </ConsolePanel>
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
        {/* A data: URL made on the server from its own record: no markup from the browser. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={state.qrCode}
          alt={t('qrLabel')}
          width={224}
          height={224}
          className="mx-auto w-48 bg-white p-2 sm:w-56"
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

  if (state.step === 'none')
    return (
      <ConsolePanel
        name="none"
        heading={t('setupNeedsInvitationTitle')}
        testId="console-setup-none"
      >
        {state.problem && (
          <p role="alert" className="text-danger text-sm font-semibold">
            {t('codeTooMany')}
          </p>
        )}
        <p className="text-muted text-sm">{t('setupNeedsInvitation')}</p>
      </ConsolePanel>
    );

  const problem =
    state.problem &&
    (state.problem === 'rateLimited' ? t('rateLimited') : t(`refusal.${state.problem}`));
  const nameProblem = state.problem === 'name';
  const passwordProblem =
    !!state.problem && ['tooShort', 'isEmail', 'common', 'password'].includes(state.problem);
  const existing = state.existing === true;
  return (
    <ConsoleForm
      key={state.step}
      action={action}
      heading={t('invitationTitle')}
      intro={existing ? t('invitationAgainIntro') : t('invitationIntro')}
      problem={nameProblem || passwordProblem ? undefined : problem}
      problemHeading={t('problem')}
      submit={existing ? t('setUpAgain') : t('createAccount')}
      testId="console-setup"
    >
      {hidden}
      <input type="hidden" name="token" value={token ?? ''} />
      {!existing && (
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
        hint={!existing && t('passwordHint')}
        error={passwordProblem && problem}
        type="password"
        autoComplete={existing ? 'current-password' : 'new-password'}
      />
    </ConsoleForm>
  );
}
