import type { Destination } from './destination';
import type { Channel, EmissionsData, LegMode } from './schema';

/**
 * The emissions of a shipment by the ISO 14083 method: per leg, mass (t) × distance (km) × the
 * well-to-wheel factor (kg CO₂e per t·km), summed over the chain's legs (pick-up by road, the
 * main leg, delivery by road). Factors, places and distances come from
 * data/shipping/emissions.json (UK Government conversion factors, 2025).
 */

type Localized = { en: string; zh: string };
type Point = EmissionsData['points'][number];
type Factor = EmissionsData['factors'][number];

export type LegStage = 'pickup' | 'main' | 'delivery';

export type EmissionLeg = {
  stage: LegStage;
  mode: LegMode;
  /** The factor row's id in emissions.json (air, hgv, containerLarge, …). */
  factor: string;
  from: Localized;
  to: Localized;
  /** Distance in whole km. */
  km: number;
  /** This leg's kg CO₂e, unrounded. */
  co2eKg: number;
};

export type OfferEmissions = {
  /** kg CO₂e well-to-wheel, to two significant figures (what is shown and sent). */
  co2eKg: number;
  /** The same, unrounded, for comparisons. */
  exactKg: number;
  legs: EmissionLeg[];
};

/** The emissions data, indexed and checked (see `checkEmissionsData`). */
export type EmissionsModel = EmissionsData & {
  point: (id: string) => Point;
  hasPoint: (id: string) => boolean;
  factor: (id: string) => Factor;
  seaKm: (from: string, to: string) => number | undefined;
  railKm: (from: string, to: string) => number | undefined;
  /** Chains already worked out, by channel, origin, zone and Amazon centre (the data is fixed). */
  chains: Map<string, readonly Omit<EmissionLeg, 'co2eKg'>[]>;
};

/** What an answer says of the estimate: the method and the factor set it used. */
export function emissionsMethod(model: EmissionsModel) {
  return {
    standard: model.method.standard,
    scope: model.method.scope,
    version: model.method.version,
    factorSet: model.factorSet.title,
    factorYear: model.factorSet.year,
    factorVersion: model.factorSet.version,
  };
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance between two points in km (haversine, mean Earth radius). */
export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A number to `digits` significant figures: 280.16 → 280, 9.2775 → 9.3, 0.0123 → 0.012. */
export function roundSignificant(value: number, digits = 2): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(digits));
}

export function indexEmissions(data: EmissionsData): EmissionsModel {
  const points = new Map(data.points.map((p) => [p.id, p]));
  const factors = new Map(data.factors.map((f) => [f.id, f]));
  const sea = new Map(data.seaDistances.map((d) => [`${d.from}>${d.to}`, d.km]));
  const rail = new Map(data.railDistances.map((d) => [`${d.from}>${d.to}`, d.km]));
  return {
    ...data,
    point: (id) => {
      const p = points.get(id);
      if (!p) throw new Error(`emissions: no point ${id}`);
      return p;
    },
    hasPoint: (id) => points.has(id),
    factor: (id) => {
      const f = factors.get(id);
      if (!f) throw new Error(`emissions: no factor ${id}`);
      return f;
    },
    seaKm: (from, to) => sea.get(`${from}>${to}`) ?? sea.get(`${to}>${from}`),
    railKm: (from, to) => rail.get(`${from}>${to}`) ?? rail.get(`${to}>${from}`),
    chains: new Map(),
  };
}

type Hub = 'airport' | 'port' | 'railhead';
const HUB: Record<LegMode, Hub | undefined> = {
  air: 'airport',
  sea: 'port',
  rail: 'railhead',
  road: undefined,
};

/**
 * The points and distances of a channel's chain from an origin to a zone and destination, without
 * the mass: what `offerEmissions` multiplies, and what the data check walks. Throws when the data
 * lacks a point or distance the chain needs (the check turns that into a problem).
 */
