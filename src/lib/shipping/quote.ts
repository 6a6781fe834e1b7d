import { addDays, chinaTime, earliest, type ChinaTime } from './calendar';
import { inAnyRange, zoneFor, type Destination } from './destination';
import { chargeableFor, type Carton } from './chargeable';
import { emissionsMethod, offerEmissions, type OfferEmissions } from './emissions';
import { nextDepartures, type Departure } from './schedule';
import type { Channel, GoodsType, Mode, RateCard } from './schema';
import { mulDivRound } from './units';

export type Shipment = {
  origin: string;
  destination: Destination;
  goods: GoodsType;
  cartons: Carton[];
  /** Only these modes; all when absent or empty. */
  modes?: Mode[];
};

export type ChargeType = 'freight' | 'fuel' | 'goods' | 'overweight' | 'oversize' | 'remoteArea';
export type Charge = { type: ChargeType; amountFen: number };

export type Offer = {
  channel: Channel['code'];
  name: Channel['name'];
  mode: Mode;
  zone: string;
  unit: Channel['unit'];
  /** Chargeable quantity in grams (kg lines) or hundredths of a m³ (LCL). */
  chargeable: number;
  /** The weight break applied: from (kg or m³) and price per unit in fen. */
  rate: { from: number; price: number };
  cartonCount: number;
  charges: Charge[];
  totalFen: number;
  totalUsdCents: number;
  transitDays: [number, number];
  nextDeparture: Departure | undefined;
  validUntil: string;
  /** Estimated kg CO₂e well-to-wheel (ISO 14083), two significant figures. */
  co2eKg: number;
  /** The estimate's legs and unrounded total. */
  emissions: OfferEmissions;
};

export type RefusalReason =
  | 'fba_only'
  | 'postcode_unserved'
  | 'goods_not_accepted'
  | 'carton_too_heavy'
  | 'carton_too_long'
  | 'carton_too_large';

export type Refusal = {
  channel: Channel['code'];
  name: Channel['name'];
  mode: Mode;
  reason: RefusalReason;
  /** The carton line (0-based) a carton rule refused, and the limit it broke. */
  carton?: number;
  limit?: number;
};

export type QuoteResult = {
  offers: Offer[];
  refused: Refusal[];
  /** False when `now` is outside the rate card's effective and expiry dates: no offers then. */
  cardInForce: boolean;
  validUntil: string;
  /** The method and factor set of the offers' emissions. */
  emissions: ReturnType<typeof emissionsMethod>;
};

/** The shipment's actual gross weight in grams: the mass its emissions are estimated for. */
export function actualMassG(shipment: Pick<Shipment, 'cartons'>): number {
  return shipment.cartons.reduce((g, c) => g + c.weightG * c.quantity, 0);
}

/** Sides of a carton in mm, longest first, and its girth (longest + 2 × the other two). */
function measure(c: Carton) {
  const [longest = 0, second = 0, third = 0] = [c.lengthMm, c.widthMm, c.heightMm].sort(
    (a, b) => b - a,
  );
  return {
    longest,
    second,
    third,
    girth: longest + 2 * (second + third),
    sum: longest + second + third,
  };
}

function refuseCartons(
  channel: Channel,
  cartons: Carton[],
): Omit<Refusal, 'channel' | 'name' | 'mode'> | undefined {
  const rules = channel.cartons;
  for (const [index, carton] of cartons.entries()) {
    const m = measure(carton);
    if (carton.weightG > rules.maxWeightKg * 1000)
      return { reason: 'carton_too_heavy', carton: index, limit: rules.maxWeightKg };
    if (m.longest > rules.maxLongestCm * 10)
      return { reason: 'carton_too_long', carton: index, limit: rules.maxLongestCm };
    if (rules.maxGirthCm !== undefined && m.girth > rules.maxGirthCm * 10) {
      return { reason: 'carton_too_large', carton: index, limit: rules.maxGirthCm };
    }
    if (rules.maxSumCm !== undefined && m.sum > rules.maxSumCm * 10) {
      return { reason: 'carton_too_large', carton: index, limit: rules.maxSumCm };
    }
  }
  return undefined;
}

/** Carton fees: team-lift weight and oversize, each per carton. */
function cartonFees(channel: Channel, cartons: Carton[]): Charge[] {
  const { overweight, oversize } = channel.cartons;
  let heavy = 0;
  let large = 0;
  for (const carton of cartons) {
    if (overweight && carton.weightG > overweight.overKg * 1000) heavy += carton.quantity;
    const m = measure(carton);
    if (
      oversize &&
      (m.longest > oversize.longestCm * 10 ||
        m.second > oversize.secondCm * 10 ||
        m.girth > oversize.girthCm * 10)
    ) {
      large += carton.quantity;
    }
  }
  const charges: Charge[] = [];
  if (overweight && heavy > 0)
    charges.push({ type: 'overweight', amountFen: overweight.fee * heavy });
  if (oversize && large > 0) charges.push({ type: 'oversize', amountFen: oversize.fee * large });
  return charges;
}

