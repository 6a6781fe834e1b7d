import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { pickKeys, pickMessages } from '@/i18n/pick-messages';
import { goodsTypes } from '@/lib/shipping/schema';
import { CARTON_ROWS, type PriceFormValues } from '@/lib/shipping/price-search';
import type { FieldError } from '@/lib/shipping/request';
import { SelectField } from '@/components/ui/select-field';
import { ErrorSummary } from '@/components/ui/error-summary';
import { CartonLines } from './carton-lines';
import { cartonProblems } from './carton-problems';
import { DestinationField, originOptions } from './place-fields';
import { LookupForm } from './lookup-form';
import { getInputErrorText } from './input-errors';
import { priceFieldOf } from './price-problems';

const empty = { qty: '', len: '', wid: '', hei: '', wt: '' };

/**
 * Origin, destination, goods, units and carton lines, as a plain GET form: the results are a
 * server-rendered page with or without JavaScript, and the URL holds the whole query. A refused
 * search comes back with each problem under its field and a summary after the form.
 */
export async function PriceForm({
  values,
  problems = [],
  rowOfCarton = [],
}: {
  values?: PriceFormValues;
  problems?: FieldError[];
  /** Form line of each filled carton (PriceSearch.rowOfCarton), to place carton problems. */
  rowOfCarton?: readonly number[];
}) {
  const locale = await getLocale();
  const t = await getTranslations('PriceLookup');
  const messages = await getMessages();
  const text = await getInputErrorText();
  const errors: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const problem of problems) {
    const name = priceFieldOf(problem, rowOfCarton);
    if (name === null) unplaced.push(text(problem));
    else errors[name] ??= text(problem);
  }
  const rows = [...(values?.rows ?? [])];
  while (rows.length < CARTON_ROWS) rows.push(empty);

  return (
    <>
      <LookupForm page="queryPrice" label={t('formLabel')}>
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          <SelectField
            id="price-from"
            label={t('from')}
            error={errors.from}
            name="from"
            defaultValue={values?.from || 'SZX'}
            options={originOptions(locale)}
          />
          <DestinationField
            id="price-to"
            label={t('to')}
            placeholder={t('toPlaceholder')}
            hintId="price-to-hint"
            value={values?.to}
            error={errors.to}
            fbaFirst
          />
          <SelectField
            id="price-goods"
            label={t('goods')}
            name="goods"
            defaultValue={values?.goods || 'general'}
            options={goodsTypes.map((g) => ({ value: g, label: t(`goodsType.${g}`) }))}
          />
          <fieldset>
            <legend className="block text-sm font-semibold">{t('units')}</legend>
            <div className="mt-1 flex h-11 items-center gap-4">
              {(['metric', 'imperial'] as const).map((u) => (
                <label key={u} className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name="units"
                    value={u}
                    defaultChecked={u === (values?.units === 'imperial' ? 'imperial' : 'metric')}
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
          <NextIntlClientProvider
            messages={{
              ...pickMessages(messages, ['CartonLines']),
              ...pickKeys(messages, 'InputErrors', cartonProblems),
            }}
          >
            <CartonLines
              initialRows={rows}
              serverErrors={errors}
              units={values?.units === 'imperial' ? 'imperial' : 'metric'}
            />
          </NextIntlClientProvider>
        </fieldset>
        <button
          type="submit"
          className="bg-primary hover:bg-primary-dark mt-6 h-11 rounded-md px-6 font-semibold text-white"
        >
          {t('submit')}
        </button>
      </LookupForm>
      {problems.length > 0 && (
        <ErrorSummary
          heading={t('errorsHeading')}
          messages={unplaced}
          toast={t('errorsHeading')}
          className="mt-4"
        />
      )}
    </>
  );
}
