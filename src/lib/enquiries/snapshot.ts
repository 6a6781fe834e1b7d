import { createHash } from 'node:crypto';
import type { SearchParams } from '@/lib/http/search-params';
import { lookupPrices } from '@/lib/shipping/lookup';
import { readPriceSearch } from '@/lib/shipping/price-search';
import type { Charge } from '@/lib/shipping/quote';
import type { GoodsType, Mode, RateCard } from '@/lib/shipping/schema';

type Localized = { en: string; zh: string };

/**
 * An offer of the price lookup as the visitor was shown it, complete enough to show and mail in
 * either language without the rate card (which changes): stored with the enquiry as JSON.
 */
export type QuoteSnapshot = {
  /** The price search as a canonical query string of /query-price (from, to, goods, units, cartons). */
  query: string;
  origin: { code: string; name: Localized };
  /** As the visitor typed it, and what it was read as. */
  destination: {
    input: string;
    country: string;
    countryName: Localized;
    postcode?: string;
    fbaCode?: string;
  };
  goods: GoodsType;
  cartonCount: number;
  /** In kg, or m³ for lines priced by volume. */
  chargeable: { amount: number; unit: 'kg' | 'm3' };
  channel: { code: string; name: Localized; mode: Mode };
  /** The freight's price per kg (or m³) and the fuel surcharge, as the price lines name them. */
  unitPriceFen: number;
  fuelSurchargePercent: number;
  charges: Charge[];
  totalFen: number;
  currency: 'CNY';
  totalUsdCents: number;
  exchangeRate: { cnyPerUsd: number; date: string };
  /** The rate card the price came from: see rateCardVersion. */
  rateCardVersion: string;
  transitDays: [number, number];
  /**
   * Estimated kg CO₂e well-to-wheel (ISO 14083), two significant figures, as the offer showed it.
   * Absent in quotes stored before the estimate existed.
   */
  co2eKg?: number;
  /** The last day (China time) the price holds. */
  validUntil: string;
  quotedAt: string;
};

export type SnapshotOutcome =
  { ok: true; snapshot: QuoteSnapshot } | { ok: false; reason: 'invalid' | 'gone' };

/** The longest canonical search a snapshot is made of (a form's worth of carton lines). */
export const QUOTE_QUERY_MAX = 2000;
const CHANNEL_CODE = /^[A-Z0-9-]{2,20}$/;
const CARTON_KEYS = ['qty', 'len', 'wid', 'hei', 'wt'] as const;

const versions = new WeakMap<RateCard, string>();

/**
 * The card has no version number: its effective date says which edition it is, and a short hash
 * of its whole content tells apart two files published with the same date (a corrected rate).
 */
export function rateCardVersion(card: RateCard): string {
  let version = versions.get(card);
  if (!version) {
    const hash = createHash('sha256').update(JSON.stringify(card)).digest('hex').slice(0, 8);
    version = `${card.effectiveDate}.${hash}`;
    versions.set(card, version);
  }
  return version;
}

/**
 * The offer `offerCode` of the price search `query`, priced again now from `card` with the price
 * lookup's own function: 'invalid' when the search is not one the lookup answers, 'gone' when the
 * line no longer offers this shipment (rates renewed, line withdrawn, card expired).
 */
export function quoteSnapshot(
  query: SearchParams,
  offerCode: string,
  card: RateCard,
  now: Date,
): SnapshotOutcome {
  if (!CHANNEL_CODE.test(offerCode)) return { ok: false, reason: 'invalid' };
  const search = readPriceSearch(query);
  const canonical = new URLSearchParams({
    from: search.values.from,
    to: search.values.to,
    goods: search.values.goods || 'general',
    units: search.values.units || 'metric',
  });
  for (const line of search.rowOfCarton) {
    const row = search.values.rows[line - 1]!;
    for (const key of CARTON_KEYS) canonical.append(key, row[key].trim());
  }
  const text = canonical.toString();
  if (text.length > QUOTE_QUERY_MAX) return { ok: false, reason: 'invalid' };

  const lookup = lookupPrices(search.input, card, now);
  if (!lookup.ok) return { ok: false, reason: 'invalid' };
  const offer = lookup.result.offers.find((o) => o.channel === offerCode);
  if (!offer) return { ok: false, reason: 'gone' };

  const { shipment } = lookup;
  const channel = card.channels.find((c) => c.code === offer.channel)!;
  const origin = card.locations.origins.find((o) => o.code === shipment.origin)!;
  const country = card.locations.countries.find((c) => c.code === shipment.destination.country);
  const { postcode, fbaCode } = shipment.destination;
  return {
    ok: true,
    snapshot: {
      query: text,
      origin: { code: origin.code, name: { ...origin.name } },
      destination: {
        input: search.values.to,
        country: shipment.destination.country,
        countryName: country
          ? { ...country.name }
          : { en: shipment.destination.country, zh: shipment.destination.country },
        ...(postcode !== undefined ? { postcode } : {}),
        ...(fbaCode !== undefined ? { fbaCode } : {}),
      },
      goods: shipment.goods,
      cartonCount: offer.cartonCount,
      chargeable: {
        amount: offer.chargeable / (offer.unit === 'kg' ? 1000 : 100),
        unit: offer.unit,
      },
      channel: { code: offer.channel, name: { ...offer.name }, mode: offer.mode },
      unitPriceFen: offer.rate.price,
      fuelSurchargePercent: channel.fuelSurchargePercent,
      charges: offer.charges.map((c) => ({ ...c })),
      totalFen: offer.totalFen,
      currency: card.currency,
      totalUsdCents: offer.totalUsdCents,
      exchangeRate: { ...card.exchangeRate },
      rateCardVersion: rateCardVersion(card),
      transitDays: [offer.transitDays[0], offer.transitDays[1]],
      co2eKg: offer.co2eKg,
      validUntil: offer.validUntil,
      quotedAt: now.toISOString(),
    },
  };
}