export function chainFor(
  model: EmissionsModel,
  channel: Pick<Channel, 'code'>,
  origin: string,
  zoneId: string,
  fbaCode: string | undefined,
) {
  const how = model.channels[channel.code];
  if (!how) throw new Error(`no emissions entry for channel ${channel.code}`);
  const from = model.origins[origin];
  if (!from) throw new Error(`no emissions entry for origin ${origin}`);
  const to = model.zones[zoneId];
  if (!to) throw new Error(`no emissions entry for zone ${zoneId}`);
  const warehouse = model.point(from.warehouse);
  // An Amazon centre the data does not place (the check requires every listed one): the zone's city.
  const destination = model.point(fbaCode && model.hasPoint(fbaCode) ? fbaCode : to.city);
  const road = (a: Point, b: Point) => greatCircleKm(a, b) * model.circuity.road.factor;
  const legs: Omit<EmissionLeg, 'co2eKg'>[] = [];
  const leg = (stage: LegStage, mode: LegMode, factor: string, a: Point, b: Point, km: number) =>
    legs.push({ stage, mode, factor, from: a.name, to: b.name, km: Math.round(km) });

  const hub = HUB[how.main];
  if (!hub) {
    // By road all the way (China–Europe trucking): one leg.
    leg('main', 'road', how.factor, warehouse, destination, road(warehouse, destination));
    return legs;
  }
  const departureId = from[hub];
  const arrivalId = to[hub];
  if (!departureId) throw new Error(`origin ${origin} has no ${hub}`);
  if (!arrivalId) throw new Error(`zone ${zoneId} has no ${hub}`);
  const departure = model.point(departureId);
  const arrival = model.point(arrivalId);
  let mainKm: number;
  if (how.main === 'air') mainKm = greatCircleKm(departure, arrival);
  else if (how.main === 'sea') {
    const km = model.seaKm(departureId, arrivalId);
    if (km === undefined) throw new Error(`no sea distance ${departureId}–${arrivalId}`);
    mainKm = km;
  } else
    mainKm =
      model.railKm(departureId, arrivalId) ??
      greatCircleKm(departure, arrival) * model.circuity.rail.factor;
  leg('pickup', 'road', how.pickup, warehouse, departure, road(warehouse, departure));
  leg('main', how.main, how.factor, departure, arrival, mainKm);
  leg('delivery', 'road', how.delivery, arrival, destination, road(arrival, destination));
  return legs;
}

/**
 * A shipment's emissions on a channel: mass in grams (the actual gross weight, not the chargeable
 * weight) over the chain from `origin` to the zone's city, or to the Amazon centre.
 */
export function offerEmissions(
  model: EmissionsModel,
  channel: Pick<Channel, 'code'>,
  origin: string,
  zoneId: string,
  destination: Destination,
  massG: number,
): OfferEmissions {
  const tonnes = massG / 1_000_000;
  const key = `${channel.code}|${origin}|${zoneId}|${destination.fbaCode ?? ''}`;
  let chain = model.chains.get(key);
  if (!chain) {
    chain = chainFor(model, channel, origin, zoneId, destination.fbaCode);
    model.chains.set(key, chain);
  }
  let exactKg = 0;
  const legs = chain.map((l): EmissionLeg => {
    const co2eKg = tonnes * l.km * model.factor(l.factor).wtw;
    exactKg += co2eKg;
    return {
      stage: l.stage,
      mode: l.mode,
      factor: l.factor,
      from: l.from,
      to: l.to,
      km: l.km,
      co2eKg,
    };
  });
  return { co2eKg: roundSignificant(exactKg), exactKg, legs };
}

/** Fastest first: the earliest possible arrival, then the lower price (as the results page sorts). */
export function byTransit(
  a: { transitDays: [number, number]; totalFen: number },
  b: { transitDays: [number, number]; totalFen: number },
) {
  return a.transitDays[0] - b.transitDays[0] || a.totalFen - b.totalFen;
}

