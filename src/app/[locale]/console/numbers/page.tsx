import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BarChart, CHART_COLOURS } from '@/components/charts/bar-chart';
import { ConsolePage } from '@/components/console/console-page';
import { DownloadButton } from '@/components/console/download-button';
import { DataTable } from '@/components/ui/data-table';
import { isoDateFormatter, moneyFormatters } from '@/i18n/formats';
import { asLocale, localeTags, localizedPath } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { searchParam } from '@/lib/http/search-params';
import type { NumberTable } from '@/lib/numbers/export';
import { readPeriod } from '@/lib/numbers/period';
import { businessNumbers, STAGES, type FunnelRow } from '@/lib/numbers/queries';
import { can } from '@/lib/staff/permissions';
import { requireStaff } from '@/lib/staff/session';

const card = 'border-line bg-surface space-y-4 rounded-lg border p-4';
const link = 'text-primary cursor-pointer text-sm font-semibold underline';

/**
 * The business in numbers for sales and the administrator (src/lib/numbers/queries.ts says what
 * each figure counts): the funnel for the chosen period by week and by lane, how fast the desk
 * first answers, and the bookings by month. Each chart has its table, each table its CSV.
 */
export default async function NumbersPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/numbers'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, '/console/numbers', 'numbers.view');
  const query = await searchParams;
  const [t, tc] = await Promise.all([
    getTranslations('ConsoleNumbers'),
    getTranslations('Console'),
  ]);
  const { period, problem } = readPeriod(
    searchParam(query, 'from', 10),
    searchParam(query, 'to', 10),
    new Date(),
  );
  const numbers = await businessNumbers((await getDb()).db, period);
  const day = isoDateFormatter(locale, { month: 'numeric', day: 'numeric' });
  const longDay = isoDateFormatter(locale, { dateStyle: 'medium' });
  const money = moneyFormatters(locale).fen;
  const count = new Intl.NumberFormat(localeTags[locale].lang);
  const kg = new Intl.NumberFormat(localeTags[locale].lang, { maximumFractionDigits: 1 });
  const stageName = (stage: (typeof STAGES)[number]) => t(`stages.${stage}`);
  const download = (table: NumberTable) =>
    can(me.role, 'numbers.export') && (
      <DownloadButton
        href={`${localizedPath('/console/numbers/export', locale)}?${new URLSearchParams({ table, ...period })}`}
        label={t('download')}
        className={link}
        testId={`download-${table}`}
      />
    );
  const funnelColumns = (first: string, label: (row: FunnelRow) => string) => [
    { header: first, cell: label, rowHeader: true, className: 'whitespace-nowrap' },
    ...STAGES.map((stage) => ({
      header: stageName(stage),
      cell: (row: FunnelRow) => count.format(row.counts[stage]),
      className: 'tabular-nums',
    })),
  ];
  const rate = (part: number, whole: number) =>
    whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`;
  const { answers, totals, weeks, months } = numbers;
  return (
    <ConsolePage staff={me} section="/console/numbers" title={tc('sections.numbers')}>
      <form method="get" className="flex flex-wrap items-end gap-4" data-testid="period-form">
        <label className="flex flex-col text-sm font-medium">
          {t('from')}
          <input
            type="date"
            name="from"
            defaultValue={period.from}
            className="border-line mt-1 rounded border px-2 py-1.5"
          />
        </label>
        <label className="flex flex-col text-sm font-medium">
          {t('to')}
          <input
            type="date"
            name="to"
            defaultValue={period.to}
            className="border-line mt-1 rounded border px-2 py-1.5"
          />
        </label>
        <button type="submit" className="bg-primary rounded px-4 py-2 font-semibold text-white">
          {t('show')}
        </button>
      </form>
      {problem && (
        <p role="alert" className="text-danger" data-testid="period-problem">
          {t(`problems.${problem}`)}
        </p>
      )}
      <p className="text-muted" data-testid="period">
        {t('period', { from: longDay(period.from), to: longDay(period.to) })}
      </p>

      <section aria-labelledby="funnel-heading" className={card}>
        <h2 id="funnel-heading" className="text-lg font-semibold">
          {t('funnelTitle')}
        </h2>
        <p className="text-muted text-sm">{t('funnelHint')}</p>
        <BarChart
          title={t('totalsTitle')}
          description={t('funnelChart', {
            stages: STAGES.map((s) => `${stageName(s)} ${count.format(totals[s])}`).join(', '),
          })}
          categories={STAGES.map(stageName)}
          series={[
            {
              name: t('funnelTitle'),
              values: STAGES.map((s) => totals[s]),
              colour: CHART_COLOURS[0],
            },
          ]}
          format={(n) => count.format(n)}
          testId="funnel-chart"
        />
        <ul className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4" data-testid="conversion">
          {STAGES.slice(1).map((stage, i) => (
            <li key={stage}>
              {t('conversion', { from: stageName(STAGES[i]!), to: stageName(stage) })}{' '}
              <strong className="tabular-nums">{rate(totals[stage], totals[STAGES[i]!])}</strong>
            </li>
          ))}
        </ul>
        <BarChart
          title={t('weeklyTitle')}
          description={t('weeklyChart')}
          categories={weeks.map((w) => day(w.key))}
          series={[
            {
              name: stageName('requests'),
              values: weeks.map((w) => w.counts.requests),
              colour: CHART_COLOURS[1],
            },
            {
              name: stageName('booked'),
              values: weeks.map((w) => w.counts.booked),
              colour: CHART_COLOURS[0],
            },
          ]}
          format={(n) => count.format(n)}
          testId="weekly-chart"
        />
        <div className="flex justify-end">{download('weeks')}</div>
        <DataTable<FunnelRow>
          caption={t('weeksCaption')}
          rows={weeks}
          rowKey={(r) => r.key}
          scroll={{ label: t('weeksCaption'), minWidth: 'min-w-[40rem]' }}
          columns={funnelColumns(t('weekColumn'), (r) => t('weekOf', { day: longDay(r.key) }))}
        />
        <div className="flex justify-end">{download('lanes')}</div>
        <DataTable<FunnelRow>
          caption={t('lanesCaption')}
          rows={numbers.lanes}
          rowKey={(r) => r.key}
          scroll={{ label: t('lanesCaption'), minWidth: 'min-w-[40rem]' }}
          columns={funnelColumns(t('laneColumn'), (r) => r.key.replace('-', ' → '))}
        />
      </section>

      <section aria-labelledby="answers-heading" className={card}>
        <h2 id="answers-heading" className="text-lg font-semibold">
          {t('answersTitle')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="answers">
          {(
            [
              [
                'median',
                answers.medianHours === null ? '—' : t('hours', { hours: answers.medianHours }),
              ],
              ['p90', answers.p90Hours === null ? '—' : t('hours', { hours: answers.p90Hours })],
              [
                'withinSla',
                `${rate(answers.withinSla, answers.answered)} (${count.format(answers.withinSla)} / ${count.format(answers.answered)})`,
              ],
              ['waiting', count.format(answers.waiting)],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt className="text-muted text-sm">{t(`answers.${key}`)}</dt>
              <dd className="text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted text-sm">{t('answersHint')}</p>
      </section>

      <section aria-labelledby="months-heading" className={card}>
        <h2 id="months-heading" className="text-lg font-semibold">
          {t('monthsTitle')}
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <BarChart
            title={t('revenueTitle')}
            description={t('revenueChart')}
            categories={months.map((m) => m.month)}
            series={[
              {
                name: t('revenueTitle'),
                values: months.map((m) => m.revenueFen),
                colour: CHART_COLOURS[0],
              },
            ]}
            format={(fen) => money(fen)}
            tick={moneyFormatters(locale).compactFen}
            testId="revenue-chart"
          />
          <BarChart
            title={t('co2eTitle')}
            description={t('co2eChart')}
            categories={months.map((m) => m.month)}
            series={[
              {
                name: t('co2eTitle'),
                values: months.map((m) => m.co2eKg),
                colour: CHART_COLOURS[2],
              },
            ]}
            format={(n) => kg.format(n)}
            testId="co2e-chart"
          />
          <BarChart
            title={t('channelTitle')}
            description={t('channelChart')}
            categories={months.map((m) => m.month)}
            series={[
              { name: t('online'), values: months.map((m) => m.online), colour: CHART_COLOURS[0] },
              { name: t('desk'), values: months.map((m) => m.desk), colour: CHART_COLOURS[1] },
            ]}
            stacked
            format={(n) => count.format(n)}
            testId="channel-chart"
          />
        </div>
        <div className="flex justify-end">{download('months')}</div>
        <DataTable<(typeof months)[number]>
          caption={t('monthsCaption')}
          rows={months}
          rowKey={(m) => m.month}
          scroll={{ label: t('monthsCaption'), minWidth: 'min-w-[36rem]' }}
          columns={[
            { header: t('monthColumn'), cell: (m) => m.month, rowHeader: true },
            { header: t('online'), cell: (m) => count.format(m.online), className: 'tabular-nums' },
            { header: t('desk'), cell: (m) => count.format(m.desk), className: 'tabular-nums' },
            {
              header: t('revenueTitle'),
              cell: (m) => money(m.revenueFen),
              className: 'tabular-nums whitespace-nowrap',
            },
            { header: t('co2eTitle'), cell: (m) => kg.format(m.co2eKg), className: 'tabular-nums' },
          ]}
        />
      </section>
    </ConsolePage>
  );
}
