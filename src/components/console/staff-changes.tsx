import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { controlClass } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { STAFF_ROLES } from '@/lib/staff/permissions';
import type { StaffMember } from '@/lib/staff/staff';
import {
  changeColleagueRole,
  disableColleague,
  resetColleagueTwoFactor,
} from '@/lib/staff/staff-actions';

/** One small form of a row: the hidden fields every console form carries, then its own. */
async function RowForm({
  action,
  email,
  children,
}: {
  action: (form: FormData) => Promise<void>;
  email: string;
  children: ReactNode;
}) {
  const locale = await getLocale();
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="back" value="/console/staff" />
      <input type="hidden" name="email" value={email} />
      {children}
    </form>
  );
}

/** A confirmation box: the destructive changes are made only with it ticked (without JS too). */
function Confirm({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className="flex items-start gap-2 text-sm">
      <input id={id} type="checkbox" name="confirm" value="yes" required className="mt-1" />
      <span>{label}</span>
    </label>
  );
}

/**
 * A colleague's changes (role, disable, reset the authenticator), folded in a disclosure so the
 * table stays readable; one's own account has none (the library refuses them too).
 */
export async function StaffChanges({ member, me }: { member: StaffMember; me: string }) {
  const t = await getTranslations('ConsoleStaff');
  const c = await getTranslations('Console');
  if (member.id === me) return <span className="text-muted text-sm">{t('yourAccount')}</span>;
  const key = member.id.replace(/\W/g, '');
  return (
    <details className="min-w-[16rem]">
      <summary className="text-primary cursor-pointer font-semibold">
        {t('change')}
        <span className="sr-only"> {member.email}</span>
      </summary>
      <div className="mt-3 space-y-5">
        <RowForm action={changeColleagueRole} email={member.email}>
          <label htmlFor={`role-${key}`} className="block text-sm font-semibold">
            {t('newRole')}
          </label>
          <select
            id={`role-${key}`}
            name="role"
            defaultValue={member.role ?? ''}
            className={controlClass}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {c(`roles.${role}`)}
              </option>
            ))}
          </select>
          <p className="text-muted text-sm">{t('changeRoleNote')}</p>
          <SubmitButton look="plain">{t('changeRole')}</SubmitButton>
        </RowForm>
        {!member.disabled && (
          <RowForm action={disableColleague} email={member.email}>
            <Confirm id={`disable-${key}`} label={t('disableConfirm')} />
            <SubmitButton look="plain">{t('disable')}</SubmitButton>
          </RowForm>
        )}
        {member.twoFactor && (
          <RowForm action={resetColleagueTwoFactor} email={member.email}>
            <Confirm id={`reset-${key}`} label={t('reset2faConfirm')} />
            <SubmitButton look="plain">{t('reset2fa')}</SubmitButton>
          </RowForm>
        )}
      </div>
    </details>
  );
}
