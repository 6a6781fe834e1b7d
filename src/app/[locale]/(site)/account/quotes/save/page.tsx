import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, localizedPath } from '@/i18n/routing';
import { requireCustomer } from '@/lib/accounts/guard';
import { saveQuoteAction } from '@/lib/accounts/quote-actions';
import { bookPath, savePath } from '@/lib/accounts/quote-paths';
import { quoteSnapshot } from '@/lib/enquiries/snapshot';
import { searchParam } from '@/lib/http/search-params';
import { card } from '@/lib/shipping/rate-card';
import { QuoteSummary } from '@/components/account/quote-summary';
import { AccountBanner } from '@/components/sections/banner';
import { OfferRefused } from '@/components/account/offer-refused';

type Props = PageProps<'/[locale]/account/quotes/save'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: asLocale((await params).locale),
    namespace: 'AccountQuotes',
  });
  return { title: t('saveTitle'), robots: { index: false, follow: false } };
}

const primary =
  'bg-primary hover:bg-primary-dark inline-flex min-h-11 items-center rounded-md px-6 font-semibold text-white';
const secondary =
  'border-primary text-primary hover:bg-primary inline-flex min-h-11 items-center rounded-md border px-5 font-semibold hover:text-white';

/**
 * "Save this quote" from an offer of the price results: the offer priced again on the server
 * from its search (the link carries no price), shown, and saved with one button. Signed out, the
 * sign-in first, which comes back here.
 */
export default async function SaveQuoteRoute({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const search = searchParam(query, 'q', 2000) ?? '';
  const offer = searchParam(query, 'offer', 20) ?? '';
  await requireCustomer(locale, savePath(search, offer));
  const t = await getTranslations('AccountQuotes');
  const priced = quoteSnapshot(new URLSearchParams(search), offer, card, new Date());
  return (
    <>
      <AccountBanner
        title={t('saveTitle')}
        summary={t('saveSummary')}
        href={savePath(search, offer)}
      />
      <div className="container-page max-w-3xl space-y-6 py-10" data-testid="account-save-quote">
        {priced.ok ? (
          <>
            <QuoteSummary quote={priced.snapshot} />
            <div className="flex flex-wrap items-center gap-3">
              <form action={saveQuoteAction}>
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="q" value={priced.snapshot.query} />
                <input type="hidden" name="offer" value={offer} />
                <button type="submit" className={primary} data-testid="save-quote">
                  {t('save')}
                </button>
              </form>
              <a
                href={localizedPath(bookPath({ query: priced.snapshot.query, offer }), locale)}
                className={secondary}
              >
                {t('bookNow')}
              </a>
            </div>
          </>
        ) : (
          <OfferRefused reason={priced.reason} />
        )}
      </div>
    </>
  );
}
