import { getTranslations } from 'next-intl/server';
import { localeTags, type Locale } from '@/i18n/routing';
import { card } from '@/lib/shipping/rate-card';
import { DataTable } from '@/components/ui/data-table';

/** The port-to-port sea distances the estimates use: a row per arrival port, a column per departure. */
export async function SeaDistances({ locale }: { locale: Locale }) {
  const t = await getTranslations('EmissionsMethodology.legs');
  const model = card.emissions;
  const km = new Intl.NumberFormat(localeTags[locale].lang);
  const departures = [...new Set(model.seaDistances.map((d) => d.from))];
  const arrivals = [...new Set(model.seaDistances.map((d) => d.to))];
  const name = (id: string) => model.point(id).name[locale];
  return (
    <DataTable
      caption={t('seaCaption')}
      scroll={{ label: t('seaCaption'), minWidth: 'min-w-[44rem]' }}
      className="border-line rounded-xl border"
      rows={arrivals}
      rowKey={(to) => to}
      columns={[
        { header: t('seaFrom'), rowHeader: true, cell: (to) => name(to) },
        ...departures.map((from) => ({
          header: name(from),
          className: 'tabular-nums',
          cell: (to: string) => {
            const distance = model.seaKm(from, to);
            return distance === undefined ? t('none') : km.format(distance);
          },
        })),
      ]}
    />
  );
}
