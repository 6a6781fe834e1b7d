import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { ACCOUNT_PATH } from '@/config/routes';
import { pages } from '@/config/pages';
import { pickMessages } from '@/i18n/pick-messages';
import { privatePageMetadata } from '@/lib/seo/metadata';
import { asLocale, localizedPath } from '@/i18n/routing';
import { requireCustomer } from '@/lib/accounts/guard';
import { removeAddressAction } from '@/lib/accounts/quote-actions';
import { addressBook, destinationText } from '@/lib/accounts/saved';
import { getDb } from '@/lib/db';
import { searchParam } from '@/lib/http/search-params';
import { card } from '@/lib/shipping/rate-card';
import { AddressForms } from '@/components/account/address-forms';
import { entryLabel } from '@/components/account/entry-label';
import { AccountBanner } from '@/components/sections/banner';
import { HeadedSection } from '@/components/ui/headed-section';
import { RemoveForm } from '@/components/account/remove-form';

type Props = PageProps<'/[locale]/account/addresses'>;

export const generateMetadata = privatePageMetadata('AccountAddresses');

const smallButton =
  'border-line hover:bg-surface inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-semibold';

/**
 * The account's address book: its FBA centres and its own addresses, each with a link to the
 * price lookup's results to it ("Get prices to here") and removable; the forms that add them.
 */
export default async function AddressBookRoute({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const session = await requireCustomer(locale, '/account/addresses');
  const t = await getTranslations('AccountAddresses');
  const { db } = await getDb();
  const book = await addressBook(db, session.accountId);
  const removed = searchParam(await searchParams, 'done', 20) === 'removed';
  const priceLink = (to: string) =>
    `${localizedPath(pages.queryPrice.path, locale)}?${new URLSearchParams({ to }).toString()}`;

  const list = (kind: 'fba' | 'address', heading: string, headingId: string) => {
    const entries = book.filter((e) => e.kind === kind);
    return (
      <HeadedSection look="card" headingId={headingId} title={heading}>
        {entries.length === 0 ? (
          <p className="text-muted mt-2">{t('none')}</p>
        ) : (
          <ul className="divide-line mt-3 divide-y" data-testid={`address-book-${kind}`}>
            {entries.map((entry) => {
              const label = entryLabel(entry, locale);
              return (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <span className="min-w-0 break-words">{label}</span>
                  <span className="flex flex-wrap items-center gap-3">
                    <a
                      href={priceLink(destinationText(entry))}
                      className="text-primary inline-flex min-h-11 items-center underline"
                      aria-label={t('getPricesLabel', { entry: label })}
                    >
                      {t('getPrices')}
                    </a>
                    <RemoveForm
                      action={removeAddressAction}
                      locale={locale}
                      id={entry.id}
                      label={t('removeLabel', { entry: label })}
                      className={smallButton}
                    >
                      {t('remove')}
                    </RemoveForm>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </HeadedSection>
    );
  };

  return (
    <>
      <AccountBanner title={t('title')} summary={t('summary')} href={'/account/addresses'} />
      <div className="container-page space-y-8 py-10" data-testid="account-addresses">
        {removed && (
          <p role="status" className="bg-surface rounded-lg p-4">
            {t('removed')}
          </p>
        )}
        {list('fba', t('fbaHeading'), 'addresses-fba')}
        {list('address', t('addressHeading'), 'addresses-own')}
        <NextIntlClientProvider messages={pickMessages(await getMessages(), ['AccountAddresses'])}>
          <AddressForms
            permalink={localizedPath('/account/addresses', locale)}
            centres={card.locations.fbaCenters.map((fc) => fc.code)}
            countries={card.locations.countries.map((c) => ({
              code: c.code,
              name: c.name[locale],
            }))}
          />
        </NextIntlClientProvider>
        <p>
          <a href={localizedPath(ACCOUNT_PATH, locale)} className="text-primary underline">
            {t('back')}
          </a>
        </p>
      </div>
    </>
  );
}
