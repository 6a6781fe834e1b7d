import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/i18n/routing';
import { pages } from '@/config/pages';
import { departments } from '@/lib/careers/opening';
import { isoDateFormatter } from '@/i18n/formats';
import type { Position } from '@/lib/careers/positions';
import { Prose } from '@/components/ui/prose';
import { SelectField } from '@/components/ui/select-field';
import { ApplyLink } from './apply-link';

export type PositionFilters = { department?: string; city?: string };

/**
 * The open positions with their filters. The filters are a plain GET form: the proxy renders a
 * filtered list on the server, so they work without JavaScript and the URL can be shared.
 */
export async function PositionsList({
  locale,
  positions,
  filters,
}: {
  locale: Locale;
  positions: Position[];
  filters: PositionFilters;
}) {
  const t = await getTranslations('Careers');
  const date = isoDateFormatter(locale, { year: 'numeric', month: 'long', day: 'numeric' });
  const base = localizedPath(pages.joinUs.path, locale);
  const cities = [...new Set(positions.map((p) => p.city))];
  const usedDepartments = departments.filter((d) => positions.some((p) => p.department === d));
  const shown = positions.filter(
    (p) =>
      (!filters.department || p.department === filters.department) &&
      (!filters.city || p.city === filters.city),
  );
  const filtered = Boolean(filters.department || filters.city);

  return (
    <section aria-labelledby="positions-heading" id="positions" className="scroll-mt-24">
      <h2 id="positions-heading" className="section-heading">
        {t('positionsHeading')}
      </h2>
      <form
        method="get"
        action={`${base}#positions`}
        className="border-line bg-surface mt-6 rounded-xl border p-4"
        aria-label={t('filterLegend')}
      >
        <div className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]">
          <SelectField
            id="positions-department"
            label={t('department')}
            name="department"
            defaultValue={filters.department ?? ''}
            empty={t('anyDepartment')}
            options={usedDepartments.map((d) => ({ value: d, label: t(`departments.${d}`) }))}
          />
          <SelectField
            id="positions-city"
            label={t('city')}
            name="city"
            defaultValue={filters.city ?? ''}
            empty={t('anyCity')}
            options={cities.map((c) => ({
              value: c,
              label: t(`cities.${c}` as 'cities.shenzhen'),
            }))}
          />
          <button
            type="submit"
            className="bg-primary inline-flex h-11 items-center justify-center rounded-md px-5 font-semibold text-white hover:opacity-90"
          >
            {t('filter')}
          </button>
        </div>
      </form>
      <p className="text-muted mt-4" role="status" data-testid="positions-count">
        {t('positionsIntro', { count: shown.length })}
        {filtered && (
          <>
            {' · '}
            <a href={`${base}#positions`} className="text-primary underline underline-offset-2">
              {t('clearFilters')}
            </a>
          </>
        )}
      </p>
      {shown.length === 0 && <p className="mt-4">{t('noMatch')}</p>}
      <ul className="mt-6 grid gap-5" data-testid="positions">
        {shown.map((p) => (
          <li key={p.id}>
            <article
              id={p.id}
              aria-labelledby={`${p.id}-title`}
              className="border-line scroll-mt-24 rounded-xl border bg-white p-5 sm:p-6"
              data-testid="position"
            >
              <h3 id={`${p.id}-title`} className="text-xl font-semibold">
                {p.title}
              </h3>
              <p className="text-muted mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                <span>{t(`departments.${p.department}`)}</span>
                <span aria-hidden="true">·</span>
                <span>{t(`cities.${p.city}` as 'cities.shenzhen')}</span>
                <span aria-hidden="true">·</span>
                <span>{t(`types.${p.employmentType}`)}</span>
                <span aria-hidden="true">·</span>
                <span>{t('posted', { date: date(p.posted) })}</span>
              </p>
              <p className="mt-3">{p.summary}</p>
              <details className="group mt-3">
                <summary className="text-primary cursor-pointer font-semibold">
                  {t('details')}
                </summary>
                <div className="mt-3 grid gap-6 md:grid-cols-2">
                  <ItemList heading={t('responsibilities')} items={p.responsibilities} />
                  <ItemList heading={t('requirements')} items={p.requirements} />
                </div>
                <Prose tree={p.body} className="mt-4" />
              </details>
              <ApplyLink
                href={`${base}?position=${encodeURIComponent(p.id)}#apply`}
                positionId={p.id}
                className="border-primary text-primary hover:bg-primary mt-4 inline-flex h-10 items-center rounded-md border px-4 font-semibold hover:text-white"
              >
                {t('apply')}
                <span className="sr-only">: {p.title}</span>
              </ApplyLink>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ItemList({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div>
      <h4 className="font-semibold">{heading}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
