import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { pages } from '@/config/pages';
import { card } from '@/lib/shipping/rate-card';
import { modes } from '@/lib/shipping/schema';

export type RouteFormValues = { from?: string; to?: string; mode?: string };

const field =
  'mt-1 block h-11 w-full rounded-md border border-line bg-white px-3 text-base text-ink';
const label = 'block text-sm font-semibold';

/**
 * From, to and service, as a plain GET form: the results are a server-rendered page load with or
 * without JavaScript. (A client transition would reuse the router's cached copy of the static
 * page, which ignores the query.) `id` keeps the suggestion list unique on a page with two forms.
 */
export async function RouteSearchForm({
  values = {},
  id = 'route',
  tone = 'plain',
}: {
  values?: RouteFormValues;
  id?: string;
  tone?: 'plain' | 'hero';
}) {
  const locale = await getLocale();
  const t = await getTranslations('RouteLookup');
  const modeLabel = await getTranslations('Modes');
  const { origins, countries, fbaCenters } = card.locations;
  const box =
    tone === 'hero'
      ? 'rounded-xl bg-white p-4 text-ink shadow-lg sm:p-5'
      : 'rounded-xl border border-line bg-surface p-5';

  return (
    <form
      method="get"
      action={localizedPath(pages.queryRoute.path, locale)}
      aria-label={t('formLabel')}
      className={box}
    >
      {/* Tracks sized by the form's width alone: a row painted while the page is still being
          parsed (some fields not there yet, a select still short of options) never moves. */}
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1fr)_9rem] md:items-end">
        <label className={label}>
          {t('from')}
          <select name="from" defaultValue={values.from ?? ''} className={field}>
            <option value="">{t('anyOrigin')}</option>
            {origins.map((o) => (
              <option key={o.code} value={o.code}>
                {o.name[locale]}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('to')}
          <input
            name="to"
            required
            maxLength={100}
            defaultValue={values.to ?? ''}
            placeholder={t('toPlaceholder')}
            list={`${id}-destinations`}
            aria-describedby={`${id}-to-hint`}
            className={field}
          />
        </label>
        <label className={label}>
          {t('mode')}
          <select name="mode" defaultValue={values.mode ?? ''} className={field}>
            <option value="">{t('anyMode')}</option>
            {modes.map((m) => (
              <option key={m} value={m}>
                {modeLabel(m)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="bg-primary hover:bg-primary-dark h-11 rounded-md px-4 font-semibold text-white"
        >
          {t('submit')}
        </button>
      </div>
      <datalist id={`${id}-destinations`}>
        {countries.map((c) => (
          <option key={c.code} value={c.name[locale]} />
        ))}
        {fbaCenters.map((fc) => (
          <option key={fc.code} value={fc.code}>{`${fc.code} · ${fc.city[locale]}`}</option>
        ))}
      </datalist>
      <p id={`${id}-to-hint`} className="text-muted mt-2 text-sm">
        {t('toHint')}
      </p>
    </form>
  );
}
