import { getLocale, getTranslations } from 'next-intl/server';
import { isoDateFormatter } from '@/i18n/formats';
import { localeTags, type Locale } from '@/i18n/routing';
import { card } from '@/lib/shipping/rate-card';
import { DataTable } from '@/components/ui/data-table';
import { TextSection } from '@/components/sections/section';
import { english } from './english';

/** kg CO₂e per tonne-km as the factor set prints them: five decimals. */
export function factorFormatter(locale: Locale) {
  const format = new Intl.NumberFormat(localeTags[locale].lang, {
    minimumFractionDigits: 5,
    maximumFractionDigits: 5,
  });
  return (value: number) => format.format(value);
}

type Translate = Awaited<ReturnType<typeof getTranslations<'EmissionsMethodology.factors'>>>;

/** Our short name of a factor row, in the page's language ("Container ship, average"). */
export function factorName(t: Translate, id: string): string {
  return t(`factorName.${id}` as Parameters<Translate>[0]);
}

/** The factor set (title, edition, publisher, sheets, licence and attribution) and its factors. */
export async function FactorSection() {
  const locale = await getLocale();
  const t = await getTranslations('EmissionsMethodology.factors');
  const set = card.emissions.factorSet;
  const factor = factorFormatter(locale);
  // The schema requires one sheet at least: tank-to-wheel, then well-to-tank when apart.
  const [ttwSheet, wttSheet = ttwSheet] = set.sheets as [string, ...string[]];
  const month = isoDateFormatter(locale, { year: 'numeric', month: 'long' });
  const paragraph = 'max-w-3xl leading-relaxed';
  return (
    <TextSection id="factors" heading={t('heading')}>
      <div className="mt-6 space-y-4">
        <p className={paragraph}>
          {t.rich('intro', {
            title: set.title,
            year: String(set.year),
            edition: set.edition,
            version: set.version,
            publisher: set.publisher[locale],
            published: month(`${set.published}-01`),
            ttwSheet,
            wttSheet,
            en: english,
          })}
        </p>
        <p className={paragraph}>{t.rich('licence', { licence: set.licence, en: english })}</p>
        <figure className="border-primary bg-surface max-w-3xl border-l-4 px-4 py-3">
          <blockquote lang="en" className="font-medium" data-testid="attribution">
            {set.attribution}
          </blockquote>
          <figcaption className="mt-1 text-sm">
            <a href={set.url} className="text-primary underline">
              {t.rich('source', { title: set.title, year: String(set.year), en: english })}
            </a>
          </figcaption>
        </figure>
        <p className={paragraph}>{t('glec')}</p>
        <DataTable
          caption={t('caption')}
          scroll={{ label: t('caption'), minWidth: 'min-w-[44rem]' }}
          className="border-line rounded-xl border"
          rows={card.emissions.factors}
          rowKey={(row) => row.id}
          columns={[
            { header: t('name'), rowHeader: true, cell: (row) => factorName(t, row.id) },
            { header: t('row'), cell: (row) => english(row.row), className: 'text-sm' },
            { header: t('ttw'), cell: (row) => factor(row.ttw), className: 'tabular-nums' },
            { header: t('wtt'), cell: (row) => factor(row.wtt), className: 'tabular-nums' },
            {
              header: t('wtw'),
              cell: (row) => factor(row.wtw),
              className: 'tabular-nums font-semibold',
            },
          ]}
        />
      </div>
    </TextSection>
  );
}
