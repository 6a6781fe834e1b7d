import { getLocale, getTranslations } from 'next-intl/server';
import { BarChart, CHART_COLOURS } from '@/components/charts/bar-chart';
import { DataTable } from '@/components/ui/data-table';
import { isoDateFormatter, moneyFormatters } from '@/i18n/formats';
import { asLocale, localeTags } from '@/i18n/routing';
import type { AccountMonth, AccountTransit } from '@/lib/accounts/numbers';
import type { TrackingStatus } from '@/lib/tracking/model';

/**
 * The shipper's own numbers on their account's home: bookings by status, spend and kg CO₂e as
 * quoted per month for the last twelve months, and the average transit per service used. Each
 * chart is an image with its figures in the table below it.
 */
export async function AccountNumbers({
  byStatus,
  months,
  transit,
}: {
  byStatus: { status: TrackingStatus; count: number }[];
  months: AccountMonth[];
  transit: AccountTransit[];
}) {
  const t = await getTranslations('AccountNumbers');
  const tracking = await getTranslations('Tracking');
  const locale = asLocale(await getLocale());
  const money = moneyFormatters(locale).fen;
  const count = new Intl.NumberFormat(localeTags[locale].lang);
  const kg = new Intl.NumberFormat(localeTags[locale].lang, { maximumFractionDigits: 1 });
  const month = isoDateFormatter(locale, { year: 'numeric', month: 'short' });
  const shortMonth = isoDateFormatter(locale, { month: 'short' });
  const label = (m: string) => shortMonth(`${m}-01`);
  return (
    <section
      aria-labelledby="account-numbers"
      className="border-line rounded-xl border bg-white p-5 sm:p-6"
      data-testid="account-numbers"
    >
      <h2 id="account-numbers" className="text-xl font-semibold">
        {t('heading')}
      </h2>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-3" data-testid="bookings-by-status">
        {byStatus.map(({ status, count: n }) => (
          <div key={status}>
            <dt className="text-muted text-sm">{tracking(`status.${status}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{count.format(n)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <BarChart
          title={t('spendTitle')}
          description={t('chartHint')}
          categories={months.map((m) => label(m.month))}
          series={[
            {
              name: t('spendTitle'),
              values: months.map((m) => m.spendFen),
              colour: CHART_COLOURS[0],
            },
          ]}
          format={(fen) => money(fen)}
          tick={moneyFormatters(locale).compactFen}
          testId="spend-chart"
        />
        <BarChart
          title={t('co2eTitle')}
          description={t('chartHint')}
          categories={months.map((m) => label(m.month))}
          series={[
            { name: t('co2eTitle'), values: months.map((m) => m.co2eKg), colour: CHART_COLOURS[2] },
          ]}
          format={(n) => kg.format(n)}
          testId="account-co2e-chart"
        />
      </div>
      <DataTable<AccountMonth>
        className="mt-4"
        caption={t('monthsCaption')}
        look="compact"
        rows={months}
        rowKey={(m) => m.month}
        scroll={{ label: t('monthsCaption'), minWidth: 'min-w-[28rem]' }}
        columns={[
          {
            header: t('month'),
            cell: (m) => month(`${m.month}-01`),
            rowHeader: true,
            className: 'whitespace-nowrap',
          },
          {
            header: t('bookings'),
            cell: (m) => count.format(m.bookings),
            className: 'tabular-nums',
          },
          {
            header: t('spendTitle'),
            cell: (m) => money(m.spendFen),
            className: 'tabular-nums whitespace-nowrap',
          },
          { header: t('co2eTitle'), cell: (m) => kg.format(m.co2eKg), className: 'tabular-nums' },
        ]}
      />
      {transit.length > 0 && (
        <DataTable<AccountTransit>
          className="mt-6"
          caption={t('transitCaption')}
          look="compact"
          rows={transit}
          rowKey={(s) => s.service}
          columns={[
            { header: t('service'), cell: (s) => s.name[locale], rowHeader: true },
            {
              header: t('deliveries'),
              cell: (s) => count.format(s.deliveries),
              className: 'tabular-nums',
            },
            {
              header: t('averageTransit'),
              cell: (s) => t('days', { days: s.averageDays }),
              className: 'tabular-nums whitespace-nowrap',
            },
          ]}
        />
      )}
    </section>
  );
}
