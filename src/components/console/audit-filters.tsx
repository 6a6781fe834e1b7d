import { getTranslations } from 'next-intl/server';
import { Field, controlClass } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Link } from '@/i18n/navigation';
import type { AuditForm } from '@/lib/staff/audit-view';

const inputs = [
  { key: 'actor', type: 'email' },
  { key: 'action', type: 'text' },
  { key: 'targetType', type: 'text' },
  { key: 'targetId', type: 'text' },
  { key: 'from', type: 'date' },
  { key: 'to', type: 'date' },
] as const;

/** The audit screen's filters: a GET form, so a filtered list has an address (and no JS needed). */
export async function AuditFilters({ form }: { form: AuditForm }) {
  const t = await getTranslations('ConsoleAudit');
  return (
    <form
      method="get"
      role="search"
      aria-label={t('filters')}
      className="border-line bg-surface grid gap-4 rounded-xl border p-5 sm:grid-cols-2 lg:grid-cols-3"
    >
      {inputs.map(({ key, type }) => (
        <Field
          key={key}
          id={`audit-${key}`}
          label={t(key)}
          hint={key === 'action' ? t('actionHint') : undefined}
        >
          {(control) => (
            <input
              {...control}
              name={key}
              type={type}
              defaultValue={form[key]}
              className={controlClass}
            />
          )}
        </Field>
      ))}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-3">
        <SubmitButton>{t('apply')}</SubmitButton>
        <Link href="/console/audit" className="text-primary underline">
          {t('clear')}
        </Link>
      </div>
    </form>
  );
}
