import { getLocale, getTranslations } from 'next-intl/server';
import { co2eFormatter, isoDateFormatter, moneyFormatters } from '@/i18n/formats';
import { asLocale, type Locale } from '@/i18n/routing';
import { destinationText } from '@/lib/bookings/mail';
import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';

/** A quote's destination in words, as bookings write it (the centre's or ZIP's, and the country). */
export const quotePlace = (d: QuoteSnapshot['destination'], locale: Locale): string =>
  destinationText(d, locale);

/** An offer as the account shows it before saving or booking: what was priced, and for how long. */
export async function QuoteSummary({ quote }: { quote: QuoteSnapshot }) {
  const t = await getTranslations('AccountQuotes');
  const locale = asLocale(await getLocale());
  const money = moneyFormatters(locale);
  const co2e = co2eFormatter(locale);
  const day = isoDateFormatter(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  const facts: [string, string][] = [
    [
      t('lane'),
      t('route', {
        origin: quote.origin.name[locale],
        destination: quotePlace(quote.destination, locale),
      }),
    ],
    [t('service'), quote.channel.name[locale]],
    [t('cartons'), String(quote.cartonCount)],
    [t('transit'), t('transitDays', { min: quote.transitDays[0], max: quote.transitDays[1] })],
    [
      t('total'),
      `${money.fen(quote.totalFen)} (${t('totalUsd', { amount: money.cents(quote.totalUsdCents) })})`,
    ],
    [t('co2e'), quote.co2eKg === undefined ? '—' : `${co2e(quote.co2eKg)} kg`],
    [t('validUntil'), day(quote.validUntil)],
  ];
  return (
    <dl
      className="border-line divide-line divide-y rounded-xl border bg-white"
      data-testid="quote-summary"
    >
      {facts.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
