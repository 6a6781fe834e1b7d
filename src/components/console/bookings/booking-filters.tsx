import { getTranslations } from 'next-intl/server';
import { ConsoleFilters, FilterDate, FilterSelect } from '@/components/console/console-filters';
import type { Option } from '@/components/ui/select-field';
import type { Locale } from '@/i18n/routing';
import type { BookingFilters } from '@/lib/bookings/desk';
import { receivingWarehouse } from '@/lib/bookings/warehouses';
import { card } from '@/lib/shipping/rate-card';
import { TRACKING_STATUSES } from '@/lib/tracking/model';
import { bookingStatusLabels, serviceName } from './booking-status';

/** The bookings list's filters in the console's filter frame, showing the filters in force. */
export async function BookingFiltersForm({
  action,
  filters,
  locale,
}: {
  action: string;
  filters: BookingFilters;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'ConsoleBookings.list' });
  const status = await bookingStatusLabels(locale);
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
      clear="/console/bookings"
      testId="booking-filters"
    >
      <h2 className="text-lg font-semibold">{t('filtersTitle')}</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {select(
          'status',
          t('statusLabel'),
          t('anyStatus'),
          TRACKING_STATUSES.map((s) => ({ value: s, label: status(s) })),
        )}
        {select(
          'service',
          t('serviceLabel'),
          t('anyService'),
          card.channels.map((c) => ({ value: c.code, label: serviceName(c.code, locale) })),
        )}
        {select(
          'origin',
          t('originLabel'),
          t('anyOrigin'),
          card.locations.origins.map((o) => ({
            value: o.code,
            label: receivingWarehouse(o.code).city[locale],
          })),
        )}
        {date('from', t('fromLabel'))}
        {date('to', t('toLabel'))}
      </div>
      <p id="filter-dates-hint" className="text-muted text-sm">
        {t('dateHint')}
      </p>
    </ConsoleFilters>
  );
}
