import { getLocale, getTranslations } from 'next-intl/server';
import { pages } from '@/config/pages';
import { localizedPath, type Locale } from '@/i18n/routing';
import { isoDateFormatter, moneyFormatters } from '@/i18n/formats';
import { translator } from '@/lib/enquiries/quote-text';
import { byTransit, compareEmissions } from '@/lib/shipping/emissions';
import { destinationLabel, originName } from '@/lib/shipping/labels';
import type { Destination } from '@/lib/shipping/destination';
import type { Offer, QuoteResult } from '@/lib/shipping/quote';
import type { Mode, RateCard } from '@/lib/shipping/schema';
import { chargeLabel } from './charge-label';
import { comparisonText } from './emissions-comparison';
import { MethodologyLink, OfferEmissionsFigure } from './offer-emissions';
import { quoteRequestHref, QuoteRequestLink, saveQuoteHref } from './quote-request-link';

type View = { sort: 'price' | 'time'; mode: Mode | undefined };

type Translate = Awaited<ReturnType<typeof getTranslations<'PriceLookup'>>>;

function formats(locale: Locale, t: Translate) {
  const money = moneyFormatters(locale);
  const day = isoDateFormatter(locale, { month: 'short', day: 'numeric' });
  return {
    ...money,
    date: day,
    quantity: (offer: Offer) =>
      t('measure', {
        unit: offer.unit,
        amount: offer.chargeable / (offer.unit === 'kg' ? 1000 : 100),
      }),
    unitPrice: (offer: Offer) =>
      t('unitPrice', { price: money.fen(offer.rate.price), unit: offer.unit }),
  };
}

