import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { pages } from '@/config/pages';
import { card } from '@/lib/shipping/rate-card';
import { goodsTypes } from '@/lib/shipping/schema';
import { CARTON_ROWS, type PriceFormValues } from '@/lib/shipping/price-search';

const field =
  'mt-1 block h-11 w-full rounded-md border border-line bg-white px-3 text-base text-ink aria-[invalid=true]:border-danger';
const label = 'block text-sm font-semibold';
const empty = { qty: '', len: '', wid: '', hei: '', wt: '' };

/** Field errors by form field name ('to', 'row-2-wt', …), already in the visitor's language. */
export type PriceFormErrors = Record<string, string>;

/**
 * Origin, destination, goods, units and carton lines, as a plain GET form: the results are a
 * server-rendered page with or without JavaScript, and the URL holds the whole query.
 */
export async function PriceForm({
  values,
  errors = {},
}: {
  values?: PriceFormValues;
  errors?: PriceFormErrors;
}) {
  const locale = await getLocale();
  const t = await getTranslations('PriceLookup');
  const { origins, countries, fbaCenters } = card.locations;
  const rows = [...(values?.rows ?? [])];
  while (rows.length < CARTON_ROWS) rows.push(empty);
  const metric = (values?.units || 'metric') !== 'imperial';
  const describe = (name: string, hint?: string) => {
    const ids = [hint, errors[name] ? `${name}-error` : undefined].filter(Boolean).join(' ');
    return {
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': ids || undefined,
    };
  };
  const error = (name: string) =>
    errors[name] ? (
      <span id={`${name}-error`} className="text-danger mt-1 block text-sm font-normal">
        {errors[name]}
      </span>
    ) : null;

  return (
    <form
      method="get"
      action={localizedPath(pages.queryPrice.path, locale)}
      aria-label={t('formLabel')}
      className="border-line bg-surface rounded-xl border p-5"
    >
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <label className={label}>
          {t('from')}
          <select
            name="from"
            defaultValue={values?.from || 'SZX'}
            className={field}
            {...describe('from')}
          >
            {origins.map((o) => (
              <option key={o.code} value={o.code}>
                {o.name[locale]}
              </option>
            ))}
          </select>
          {error('from')}
        </label>
        <label className={label}>
          {t('to')}
          <input
            name="to"
            required
            maxLength={100}
            defaultValue={values?.to ?? ''}
            placeholder={t('toPlaceholder')}
            list="price-destinations"
            className={field}
            {...describe('to', 'price-to-hint')}
          />
          <datalist id="price-destinations">
            {fbaCenters.map((fc) => (
              <option key={fc.code} value={fc.code}>{`${fc.code} · ${fc.city[locale]}`}</option>
            ))}
            {countries.map((c) => (
              <option key={c.code} value={c.name[locale]} />
            ))}
          </datalist>
          {error('to')}
        </label>
        <label className={label}>
          {t('goods')}
          <select name="goods" defaultValue={values?.goods || 'general'} className={field}>
            {goodsTypes.map((g) => (
              <option key={g} value={g}>
                {t(`goodsType.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend className={label}>{t('units')}</legend>
          <div className="mt-1 flex h-11 items-center gap-4">
            {(['metric', 'imperial'] as const).map((u) => (
              <label key={u} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="units"
                  value={u}
                  defaultChecked={(u === 'metric') === metric}
                  className="accent-primary size-4"
                />
                {t(u)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <p id="price-to-hint" className="text-muted mt-2 text-sm">
        {t('toHint')}
      </p>

      <fieldset className="mt-6">
        <legend className="text-base font-semibold">{t('cartons')}</legend>
        <p className="text-muted text-sm">{t('rowsHint')}</p>
        <div className="mt-3 space-y-3">
          {rows.map((row, i) => (
            <fieldset
              key={i}
              className="border-line grid grid-cols-2 gap-3 rounded-lg border bg-white p-3 sm:grid-cols-5"
              data-testid="carton-row"
            >
              <legend className="sr-only">{t('cartonRow', { n: i + 1 })}</legend>
              {(
                [
                  ['qty', t('quantity'), ''],
                  ['len', t('length'), metric ? 'cm' : 'in'],
                  ['wid', t('width'), metric ? 'cm' : 'in'],
                  ['hei', t('height'), metric ? 'cm' : 'in'],
                  ['wt', t('weight'), metric ? 'kg' : 'lb'],
                ] as const
              ).map(([key, text, unit]) => {
                const name = `row-${i + 1}-${key}`;
                return (
                  <label key={key} className="block text-sm">
                    <span className="font-medium">
                      {text}
                      {unit && <span className="text-muted"> ({unit})</span>}
                    </span>
                    <input
                      name={key}
                      type="number"
                      inputMode="decimal"
                      min="0"
                      step="any"
                      defaultValue={row[key]}
                      className={field}
                      {...describe(name)}
                    />
                    {error(name)}
                  </label>
                );
              })}
            </fieldset>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        className="bg-primary hover:bg-primary-dark mt-6 h-11 rounded-md px-6 font-semibold text-white"
      >
        {t('submit')}
      </button>
    </form>
  );
}
