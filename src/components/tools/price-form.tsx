import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { pages } from '@/config/pages';
import { card } from '@/lib/shipping/rate-card';
import { goodsTypes } from '@/lib/shipping/schema';
import { CARTON_ROWS, type PriceFormValues } from '@/lib/shipping/price-search';
import { CartonLines } from './carton-lines';

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
  const inputErrors = await getTranslations('InputErrors');
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
        <CartonLines
          initialRows={rows}
          serverErrors={errors}
          fieldClass={field}
          text={{
            row: t('cartonRow', { n: '{n}' }),
            add: t('addRow'),
            remove: t('removeRow', { n: '{n}' }),
            fields: {
              qty: { label: t('quantity'), unit: '' },
              len: { label: t('length'), unit: metric ? 'cm' : 'in' },
              wid: { label: t('width'), unit: metric ? 'cm' : 'in' },
              hei: { label: t('height'), unit: metric ? 'cm' : 'in' },
              wt: { label: t('weight'), unit: metric ? 'kg' : 'lb' },
            },
            messages: {
              number: inputErrors('number'),
              positive: inputErrors('positive'),
              integer: inputErrors('integer'),
              max: inputErrors('max', { max: '{max}' }),
            },
          }}
        />
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