/** The offers of a price lookup, with sort and service links, breakdowns and refusals. */
export async function QuoteResults({
  result,
  destination,
  origin,
  card,
  view,
  query,
  rowOfCarton,
  massKg,
}: {
  result: QuoteResult;
  destination: Destination;
  origin: string;
  card: RateCard;
  view: View;
  /** The search's own query string, kept by the sort and filter links. */
  query: Record<string, string | string[]>;
  /** The form line of each carton the engine saw, for refusal messages. */
  rowOfCarton: number[];
  /** The shipment's actual weight in kg, which the emissions are estimated for. */
  massKg: number;
}) {
  const locale = await getLocale();
  const t = await getTranslations('PriceLookup');
  const modes = await getTranslations('Modes');
  const common = await getTranslations('Common');
  const e = await getTranslations('Emissions');
  const f = formats(locale, t);
  const originLabel = originName(card.locations, origin, locale);
  const destinationText = destinationLabel(card.locations, destination, locale, (values) =>
    common('fbaDestination', values),
  );

  const offers = result.offers;
  const cheapest = offers[0]?.channel;
  const fastest = [...offers].sort(byTransit)[0]?.channel;
  // Over all the offers, like the badges: the filter narrows the list, not the comparison.
  const comparison = compareEmissions(offers);
  const shown = offers
    .filter((o) => !view.mode || o.mode === view.mode)
    .sort((a, b) => (view.sort === 'time' ? byTransit(a, b) : a.totalFen - b.totalFen));
  const presentModes = [...new Set(offers.map((o) => o.mode))];
  // Plain links (page loads), like the form: the results are rendered on the server for each view.
  const link = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (k in change) continue;
      for (const item of Array.isArray(v) ? v : [v]) next.append(k, item);
    }
    for (const [k, v] of Object.entries(change)) if (v !== undefined) next.append(k, v);
    return `${localizedPath(pages.queryPrice.path, locale)}?${next.toString()}`;
  };
  const chip =
    'rounded-full border px-3 py-1 text-sm aria-[current=true]:border-primary aria-[current=true]:bg-primary aria-[current=true]:text-white border-line hover:border-primary';

  if (!result.cardInForce)
    return <p className="bg-surface mt-8 rounded-lg p-4">{t('cardExpired')}</p>;

  return (
    <section aria-labelledby="quote-heading" className="mt-8" data-testid="quote-results">
      <h2 id="quote-heading" className="text-2xl font-bold tracking-tight">
        {t('resultsHeading', { origin: originLabel, destination: destinationText })}
      </h2>
      <p className="text-muted mt-2">
        {t('resultsCount', { count: offers.length, date: f.date(result.validUntil) })}
      </p>
      {offers.length === 0 && <p className="bg-surface mt-4 rounded-lg p-4">{t('emptyResults')}</p>}

      {offers.length > 0 && (
        <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
          <nav aria-label={t('sortLabel')} className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold">{t('sortLabel')}:</span>
            {(['price', 'time'] as const).map((s) => (
              <a
                key={s}
                href={link({ sort: s === 'price' ? undefined : s })}
                aria-current={view.sort === s}
                className={chip}
              >
                {t(s === 'price' ? 'sortPrice' : 'sortTime')}
              </a>
            ))}
          </nav>
          <nav aria-label={t('filterLabel')} className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold">{t('filterLabel')}:</span>
            <a href={link({ mode: undefined })} aria-current={!view.mode} className={chip}>
              {t('allModes')}
            </a>
            {presentModes.map((m) => (
              <a key={m} href={link({ mode: m })} aria-current={view.mode === m} className={chip}>
                {modes(m)}
              </a>
            ))}
          </nav>
        </div>
      )}

      {comparison && (
        <section
          aria-labelledby="comparison-heading"
          className="mt-5 rounded-xl border border-green-700/30 bg-green-50 p-4"
          data-testid="emissions-comparison"
        >
          <h3 id="comparison-heading" className="font-semibold text-green-900">
            {e('comparisonHeading')}
          </h3>
          <p className="mt-1">{comparisonText(translator(locale), locale, comparison, offers)}</p>
          <p className="mt-1 text-sm">
            <MethodologyLink label={e('methodLink')} />
          </p>
        </section>
      )}

      <ul className="mt-6 space-y-4">
        {shown.map((offer) => (
          <li
            key={offer.channel}
            className="border-line rounded-xl border bg-white p-5"
            data-testid="offer"
            data-channel={offer.channel}
          >
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <h3 className="text-lg font-semibold">{offer.name[locale]}</h3>
                <p className="mt-1 flex flex-wrap gap-2 text-sm">
                  <span className="bg-primary-soft text-primary-dark rounded-full px-3 py-0.5 font-medium">
                    {modes(offer.mode)}
                  </span>
                  {offer.channel === cheapest && (
                    <span className="rounded-full bg-green-700 px-3 py-0.5 font-semibold text-white">
                      {t('cheapest')}
                    </span>
                  )}
                  {offer.channel === fastest && (
                    <span className="rounded-full bg-amber-700 px-3 py-0.5 font-semibold text-white">
                      {t('fastest')}
                    </span>
                  )}
                  {offer.channel === comparison?.lowest && (
                    <span className="rounded-full bg-teal-800 px-3 py-0.5 font-semibold text-white">
                      {e('lowest')}
                    </span>
                  )}
                </p>
              </div>
              <div className="text-right">
                <p className="text-primary text-2xl font-bold" data-testid="offer-total">
                  <span className="sr-only">{t('total')}: </span>
                  {f.fen(offer.totalFen)}
                </p>
                <p className="text-muted text-sm">
                  {t('usd', { amount: f.cents(offer.totalUsdCents) })}
                </p>
              </div>
            </div>
            <p className="mt-3 font-semibold" data-testid="offer-transit">
              {t('transit', { min: offer.transitDays[0], max: offer.transitDays[1] })}
            </p>
            <p className="text-muted">
              {offer.nextDeparture
                ? t('departure', {
                    etd: f.date(offer.nextDeparture.etd),
                    cutoff: `${f.date(offer.nextDeparture.cutoff.date)} ${offer.nextDeparture.cutoff.time}`,
                    from: f.date(offer.nextDeparture.eta[0]),
                    to: f.date(offer.nextDeparture.eta[1]),
                  })
                : t('noDeparture')}
            </p>
            <p className="text-muted">{t('chargeable', { amount: f.quantity(offer) })}</p>
            <OfferEmissionsFigure emissions={offer.emissions} massKg={massKg} />
            <details className="group mt-3">
              <summary className="text-primary cursor-pointer font-medium">
                {t('breakdown')}
              </summary>
              <dl className="divide-line border-line mt-2 divide-y rounded-lg border">
                {offer.charges.map((c) => (
                  <div key={c.type} className="flex justify-between gap-4 px-3 py-2">
                    <dt>
                      {chargeLabel(t, c.type, {
                        quantity: f.quantity(offer),
                        unitPrice: f.unitPrice(offer),
                        fuelPercent:
                          card.channels.find((ch) => ch.code === offer.channel)
                            ?.fuelSurchargePercent ?? 0,
                      })}
                    </dt>
                    <dd className="tabular-nums">{f.fen(c.amountFen)}</dd>
                  </div>
                ))}
                <div className="bg-surface flex justify-between gap-4 px-3 py-2 font-semibold">
                  <dt>{t('total')}</dt>
                  <dd className="tabular-nums">{f.fen(offer.totalFen)}</dd>
                </div>
              </dl>
            </details>
            <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2">
              <QuoteRequestLink
                href={quoteRequestHref(query, offer.channel, locale)}
                label={t('requestQuote')}
                offerName={offer.name[locale]}
              />
              <a
                href={saveQuoteHref(query, offer.channel, locale)}
                className="text-primary inline-flex min-h-11 items-center font-medium underline"
                data-testid="save-quote-link"
                rel="nofollow"
              >
                {t('saveQuote')}
                <span className="sr-only">: {offer.name[locale]}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>

      {result.refused.length > 0 && (
        <section aria-labelledby="refused-heading" className="mt-8">
          <h3 id="refused-heading" className="text-lg font-semibold">
            {t('refusedHeading')}
          </h3>
          <ul className="mt-3 space-y-2" data-testid="refused">
            {result.refused.map((r) => (
              <li key={r.channel} className="bg-surface rounded-lg px-4 py-3">
                {t.rich('refusal', {
                  name: r.name[locale],
                  reason: t(`reason.${r.reason}`, {
                    carton: rowOfCarton[r.carton ?? 0] ?? (r.carton ?? 0) + 1,
                    limit: r.limit ?? 0,
                  }),
                  line: (chunks) => <span className="font-medium">{chunks}</span>,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="text-muted mt-6 text-sm">
        {t('invoiceNote', {
          rate: card.exchangeRate.cnyPerUsd,
          date: f.date(card.exchangeRate.date),
        })}
      </p>
    </section>
  );
}
