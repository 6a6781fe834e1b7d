import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/catalogues';
import { co2eFormatter, isoDateFormatter } from '@/i18n/formats';
import { localeTags, type Locale } from '@/i18n/routing';
import type { QuoteSnapshot } from './snapshot';

/** Text of the enquiry mails in a language, outside any request (createTranslator). */
export function translator(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale] });
}

export type Translate = ReturnType<typeof translator>;

/** Whether the visitor typed something other than the code or country shown (a city, a ZIP). */
function typed(q: QuoteSnapshot): boolean {
  const input = q.destination.input.trim().toUpperCase();
  const shown = [
    q.destination.fbaCode,
    q.destination.country,
    ...Object.values(q.destination.countryName),
  ];
  return !shown.some((name) => name?.toUpperCase() === input);
}

/** The quote as lines of text in `locale`: route, cartons, price lines, total, validity. */
export function quoteLines(
  t: Translate,
  locale: Locale,
  q: QuoteSnapshot,
  forSales = false,
): string[] {
  const lang = localeTags[locale].lang;
  const cny = new Intl.NumberFormat(lang, { style: 'currency', currency: q.currency });
  const usd = new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' });
  const fen = (amount: number) => cny.format(amount / 100);
  const day = isoDateFormatter(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  const destination = q.destination.fbaCode
    ? t('Common.fbaDestination', {
        code: q.destination.fbaCode,
        country: q.destination.countryName[locale],
      }).trim()
    : q.destination.countryName[locale];
  const quantity = t('PriceLookup.measure', q.chargeable);
  const line = (label: string, value: string) => t('EnquiryMail.line', { label, value });
  const charge = (c: QuoteSnapshot['charges'][number]) => {
    const label =
      c.type === 'freight'
        ? t('PriceLookup.charge.freight', {
            quantity,
            price: t('PriceLookup.unitPrice', {
              price: fen(q.unitPriceFen),
              unit: q.chargeable.unit,
            }),
          })
        : c.type === 'fuel'
          ? t('PriceLookup.charge.fuel', { percent: q.fuelSurchargePercent })
          : t(`PriceLookup.charge.${c.type}`);
    return `  - ${line(label, fen(c.amountFen))}`;
  };
  return [
    t('EnquiryMail.quoteHeading'),
    line(
      t('EnquiryMail.label.route'),
      typed(q)
        ? t('EnquiryMail.routeTyped', {
            origin: q.origin.name[locale],
            destination,
            typed: q.destination.input,
          })
        : t('EnquiryMail.route', { origin: q.origin.name[locale], destination }),
    ),
    line(
      t('EnquiryMail.label.line'),
      t('EnquiryMail.channel', {
        name: q.channel.name[locale],
        code: q.channel.code,
        mode: t(`Modes.${q.channel.mode}`),
      }),
    ),
    line(t('EnquiryMail.label.goods'), t(`PriceLookup.goodsType.${q.goods}`)),
    line(t('EnquiryMail.label.cartons'), String(q.cartonCount)),
    line(t('EnquiryMail.label.chargeable'), quantity),
    ...q.charges.map(charge),
    line(
      t('EnquiryMail.label.total'),
      t('EnquiryMail.total', {
        cny: fen(q.totalFen),
        usd: t('PriceLookup.usd', { amount: usd.format(q.totalUsdCents / 100) }),
      }),
    ),
    line(
      t('EnquiryMail.label.transit'),
      t('PriceLookup.transit', {
        min: q.transitDays[0],
        max: q.transitDays[1],
      }),
    ),
    ...(q.co2eKg === undefined
      ? []
      : [
          line(
            t('EnquiryMail.label.emissions'),
            t('Emissions.quoteValue', { kg: co2eFormatter(locale)(q.co2eKg) }),
          ),
        ]),
    line(t('EnquiryMail.label.validUntil'), day(q.validUntil)),
    t('EnquiryMail.quoteBasis', {
      rate: q.exchangeRate.cnyPerUsd,
      date: day(q.exchangeRate.date),
      version: q.rateCardVersion,
    }),
    // The search itself is for sales (to open it again), not for the visitor.
    ...(forSales ? [line(t('EnquiryMail.label.search'), q.query)] : []),
  ];
}
