import { getLocale, getTranslations } from 'next-intl/server';
import { figureArguments, type FigureKey } from '@/lib/company/figures';

const shown: {
  key: FigureKey;
  label:
    | 'years'
    | 'countries'
    | 'overseasWarehouses'
    | 'overseasArea'
    | 'chinaWarehouses'
    | 'staff'
    | 'brands'
    | 'parcels';
}[] = [
  { key: 'yearsInBusiness', label: 'years' },
  { key: 'countries', label: 'countries' },
  { key: 'chinaWarehouses', label: 'chinaWarehouses' },
  { key: 'overseasWarehouses', label: 'overseasWarehouses' },
  { key: 'overseasAreaM2', label: 'overseasArea' },
  { key: 'staff', label: 'staff' },
  { key: 'brands', label: 'brands' },
  { key: 'peakParcelsPerDay', label: 'parcels' },
];

/** The company's figures (content/company.json) as big numbers. */
export async function Figures({ id = 'figures' }: { id?: string }) {
  const locale = await getLocale();
  const t = await getTranslations('Figures');
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-surface">
      <div className="container-page py-12 sm:py-16">
        <h2 id={`${id}-heading`} className="section-heading">
          {t('heading')}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
          {shown.map(({ key, label }) => (
            <div key={key} className="figure-box">
              <dt className="text-muted">{t(label)}</dt>
              <dd className="figure-number">{t('number', figureArguments(key, locale))}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
