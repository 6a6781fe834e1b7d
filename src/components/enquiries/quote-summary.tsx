import { getLocale, getTranslations } from 'next-intl/server';
import { co2eFormatter, isoDateFormatter, moneyFormatters } from '@/i18n/formats';
import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';
import { chargeLabel } from '@/components/tools/charge-label';

/**
 * Above the form of a quote request: the offer as the server priced it just now (route, cartons,
 * chargeable weight, price lines, total, transit time, validity) and what it does not include.
 */
export async function QuoteSummary({ snapshot: s }: { snapshot: QuoteSnapshot }) {
  const locale = await getLocale();
  const t = await getTranslations('Contact');
  const p = await getTranslations('PriceLookup');
  const common = await getTranslations('Common');
  const modes = await getTranslations('Modes');
  const emissions = await getTranslations('Emissions');
  const money = moneyFormatters(locale);
  const date = isoDateFormatter(locale, { year: 'numeric', month: 'long', day: 'numeric' });
  const quantity = p('measure', { unit: s.chargeable.unit, amount: s.chargeable.amount });
  const destination = s.destination.fbaCode
    ? common('fbaDestination', {
        code: s.destination.fbaCode,
        country: s.destination.countryName[locale],
      })
    : [s.destination.countryName[locale], s.destination.postcode].filter(Boolean).join(' ');
  const facts: [string, string][] = [
    [t('route'), `${s.origin.name[locale]} → ${destination}`],
    [t('service'), `${s.channel.name[locale]} · ${modes(s.channel.mode)}`],
    [t('cartons'), t('cartonCount', { count: s.cartonCount })],
    [t('chargeable'), quantity],
    [t('transit'), p('transit', { min: s.transitDays[0], max: s.transitDays[1] })],
    [t('validUntil'), date(s.validUntil)],
  ];
  // Quotes stored before the estimate existed have none.
  if (s.co2eKg !== undefined)
    facts.push([t('emissions'), emissions('figure', { kg: co2eFormatter(locale)(s.co2eKg) })]);

  return (
    <section
      aria-labelledby="quote-summary-heading"
      className="border-primary/30 rounded-xl border bg-white p-5 sm:p-6"
      data-testid="quote-summary"
    >
      <h2 id="quote-summary-heading" className="text-xl font-bold">
        {t('quoteHeading')}
      </h2>
      <p className="text-muted mt-1 text-sm">{t('quoteIntro')}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted text-sm">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 font-semibold">{t('lines')}</h3>
      <dl className="divide-line border-line mt-2 divide-y rounded-lg border">
        {s.charges.map((c) => (
          <div key={c.type} className="flex justify-between gap-4 px-3 py-2">
            <dt>
              {chargeLabel(p, c.type, {
                quantity,
                unitPrice: p('unitPrice', {
                  price: money.fen(s.unitPriceFen),
                  unit: s.chargeable.unit,
                }),
                fuelPercent: s.fuelSurchargePercent,
              })}
            </dt>
            <dd className="tabular-nums">{money.fen(c.amountFen)}</dd>
          </div>
        ))}
        <div className="bg-surface flex flex-wrap justify-between gap-x-4 px-3 py-2 font-semibold">
          <dt>{p('total')}</dt>
          <dd className="text-right tabular-nums">
            <span className="text-primary text-lg" data-testid="quote-total">
              {money.fen(s.totalFen)}
            </span>{' '}
            <span className="text-muted text-sm font-normal">
              {p('usd', { amount: money.cents(s.totalUsdCents) })}
            </span>
          </dd>
        </div>
      </dl>
      <h3 className="mt-5 font-semibold">{t('excludedHeading')}</h3>
      <ul className="text-muted mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>{t('excluded.duties')}</li>
        <li>{t('excluded.fees')}</li>
        <li>{t('excluded.storage')}</li>
      </ul>
      <p className="text-muted mt-3 text-sm">
        {p('invoiceNote', {
          rate: s.exchangeRate.cnyPerUsd,
          date: date(s.exchangeRate.date),
        })}
      </p>
    </section>
  );
}
