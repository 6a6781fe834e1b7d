import { getLocale, getTranslations } from 'next-intl/server';
import type { CoverageRow } from '@/lib/content/coverage';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** Transit days per destination and service (src/lib/content/coverage.ts: read from the channels). */
export async function CoverageTable({ rows }: { rows: CoverageRow[] }) {
  const locale = await getLocale();
  const t = await getTranslations('ServicePage');
  const modes = await getTranslations('Modes');
  return (
    <ScrollRegion label={t('coverage')} className="border-line rounded-xl border">
      <table className="w-full min-w-[32rem] text-left">
        <thead className="bg-surface text-muted text-sm">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('destination')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('mode')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('days')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-line divide-y">
          {rows.map((row) => (
            <tr key={`${row.destination.en}-${row.mode}`}>
              <th scope="row" className="px-4 py-3 font-medium">
                {row.destination[locale]}
              </th>
              <td className="px-4 py-3">{modes(row.mode)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {t('daysValue', { min: row.days[0], max: row.days[1] })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