type Comparable = {
  channel: string;
  transitDays: [number, number];
  totalFen: number;
  emissions: OfferEmissions;
};

export type EmissionsComparison = {
  fastest: string;
  lowest: string;
  /** kg CO₂e saved by the lowest-emission offer, two significant figures, and in % of the fastest's. */
  savedKg: number;
  savedPercent: number;
  /** Days more, from the ranges' lower and upper bounds (may be 0 or negative). */
  extraDays: [number, number];
  /** The lowest-emission offer's price minus the fastest's, in fen (negative: it is cheaper). */
  priceDifferenceFen: number;
};

/**
 * Choosing the lowest-emission offer instead of the fastest: what it saves, for how many days
 * more and at what difference in price. Nothing when one offer is both (or there are none).
 */
export function compareEmissions(offers: Comparable[]): EmissionsComparison | undefined {
  const fastest = [...offers].sort(byTransit)[0];
  const lowest = [...offers].sort(
    (a, b) => a.emissions.exactKg - b.emissions.exactKg || byTransit(a, b),
  )[0];
  if (!fastest || !lowest || fastest === lowest) return undefined;
  const saved = fastest.emissions.exactKg - lowest.emissions.exactKg;
  if (saved <= 0) return undefined;
  return {
    fastest: fastest.channel,
    lowest: lowest.channel,
    savedKg: roundSignificant(saved),
    savedPercent: Math.round((saved / fastest.emissions.exactKg) * 100),
    extraDays: [
      lowest.transitDays[0] - fastest.transitDays[0],
      lowest.transitDays[1] - fastest.transitDays[1],
    ],
    priceDifferenceFen: lowest.totalFen - fastest.totalFen,
  };
}

/**
 * Problems in the emissions data against the channels that use it: every channel, origin and zone
 * a channel serves must have its chain (points, hubs, distances) and every factor it names.
 */
export function checkEmissionsData(
  model: EmissionsModel,
  channels: Channel[],
  fbaCodes: string[],
  file: string,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [i, p] of model.points.entries()) {
    if (seen.has(p.id)) problems.push(`${file}, field points.${i}.id: duplicate point ${p.id}`);
    seen.add(p.id);
  }
  for (const [i, f] of model.factors.entries())
    if (Math.abs(f.ttw + f.wtt - f.wtw) > 0.00002)
      problems.push(`${file}, field factors.${i}.wtw: ${f.wtw} is not ttw + wtt`);
  for (const [i, d] of [...model.seaDistances, ...model.railDistances].entries())
    for (const end of [d.from, d.to])
      if (!seen.has(end)) problems.push(`${file}: distance ${i + 1} names unknown point ${end}`);
  for (const [kind, map] of [
    ['origins', model.origins],
    ['zones', model.zones],
  ] as const)
    for (const [code, hubs] of Object.entries(map))
      for (const [field, id] of Object.entries(hubs) as [string, string | undefined][])
        if (id && !seen.has(id))
          problems.push(`${file}, field ${kind}.${code}.${field}: unknown point ${id}`);
  for (const code of fbaCodes)
    if (!seen.has(code))
      problems.push(`${file}, field points: no point for fulfilment centre ${code}`);
  for (const channel of channels) {
    const how = model.channels[channel.code];
    if (!how) {
      problems.push(
        `${file}, field channels.${channel.code}: channel ${channel.code} has no chain`,
      );
      continue;
    }
    for (const field of ['factor', 'pickup', 'delivery'] as const)
      if (!model.factors.some((f) => f.id === how[field]))
        problems.push(
          `${file}, field channels.${channel.code}.${field}: unknown factor ${how[field]}`,
        );
    for (const origin of channel.origins)
      for (const zone of channel.zones)
        try {
          chainFor(model, channel, origin, zone.id, undefined);
        } catch (error) {
          problems.push(
            `${file}: ${channel.code} from ${origin} to ${zone.id}: ${(error as Error).message}`,
          );
        }
  }
  return problems;
}
