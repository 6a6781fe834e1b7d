'use client';

import { useActionState, useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Field, controlClass } from '@/components/ui/field';
import { ErrorSummary, refusalMessage } from '@/components/ui/error-summary';
import { addAddressAction, type AddressFormState } from '@/lib/accounts/quote-actions';
import { HeadedSection } from '@/components/ui/headed-section';
import { PendingButton } from '@/components/ui/submit-button';

type FieldName = keyof NonNullable<AddressFormState['errors']>;

/**
 * The address book's two forms: an FBA centre by its code, and an address of one's own. Each
 * posts to the Server Action through useActionState (a plain form posting to `permalink` without
 * JavaScript); what was typed comes back with the errors. The list above is the page's, which
 * the action's revalidation renders again.
 */
export function AddressForms({
  permalink,
  centres,
  countries,
}: {
  permalink: string;
  centres: string[];
  countries: { code: string; name: string }[];
}) {
  const t = useTranslations('AccountAddresses');
  const locale = useLocale();
  const id = useId();
  const [fba, fbaAction, addingFba] = useActionState<AddressFormState, FormData>(
    addAddressAction,
    { status: 'idle' },
    permalink,
  );
  const [own, ownAction, addingOwn] = useActionState<AddressFormState, FormData>(
    addAddressAction,
    { status: 'idle' },
    permalink,
  );
  const say = {
    rateLimited: (minutes: number) => t('rateLimited', { minutes }),
    failed: t('error'),
  };
  const errorOf = (state: AddressFormState, name: FieldName) => {
    const key = state.errors?.[name];
    return key && t(`errors.${key}`);
  };
  const status = (state: AddressFormState, testId: string) => {
    const problem =
      state.status === 'full'
        ? t('full', { max: 100 })
        : state.status === 'invalid'
          ? t('problemTitle')
          : refusalMessage(state, say, 60);
    if (problem)
      return <ErrorSummary heading={problem} level={3} testId={testId} className="mb-4" />;
    if (state.status === 'added')
      return (
        <p role="status" className="mb-4 font-medium text-green-800">
          {t('added')}
        </p>
      );
    return null;
  };
  const kept = (state: AddressFormState, name: string) =>
    state.status === 'added' ? '' : (state.values?.[name] ?? '');

  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <HeadedSection look="card" headingId={`${id}-fba-heading`} title={t('addFba')}>
        <form action={fbaAction} noValidate className="mt-4" data-testid="add-fba">
          {status(fba, 'add-fba-problem')}
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="kind" value="fba" />
          <Field
            id={`${id}-fbaCode`}
            label={t('fbaCode')}
            hint={t('fbaHint')}
            required
            error={errorOf(fba, 'fbaCode')}
          >
            {(control) => (
              <input
                {...control}
                name="fbaCode"
                list={`${id}-centres`}
                maxLength={10}
                autoCapitalize="characters"
                key={`fba-${fba.status}`}
                defaultValue={kept(fba, 'fbaCode')}
                className={`${controlClass} font-mono uppercase`}
              />
            )}
          </Field>
          <datalist id={`${id}-centres`}>
            {centres.map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
          <PendingButton pending={addingFba} busy={t('adding')}>
            {t('add')}
          </PendingButton>
        </form>
      </HeadedSection>

      <HeadedSection look="card" headingId={`${id}-own-heading`} title={t('addAddress')}>
        <form action={ownAction} noValidate className="mt-4" data-testid="add-address">
          {status(own, 'add-address-problem')}
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="kind" value="address" />
          <div className="grid gap-4" key={`own-${own.status}`}>
            {(
              [
                ['name', 'organization', 120],
                ['street', 'street-address', 200],
                ['city', 'address-level2', 100],
                ['postcode', 'postal-code', 12],
              ] as const
            ).map(([name, autoComplete, maxLength]) => (
              <Field
                key={name}
                id={`${id}-${name}`}
                label={t(name)}
                required
                error={errorOf(own, name)}
              >
                {(control) => (
                  <input
                    {...control}
                    name={name}
                    autoComplete={autoComplete}
                    maxLength={maxLength}
                    defaultValue={kept(own, name)}
                    className={controlClass}
                  />
                )}
              </Field>
            ))}
            <Field
              id={`${id}-country`}
              label={t('country')}
              required
              error={errorOf(own, 'country')}
            >
              {(control) => (
                <select
                  {...control}
                  name="country"
                  defaultValue={kept(own, 'country')}
                  className={controlClass}
                >
                  <option value="">{t('chooseCountry')}</option>
                  {countries.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <PendingButton pending={addingOwn} busy={t('adding')}>
            {t('add')}
          </PendingButton>
        </form>
      </HeadedSection>
    </div>
  );
}
