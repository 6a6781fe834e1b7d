import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { ACCOUNT_PATH } from '@/config/routes';
import { isoDateFormatter, moneyFormatters } from '@/i18n/formats';
import { pickMessages } from '@/i18n/pick-messages';
import { asLocale, localizedPath } from '@/i18n/routing';
import { requireCustomer } from '@/lib/accounts/guard';
import { bookPath, quoteSourceOf } from '@/lib/accounts/quote-paths';
import { addressBook, offerToBook } from '@/lib/accounts/saved';
import { MAX_BOOKING_CARTONS } from '@/lib/bookings/limits';
import { getDb } from '@/lib/db';
import { searchParam } from '@/lib/http/search-params';
import { BookForm } from '@/components/account/book-form';
import { entryLabel } from '@/components/account/entry-label';
import { QuoteSummary } from '@/components/account/quote-summary';
import { AccountBanner } from '@/components/sections/banner';
import { OfferRefused } from '@/components/account/offer-refused';

type Props = PageProps<'/[locale]/account/book'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: asLocale((await params).locale),
    namespace: 'AccountQuotes',
  });
  return { title: t('bookTitle'), robots: { index: false, follow: false } };
}

/**
 * "Book this": a saved quote (`saved`) or an offer of a price search (`q`, `offer`), priced for
 * booking now (offerToBook: as saved while it holds, else again, the difference shown), and the
 * form that books it at once. Another account's saved quote is a 404.
 */
export default async function BookOfferRoute({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const source = quoteSourceOf(
    searchParam(query, 'saved', 64),
    searchParam(query, 'q', 2000),
    searchParam(query, 'offer', 20),
  );
  const session = await requireCustomer(locale, source ? bookPath(source) : ACCOUNT_PATH);
  if (!source) notFound();
  const { db } = await getDb();
  const [offer, book] = await Promise.all([
    offerToBook(db, session.accountId, source, new Date()),
    addressBook(db, session.accountId),
  ]);
  if (!offer.ok && offer.reason === 'missing') notFound();
  const t = await getTranslations('AccountQuotes');
  const money = moneyFormatters(locale);
  const day = isoDateFormatter(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  const signed = (fen: number) =>
    `${fen > 0 ? '+' : fen < 0 ? '−' : '±'}${money.fen(Math.abs(fen))}`;

  return (
    <>
      <AccountBanner title={t('bookTitle')} summary={t('bookSummary')} href={bookPath(source)} />
      <div className="container-page max-w-3xl space-y-6 py-10" data-testid="account-book">
        {offer.ok ? (
          <>
            {offer.previous && (
              <p
                className="rounded-xl border border-amber-700/40 bg-amber-50 p-4"
                role="status"
                data-testid="repriced"
              >
                {t('repriced', {
                  date: day(offer.previous.validUntil),
                  old: money.fen(offer.previous.totalFen),
                  new: money.fen(offer.quote.totalFen),
                  difference: signed(offer.quote.totalFen - offer.previous.totalFen),
                })}
              </p>
            )}
            <QuoteSummary quote={offer.quote} />
            <NextIntlClientProvider messages={pickMessages(await getMessages(), ['AccountQuotes'])}>
              <BookForm
                permalink={localizedPath(bookPath(source), locale)}
                source={source}
                agreedFen={offer.quote.totalFen}
                cartons={offer.quote.cartonCount}
                max={MAX_BOOKING_CARTONS}
                destination={offer.quote.destination.input}
                entries={book.map((entry) => ({ id: entry.id, label: entryLabel(entry, locale) }))}
                submissionId={randomUUID()}
              />
            </NextIntlClientProvider>
          </>
        ) : (
          <OfferRefused reason={offer.reason} />
        )}
      </div>
    </>
  );
}
