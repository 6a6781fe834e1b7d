import { getTranslations } from 'next-intl/server';
import { ConsoleFilters, FilterDate, FilterSelect } from '@/components/console/console-filters';
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
  return (
    <ConsoleFilters
      label={t('filtersTitle')}
      action={action}
      clear="/console/bookings"
      testId="booking-filters"
    >
      <h2 className="text-lg font-semibold">{t('filtersTitle')}</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        <FilterSelect
          name="status"
          label={t('statusLabel')}
          empty={t('anyStatus')}
          value={filters.status}
          options={TRACKING_STATUSES.map((s) => ({ value: s, label: status(s) }))}
        />
        <FilterSelect
          name="service"
          label={t('serviceLabel')}
          empty={t('anyService')}
          value={filters.service}
          options={card.channels.map((c) => ({
            value: c.code,
            label: serviceName(c.code, locale),
          }))}
        />
        <FilterSelect
          name="origin"
          label={t('originLabel')}
          empty={t('anyOrigin')}
          value={filters.origin}
          options={card.locations.origins.map((o) => ({
            value: o.code,
            label: receivingWarehouse(o.code).city[locale],
          }))}
        />
        <FilterSelect
          name="source"
          label={t('sourceLabel')}
          empty={t('anySource')}
          value={filters.source}
          options={(['online', 'desk'] as const).map((s) => ({
            value: s,
            label: t(`source.${s}`),
          }))}
        />
        <FilterDate name="from" label={t('fromLabel')} value={filters.from} />
        <FilterDate name="to" label={t('toLabel')} value={filters.to} />
      </div>
      <p id="filter-dates-hint" className="text-muted text-sm">
        {t('dateHint')}
      </p>
    </ConsoleFilters>
  );
}
