import { z } from 'zod';
import type { EmissionsModel } from './emissions';

/** The data files under data/shipping/, as the engine reads them. Money is integer fen (CNY/100). */

const localized = z.object({ en: z.string().min(1), zh: z.string().min(1) });
const code = z.string().regex(/^[A-Z0-9-]{2,20}$/);
const fen = z.number().int().min(0);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const isoDate = z.iso.date();

export const modes = [
  'express',
  'air',
  'ecommerce',
  'fastBoat',
  'sea',
  'lcl',
  'rail',
  'truck',
] as const;
export const goodsTypes = ['general', 'battery', 'magnetic', 'liquid', 'textile'] as const;
export type Mode = (typeof modes)[number];
export type GoodsType = (typeof goodsTypes)[number];

export const locationsSchema = z.object({
  origins: z.array(z.object({ code, name: localized })).min(1),
  countries: z.array(z.object({ code: z.string().regex(/^[A-Z]{2}$/), name: localized })).min(1),
  fbaCenters: z
    .array(
      z.object({
        code: z.string().regex(/^[A-Z]{3}\d$/),
        city: localized,
        region: z.string().min(1),
        postcode: z.string().min(3).max(10),
        country: z.string().regex(/^[A-Z]{2}$/),
      }),
    )
    .min(1),
  /**
   * Our own places that tracking events name (warehouses, airports, ports, rail stations, border
   * crossings), in both languages: an event whose location is one of them reads in the reader's.
   */
  places: z
    .array(
      z.object({
        kind: z.enum(['warehouse', 'airport', 'port', 'station', 'border']),
        name: localized,
      }),
    )
    .default([]),
});

/** A postcode range on the first digits of a postcode, inclusive: ['006', '009']. */
const prefixRange = z.tuple([z.string().regex(/^\d{1,5}$/), z.string().regex(/^\d{1,5}$/)]);

const zone = z.object({
  id: code,
  country: z.string().regex(/^[A-Z]{2}$/),
  /** Postcode ranges of the zone; none means the whole country. */
  postcodes: z.array(prefixRange).default([]),
  /** Transit days to this zone when they differ from the channel's. */
  transitDays: z.tuple([z.number().int().positive(), z.number().int().positive()]).optional(),
});

const weightBreak = z.object({
  /** The break applies from this chargeable quantity (kg, or m³ for LCL) upwards. */
  from: z.number().min(0),
  /** Price per kg (or per m³), in fen. */
  price: fen.positive(),
});

export const channelSchema = z.object({
  code,
  name: localized,
  mode: z.enum(modes),
  origins: z.array(code).min(1),
  zones: z.array(zone).min(1),
  /** Only Amazon fulfilment centres (destination given as an FBA code). */
  fbaOnly: z.boolean().default(false),
  unit: z.enum(['kg', 'm3']),
  /** Volumetric weight: L×W×H (cm) ÷ divisor, or m³ × kgPerM3 (sea per kg). */
  volumetric: z.union([
    z.object({ divisor: z.number().int().positive() }),
    z.object({ kgPerM3: z.number().int().positive() }),
  ]),
  /** Chargeable quantity is rounded up to this step (kg, or m³ for LCL). */
  roundingStep: z.number().positive(),
  /**
   * Where actual and volumetric weight are compared and rounded: per carton then summed
   * (air, express, parcel lines), or once on the shipment's totals (sea, rail and truck).
   */
  basis: z.enum(['carton', 'shipment']).default('carton'),
  minimum: z.object({
    perCarton: z.number().min(0).default(0),
    perShipment: z.number().min(0).default(0),
  }),
  /** Weight breaks per zone, lowest first. */
  rates: z.record(z.string(), z.array(weightBreak).min(1)),
  fuelSurchargePercent: z.number().min(0).max(100),
  /** Accepted goods types and their surcharge per kg (or per m³), in fen; absent types are refused. */
  goods: z.partialRecord(z.enum(goodsTypes), fen),
  cartons: z.object({
    maxWeightKg: z.number().positive(),
    maxLongestCm: z.number().positive(),
    /** Longest + 2 × (width + height) limit, when the line has one. */
    maxGirthCm: z.number().positive().optional(),
    /** Sum of the three sides limit (parcel lines). */
    maxSumCm: z.number().positive().optional(),
    overweight: z.object({ overKg: z.number().positive(), fee: fen }).optional(),
    oversize: z
      .object({
        longestCm: z.number().positive(),
        secondCm: z.number().positive(),
        girthCm: z.number().positive(),
        fee: fen,
      })
      .optional(),
  }),
  remoteArea: z.object({ postcodes: z.array(prefixRange), feePerCarton: fen }).optional(),
  unservedPostcodes: z.array(prefixRange).default([]),
  transitDays: z.tuple([z.number().int().positive(), z.number().int().positive()]),
  /** Departure weekdays, 0 = Sunday … 6 = Saturday (China time). */
  departureWeekdays: z.array(z.number().int().min(0).max(6)).min(1),
  /** Goods must reach our warehouse this many days before departure, by cutoffTime. */
  cutoffDaysBefore: z.number().int().min(0).max(7),
  cutoffTime: hhmm,
});

