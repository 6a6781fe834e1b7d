import { getLocale } from 'next-intl/server';
import { card } from '@/lib/shipping/rate-card';
import type { Locale } from '@/i18n/routing';
import { controlClass, Field } from '@/components/ui/field';
import type { Option } from '@/components/ui/select-field';

/** Our six origin cities, as options of the lookups' "From" field. */
export const originOptions = (locale: Locale): Option[] =>
  card.locations.origins.map((o) => ({ value: o.code, label: o.name[locale] }));

/**
 * The "To" field of the price and route lookups: free text (a country, an FBA code, a city or a
 * ZIP) with the places we deliver to as suggestions, FBA centres or countries first. Its hint
 * stands under the form's row of fields (`hintId`).
 */
export async function DestinationField({
  id,
  label,
  placeholder,
  hintId,
  value,
  error,
  fbaFirst = false,
}: {
  id: string;
  label: string;
  placeholder: string;
  hintId: string;
  value?: string;
  error?: string;
  fbaFirst?: boolean;
}) {
  const locale = await getLocale();
  const { countries, fbaCenters } = card.locations;
  const fba = fbaCenters.map((fc) => (
    <option key={fc.code} value={fc.code}>{`${fc.code} · ${fc.city[locale]}`}</option>
  ));
  const places = countries.map((c) => <option key={c.code} value={c.name[locale]} />);
  return (
    <Field id={id} label={label} error={error} describedBy={hintId}>
      {(control) => (
        <>
          <input
            {...control}
            name="to"
            required
            maxLength={100}
            defaultValue={value ?? ''}
            placeholder={placeholder}
            list={`${id}-suggestions`}
            className={controlClass}
          />
          <datalist id={`${id}-suggestions`}>
            {fbaFirst ? fba : places}
            {fbaFirst ? places : fba}
          </datalist>
        </>
      )}
    </Field>
  );
}
