'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Field, controlClass } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { createTokenAction, type TokenState } from '@/lib/tracking/console-actions';
import { ActionFields } from './action-fields';

/**
 * Making an API token: the secret comes back in the action's answer only and is shown this once
 * (never in the address; the console's pages are not cached).
 */
export function TokenCreateForm() {
  const t = useTranslations('ConsoleTracking');
  const locale = useLocale();
  const [state, action] = useActionState<TokenState, FormData>(createTokenAction, {
    status: 'idle',
  });
  const problem = state.status === 'refused' ? state.message : undefined;
  return (
    <div className="space-y-4">
      {state.status === 'done' && (
        <div
          role="status"
          className="border-primary bg-primary-soft rounded-lg border p-4"
          data-testid="token-created"
        >
          <h3 className="font-semibold">{state.message}</h3>
          <p className="mt-1">{t('createdText')}</p>
          <p className="mt-2 text-sm font-semibold">{t('tokenLabel')}</p>
          <code className="bg-surface mt-1 block rounded p-2 break-all" data-testid="token-secret">
            {state.token}
          </code>
        </div>
      )}
      <form action={action} className="space-y-4" data-testid="token-form">
        <ActionFields locale={locale} back="/console/tracking/tokens" />
        <Field id="name" label={t('nameLabel')} hint={t('nameHint')} error={problem} required>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="off"
              defaultValue={state.status === 'refused' ? state.values?.name : ''}
              className={controlClass}
            />
          )}
        </Field>
        <SubmitButton>{t('createSubmit')}</SubmitButton>
      </form>
    </div>
  );
}