export const channelsSchema = z.array(channelSchema).min(1);

export const rateCardSchema = z.object({
  effectiveDate: isoDate,
  expiryDate: isoDate,
  /** A quote stays valid this many days, never beyond the card's expiry. */
  quoteValidityDays: z.number().int().positive(),
  currency: z.literal('CNY'),
  exchangeRate: z.object({ cnyPerUsd: z.number().positive(), date: isoDate }),
});

export type Locations = z.infer<typeof locationsSchema>;
export type Channel = z.infer<typeof channelSchema>;
export type Zone = z.infer<typeof zone>;
export type RateCardMeta = z.infer<typeof rateCardSchema>;
export type RateCard = RateCardMeta & {
  channels: Channel[];
  locations: Locations;
  emissions: EmissionsModel;
};

/** data/shipping/emissions.json: the factors, places and distances of the emissions estimate. */
const source = z.string().min(10);
const pointId = z.string().regex(/^[A-Z0-9-]{3,12}$/);
const factorId = z.string().regex(/^[a-zA-Z]{2,30}$/);
const factorValue = z.number().positive().max(10);
const legMode = z.enum(['road', 'air', 'sea', 'rail']);

export const emissionsDataSchema = z.object({
  method: z.object({
    standard: z.string().min(1),
    scope: z.literal('well-to-wheel'),
    version: z.string().min(1),
  }),
  factorSet: z.object({
    title: z.string().min(1),
    year: z.number().int().min(2000),
    version: z.string().min(1),
    edition: z.string().min(1),
    published: z.string().regex(/^\d{4}-\d{2}$/),
    publisher: localized,
    sheets: z.array(z.string().min(1)).min(1),
    licence: z.string().min(1),
    attribution: z.string().min(1),
    url: z.url(),
  }),
  /** kg CO₂e per tonne-km: tank-to-wheel, well-to-tank and their sum, each row with its source. */
  factors: z
    .array(
      z.object({
        id: factorId,
        row: z.string().min(1),
        ttw: factorValue,
        wtt: factorValue,
        wtw: factorValue,
        source,
      }),
    )
    .min(1),
  /** Road or rail distance = great-circle distance × factor, where no distance is kept. */
  circuity: z.object({
    road: z.object({ factor: z.number().min(1).max(2), source }),
    rail: z.object({ factor: z.number().min(1).max(2), source }),
  }),
  pointsSource: source,
  points: z
    .array(
      z.object({
        id: pointId,
        kind: z.enum(['warehouse', 'airport', 'port', 'station', 'city', 'fbaCenter']),
        name: localized,
        lat: z.number().min(-90).max(90),
        lon: z.number().min(-180).max(180),
      }),
    )
    .min(1),
  seaDistances: z.array(
    z.object({ from: pointId, to: pointId, km: z.number().int().positive(), source }),
  ),
  railDistances: z.array(
    z.object({ from: pointId, to: pointId, km: z.number().int().positive(), source }),
  ),
  /** Each origin's warehouse and the hubs its goods leave from. */
  origins: z.record(
    z.string(),
    z.object({
      warehouse: pointId,
      airport: pointId.optional(),
      port: pointId.optional(),
      railhead: pointId.optional(),
    }),
  ),
  /** Each zone's representative city and the hubs goods arrive at. */
  zones: z.record(
    z.string(),
    z.object({
      city: pointId,
      airport: pointId.optional(),
      port: pointId.optional(),
      railhead: pointId.optional(),
    }),
  ),
  /** How each channel moves goods: its main leg's mode and factor, and its road legs' factors. */
  channels: z.record(
    z.string(),
    z.object({
      main: legMode,
      factor: factorId,
      pickup: factorId,
      delivery: factorId,
      /** Why this factor row (the ship's size class) for this lane. */
      why: localized.optional(),
    }),
  ),
});

export type EmissionsData = z.infer<typeof emissionsDataSchema>;
export type LegMode = z.infer<typeof legMode>;
