import { getFormatter, getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/ui/data-table';
import type { Locale } from '@/i18n/routing';
import { formatEventTime } from '@/lib/tracking/display';
import { eventText, placeName } from '@/lib/tracking/event-text';
import type { TrailEvent } from '@/lib/tracking/trail';

/**
 * A shipment's events as the console shows them (its trail page, a booking's page): the time
 * where it happened and in Beijing, the status, place, description and last-mile handover.
 */
export async function ShipmentEvents({
  events,
  locale,
  headingId,
}: {
  events: TrailEvent[];
  locale: Locale;
  headingId: string;
}) {
  const [t, ts, format] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsoleTracking' }),
    getTranslations({ locale, namespace: 'Tracking' }),
    getFormatter({ locale }),
  ]);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('eventsTitle')}
      </h2>
      {events.length === 0 ? (
        <p className="text-muted">{t('noEvents')}</p>
      ) : (
        <DataTable<TrailEvent>
          caption={t('eventsCaption', { count: events.length })}
          rows={events}
          rowKey={(e) => e.id}
          scroll={{ label: t('eventsTitle'), minWidth: 'min-w-[60rem]' }}
          columns={[
            {
              header: t('timeThere'),
              cell: (e) => formatEventTime(e.time),
              className: 'whitespace-nowrap',
              rowHeader: true,
            },
            {
              header: t('timeBeijing'),
              cell: (e) => format.dateTime(new Date(e.timeUtc), 'beijing'),
              className: 'whitespace-nowrap',
            },
            { header: t('status'), cell: (e) => ts(`status.${e.status}`) },
            {
              header: t('location'),
              cell: (e) => (e.location ? placeName(e.location, locale) : '—'),
            },
            { header: t('description'), cell: (e) => eventText(e, locale) },
            {
              header: t('lastMile'),
              cell: (e) =>
                e.lastMile ? `${e.lastMile.carrier ?? ''} ${e.lastMile.number}`.trim() : '—',
            },
          ]}
        />
      )}
    </section>
  );
}
