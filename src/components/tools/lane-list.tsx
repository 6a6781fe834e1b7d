import { Icon } from '@/components/ui/icon';
import { arrowRight } from '@/components/ui/icons';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { DataTable } from '@/components/ui/data-table';
import { pages } from '@/config/pages';
import { card } from '@/lib/shipping/rate-card';
import type { RouteResult } from '@/lib/shipping/routes';
import type { Locale } from '@/i18n/routing';
import { isoDateFormatter } from '@/i18n/formats';
import { destinationLabel, originName } from '@/lib/shipping/labels';

/** Weekday names, 0 = Sunday (22 November 2026 was a Sunday). */
function weekdayName(locale: Locale, day: number) {
  return isoDateFormatter(locale, { weekday: 'short' })(`2026-11-${22 + day}`);
}

/** The lanes of a route search, each with its schedule and a link to a prefilled price lookup. */
export async function LaneList({
  result,
  query,
}: {
  result: RouteResult;
  query: { from?: string; to: string };
}) {
  const locale = await getLocale();
  const t = await getTranslations('RouteLookup');
  const modes = await getTranslations('Modes');
  const common = await getTranslations('Common');
  const date = isoDateFormatter(locale, { weekday: 'short', month: 'short', day: 'numeric' });
  const origin = (code: string) => originName(card.locations, code, locale);
  const format = await getFormatter();
  const list = (items: string[]) => format.list(items, 'enumeration');
  const destination = destinationLabel(
    card.locations,
    result.destination,
    locale,
    (values) => common('fbaDestination', values),
    query.to,
  );

  return (
    <section aria-labelledby="lanes-heading" className="mt-8" data-testid="lane-results">
      <h2 id="lanes-heading" className="text-2xl font-bold tracking-tight">
        {t('resultsHeading', { destination })}
      </h2>
      <p className="text-muted mt-2">{t('resultsCount', { count: result.lanes.length })}</p>
      {result.lanes.length === 0 && (
        <p className="bg-surface mt-4 rounded-lg p-4">{t('noResults')}</p>
      )}
      <ul className="mt-6 space-y-5">
        {result.lanes.map((lane) => (
          <li
            key={lane.channel}
            className="border-line rounded-xl border bg-white p-5"
            data-testid="lane"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-semibold">{lane.name[locale]}</h3>
              <span className="bg-primary-soft text-primary-dark rounded-full px-3 py-1 text-sm font-medium">
                {modes(lane.mode)}
              </span>
            </div>
            <p className="text-primary mt-1 text-xl font-bold">
              {t('transit', { min: lane.transitDays[0], max: lane.transitDays[1] })}
            </p>
            <ul className="text-muted mt-2 space-y-1">
              <li>
                {t('perWeek', {
                  count: lane.departuresPerWeek,
                  days: list(lane.departureWeekdays.map((d) => weekdayName(locale, d))),
                })}
              </li>
              <li>{t('cutoffRule', { days: lane.cutoff.daysBefore, time: lane.cutoff.time })}</li>
              <li>{t('origins', { origins: list(lane.origins.map(origin)) })}</li>
            </ul>
            <h4 className="mt-4 text-sm font-semibold">{t('nextDepartures')}</h4>
            <DataTable
              look="compact"
              scroll={{
                label: `${lane.name[locale]}: ${t('nextDepartures')}`,
                minWidth: 'min-w-[28rem]',
              }}
              className="mt-2"
              rows={lane.nextDepartures}
              rowKey={(d) => d.etd}
              columns={[
                { header: t('etd'), rowHeader: true, cell: (d) => date(d.etd) },
                { header: t('cutoff'), cell: (d) => `${date(d.cutoff.date)} ${d.cutoff.time}` },
                { header: t('eta'), cell: (d) => `${date(d.eta[0])} – ${date(d.eta[1])}` },
              ]}
            />
            <Link
              href={{
                pathname: pages.queryPrice.path,
                query: { from: query.from ?? lane.origins[0], to: query.to, mode: lane.mode },
              }}
              className="text-primary mt-4 inline-flex items-center gap-1 font-semibold hover:underline"
            >
              {t('getPrice')}
              <Icon icon={arrowRight} className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