/** The unit (1000 g or 100 hundredths of a m³) in which prices and breaks are written. */
const perUnit = (channel: Channel) => (channel.unit === 'kg' ? 1000 : 100);

function rateOffer(
  channel: Channel,
  shipment: Shipment,
  card: RateCard,
  validUntil: string,
  now: ChinaTime,
) {
  const zone = zoneFor(channel, shipment.destination)!;
  const breaks = channel.rates[zone.id];
  if (!breaks) throw new Error(`${channel.code} has no rates for zone ${zone.id}`);
  const chargeable = chargeableFor(channel, shipment.cartons);
  const unit = perUnit(channel);
  // The highest break whose threshold the chargeable quantity reaches.
  const rate =
    [...breaks].reverse().find((b) => chargeable >= Math.round(b.from * unit)) ?? breaks[0]!;
  const freight = mulDivRound(rate.price, chargeable, unit);
  const fuel = mulDivRound(freight, Math.round(channel.fuelSurchargePercent * 100), 10_000);
  const goodsPerUnit = channel.goods[shipment.goods] ?? 0;
  const cartonCount = shipment.cartons.reduce((n, c) => n + c.quantity, 0);

  const charges: Charge[] = [{ type: 'freight', amountFen: freight }];
  if (fuel > 0) charges.push({ type: 'fuel', amountFen: fuel });
  if (goodsPerUnit > 0)
    charges.push({ type: 'goods', amountFen: mulDivRound(goodsPerUnit, chargeable, unit) });
  charges.push(...cartonFees(channel, shipment.cartons));
  if (
    channel.remoteArea &&
    inAnyRange(shipment.destination.postcode, channel.remoteArea.postcodes)
  ) {
    charges.push({ type: 'remoteArea', amountFen: channel.remoteArea.feePerCarton * cartonCount });
  }
  const totalFen = charges.reduce((sum, c) => sum + c.amountFen, 0);
  const transitDays = zone.transitDays ?? channel.transitDays;
  const [nextDeparture] = nextDepartures(channel, transitDays, now, 1);
  const massG = actualMassG(shipment);
  const emissions = offerEmissions(
    card.emissions,
    channel,
    shipment.origin,
    zone.id,
    shipment.destination,
    massG,
  );
  return {
    channel: channel.code,
    name: channel.name,
    mode: channel.mode,
    zone: zone.id,
    unit: channel.unit,
    chargeable,
    rate: { from: rate.from, price: rate.price },
    cartonCount,
    charges,
    totalFen,
    totalUsdCents: mulDivRound(totalFen, 10_000, Math.round(card.exchangeRate.cnyPerUsd * 10_000)),
    transitDays,
    nextDeparture,
    validUntil,
    co2eKg: emissions.co2eKg,
    emissions,
  } satisfies Offer;
}

/**
 * Prices a shipment on every channel that serves its lane. A channel that serves the lane but
 * cannot take this shipment is listed in `refused` with the reason, never dropped silently.
 * Offers come cheapest first. `now` is passed in; nothing here reads the clock.
 */
export function quote(shipment: Shipment, card: RateCard, now: Date): QuoteResult {
  const china = chinaTime(now);
  const today = china.date;
  const validUntil = earliest(card.expiryDate, addDays(today, card.quoteValidityDays));
  const cardInForce = today >= card.effectiveDate && today <= card.expiryDate;
  const offers: Offer[] = [];
  const refused: Refusal[] = [];
  const emissions = emissionsMethod(card.emissions);
  if (!cardInForce) return { offers, refused, cardInForce, validUntil: card.expiryDate, emissions };

  for (const channel of card.channels) {
    if (shipment.modes?.length && !shipment.modes.includes(channel.mode)) continue;
    if (!channel.origins.includes(shipment.origin)) continue;
    if (!zoneFor(channel, shipment.destination)) continue;
    const refuse = (r: Omit<Refusal, 'channel' | 'name' | 'mode'>) =>
      refused.push({ channel: channel.code, name: channel.name, mode: channel.mode, ...r });

    if (channel.fbaOnly && !shipment.destination.fbaCode) refuse({ reason: 'fba_only' });
    else if (inAnyRange(shipment.destination.postcode, channel.unservedPostcodes))
      refuse({ reason: 'postcode_unserved' });
    else if (channel.goods[shipment.goods] === undefined) refuse({ reason: 'goods_not_accepted' });
    else {
      const cartonRefusal = refuseCartons(channel, shipment.cartons);
      if (cartonRefusal) refuse(cartonRefusal);
      else offers.push(rateOffer(channel, shipment, card, validUntil, china));
    }
  }
  offers.sort((a, b) => a.totalFen - b.totalFen || a.transitDays[1] - b.transitDays[1]);
  return { offers, refused, cardInForce, validUntil, emissions };
}
