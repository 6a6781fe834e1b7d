'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field, controlClass } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { inviteColleague, type InviteState } from '@/lib/staff/staff-actions';
import { STAFF_ROLES } from '@/lib/staff/permissions';

/** Inviting a colleague from the staff list: email and role; the link is shown this once. */
export function InviteForm() {
  const t = useTranslations('ConsoleStaff');
  const c = useTranslations('Console');
  const locale = useLocale();
  const [state, action] = useActionState<InviteState, FormData>(inviteColleague, {
    status: 'idle',
  });
  const problem = state.problem && t(`problem.${state.problem}`);
  return (
    <section
      aria-labelledby="invite-heading"
      className="border-line bg-surface space-y-4 rounded-xl border p-5"
    >
      <h2 id="invite-heading" className="text-lg font-semibold">
        {t('inviteTitle')}
      </h2>
      <p className="text-muted text-sm">{t('inviteIntro')}</p>
      {state.invited && (
        <div role="status" className="border-line rounded-lg border bg-white p-4 text-sm">
          <p>{t('invited', { email: state.invited.email })}</p>
          <p className="mt-2 font-mono break-all" data-testid="invitation-link">
            {state.invited.link}
          </p>
          {state.invited.mailed && <p className="mt-2">{t('mailed')}</p>}
        </div>
      )}
      {problem && <ErrorSummary heading={t('problemHeading')} messages={[problem]} level={3} />}
      <form action={action} className="grid items-end gap-4 sm:grid-cols-[1fr_12rem_auto]">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="back" value="/console/staff" />
        <Field id="invite-email" label={c('email')} required>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="off"
              defaultValue={state.email}
              key={state.email}
              className={controlClass}
            />
          )}
        </Field>
        <SelectField
          id="invite-role"
          name="role"
          label={c('roleColumn')}
          required
          defaultValue={state.role ?? 'sales'}
          options={STAFF_ROLES.map((role) => ({ value: role, label: c(`roles.${role}`) }))}
        />
        <SubmitButton>{t('invite')}</SubmitButton>
      </form>
    </section>
  );
}
