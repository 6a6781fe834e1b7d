import { getTranslations } from 'next-intl/server';
import { ConsoleFilters } from '@/components/console/console-filters';
import { Field, controlClass } from '@/components/ui/field';
import type { AuditForm } from '@/lib/staff/audit-view';

const inputs = [
  { key: 'actor', type: 'email' },
  { key: 'action', type: 'text' },
  { key: 'targetType', type: 'text' },
  { key: 'targetId', type: 'text' },
  { key: 'from', type: 'date' },
  { key: 'to', type: 'date' },
] as const;

/** The audit screen's filters, in the console's filter frame. */
export async function AuditFilters({ form }: { form: AuditForm }) {
  const t = await getTranslations('ConsoleAudit');
  return (
    <ConsoleFilters label={t('filters')} clear="/console/audit">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
      </div>
    </ConsoleFilters>
  );
}
