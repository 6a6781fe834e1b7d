import { getLocale, getTranslations } from 'next-intl/server';
import type { CoverageRow } from '@/lib/content/coverage';
import { DataTable } from '@/components/ui/data-table';

/** Transit days per destination and service (src/lib/content/coverage.ts: read from the channels). */
export async function CoverageTable({ rows }: { rows: CoverageRow[] }) {
  const locale = await getLocale();
  const t = await getTranslations('ServicePage');
  const modes = await getTranslations('Modes');
  return (
    <DataTable
      scroll={{ label: t('coverage'), minWidth: 'min-w-[32rem]' }}
      className="border-line rounded-xl border"
      rows={rows}
      rowKey={(row) => `${row.destination.en}-${row.mode}`}
      columns={[
        { header: t('destination'), rowHeader: true, cell: (row) => row.destination[locale] },
        { header: t('mode'), cell: (row) => modes(row.mode) },
        {
          header: t('days'),
          className: 'whitespace-nowrap',
          cell: (row) => t('daysValue', { min: row.days[0], max: row.days[1] }),
        },
      ]}
    />
  );
}
