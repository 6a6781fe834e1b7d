import { getLocale, getTranslations } from 'next-intl/server';
import { modes } from '@/lib/shipping/schema';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { DestinationField, originOptions } from './place-fields';
import { LookupForm } from './lookup-form';

export type RouteFormValues = { from?: string; to?: string; mode?: string };

/**
 * From, to and service, as a plain GET form: the results are a server-rendered page load with or
 * without JavaScript. (A client transition would reuse the router's cached copy of the static
 * page, which ignores the query.) `id` keeps the fields' ids unique on a page with two forms.
 */
export async function RouteSearchForm({
  values = {},
  id = 'route',
}: {
  values?: RouteFormValues;
  id?: string;
}) {
  const locale = await getLocale();
  const t = await getTranslations('RouteLookup');
  const modeLabel = await getTranslations('Modes');

  return (
    <LookupForm page="queryRoute" label={t('formLabel')}>
      {/* Tracks sized by the form's width alone: a row painted while the page is still being
          parsed (some fields not there yet, a select still short of options) never moves. */}
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1fr)_9rem] md:items-end">
        <SelectField
          id={`${id}-from`}
          label={t('from')}
          name="from"
          defaultValue={values.from ?? ''}
          empty={t('anyOrigin')}
          options={originOptions(locale)}
        />
        <DestinationField
          id={`${id}-to`}
          label={t('to')}
          placeholder={t('toPlaceholder')}
          hintId={`${id}-to-hint`}
          value={values.to}
        />
        <SelectField
          id={`${id}-mode`}
          label={t('mode')}
          name="mode"
          defaultValue={values.mode ?? ''}
          empty={t('anyMode')}
          options={modes.map((m) => ({ value: m, label: modeLabel(m) }))}
        />
        <SubmitButton>{t('submit')}</SubmitButton>
      </div>
      <p id={`${id}-to-hint`} className="text-muted mt-2 text-sm">
        {t('toHint')}
      </p>
    </LookupForm>
  );
}
