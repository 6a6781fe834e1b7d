import { getTranslations } from 'next-intl/server';
import { ConsoleFilters, FilterDate, FilterSelect } from '@/components/console/console-filters';
import type { Option } from '@/components/ui/select-field';
import { routing } from '@/i18n/routing';
import type { EnquiryFilters } from '@/lib/enquiries/desk';
import { ENQUIRY_SERVICES } from '@/lib/enquiries/fields';
import { ENQUIRY_STATUSES } from '@/lib/enquiries/status';

/** The enquiries list's filters in the console's filter frame, showing the filters in force. */
export async function EnquiryFiltersForm({
  action,
  filters,
  colleagues,
}: {
  action: string;
  filters: EnquiryFilters;
  colleagues: Option[];
}) {
  const t = await getTranslations('ConsoleEnquiries');
  const select = (
    name: keyof typeof filters & string,
    label: string,
    empty: string,
    options: Option[],
  ) => (
    <FilterSelect name={name} label={label} empty={empty} value={filters[name]} options={options} />
  );
  const date = (name: 'from' | 'to', label: string) => (
    <FilterDate name={name} label={label} value={filters[name]} />
  );
  return (
    <ConsoleFilters
      label={t('filtersTitle')}
      action={action}
      clear="/console/enquiries"
      testId="enquiry-filters"
      search={{ label: t('textLabel'), hint: t('textHint'), value: filters.text }}
      below={
        <>
          <p id="filter-dates-hint" className="text-muted text-sm">
            {t('dateHint')}
          </p>
          <label className="flex items-center gap-3 text-sm">
            <input
              type="checkbox"
              name="overdue"
              value="1"
              defaultChecked={filters.overdue === '1'}
              className="size-5"
            />
            {t('overdueOnly')}
          </label>
        </>
      }
    >
      {select(
        'status',
        t('statusLabel'),
        t('anyStatus'),
        ENQUIRY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      )}
      {select(
        'service',
        t('serviceLabel'),
        t('anyService'),
        ENQUIRY_SERVICES.map((s) => ({ value: s, label: t(`services.${s}`) })),
      )}
      {select(
        'language',
        t('languageLabel'),
        t('anyLanguage'),
        routing.locales.map((l) => ({ value: l, label: t(`languages.${l}`) })),
      )}
      {select('assignee', t('assigneeLabel'), t('anyone'), [
        { value: 'unassigned', label: t('unassigned') },
        ...colleagues,
      ])}
      {date('from', t('fromLabel'))}
      {date('to', t('toLabel'))}
    </ConsoleFilters>
  );
}
