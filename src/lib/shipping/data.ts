import type { z } from 'zod';
import { placeKey } from './places';
import { checkEmissionsData, indexEmissions } from './emissions';
import {
  channelsSchema,
  emissionsDataSchema,
  locationsSchema,
  rateCardSchema,
  type RateCard,
} from './schema';

export const SHIPPING_FILES = {
  locations: 'data/shipping/locations.json',
  channels: 'data/shipping/channels.json',
  rateCard: 'data/shipping/rate-card.json',
  emissions: 'data/shipping/emissions.json',
} as const;

type Raw = { locations: unknown; channels: unknown; rateCard: unknown; emissions: unknown };

/** Problems found in the shipping data, each naming file, row and field. */
export class ShippingDataError extends Error {
  constructor(readonly problems: string[]) {
    super(`Shipping data is invalid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ShippingDataError';
  }
}

function describe(file: string, data: unknown, path: PropertyKey[]): string {
  if (path.length === 0) return file;
  const [first, ...rest] = path;
  if (typeof first === 'number' && Array.isArray(data)) {
    const row = data[first] as { code?: unknown } | undefined;
    const label = typeof row?.code === 'string' ? ` (${row.code})` : '';
    return `${file} row ${first + 1}${label}${rest.length ? `, field ${rest.map(String).join('.')}` : ''}`;
  }
  return `${file}, field ${path.map(String).join('.')}`;
}

function check<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  problems: string[],
): z.infer<S> | undefined {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    problems.push(`${describe(file, data, issue.path)}: ${issue.message}`);
  return undefined;
}

/** Validates the four shipping files and how they refer to each other; throws every problem at once. */
export function parseRateCard(raw: Raw): RateCard {
  const problems: string[] = [];
  const locations = check(locationsSchema, raw.locations, SHIPPING_FILES.locations, problems);
  const channels = check(channelsSchema, raw.channels, SHIPPING_FILES.channels, problems);
  const meta = check(rateCardSchema, raw.rateCard, SHIPPING_FILES.rateCard, problems);
  const emissionsData = check(
    emissionsDataSchema,
    raw.emissions,
    SHIPPING_FILES.emissions,
    problems,
  );
  const emissions = emissionsData && indexEmissions(emissionsData);
  if (emissions && locations && channels)
    problems.push(
      ...checkEmissionsData(
        emissions,
        channels,
        locations.fbaCenters.map((fc) => fc.code),
        SHIPPING_FILES.emissions,
      ),
    );

  if (locations && channels) {
    const origins = new Set(locations.origins.map((o) => o.code));
    const countries = new Set(locations.countries.map((c) => c.code));
    const seen = new Set<string>();
    channels.forEach((channel, i) => {
      const at = (field: string) =>
        `${SHIPPING_FILES.channels} row ${i + 1} (${channel.code}), field ${field}`;
      if (seen.has(channel.code)) problems.push(`${at('code')}: duplicate channel code`);
      seen.add(channel.code);
      channel.origins.forEach(
        (o, j) => origins.has(o) || problems.push(`${at(`origins.${j}`)}: unknown origin ${o}`),
      );
      channel.zones.forEach((zone, j) => {
        if (!countries.has(zone.country))
          problems.push(`${at(`zones.${j}.country`)}: unknown country ${zone.country}`);
        if (!channel.rates[zone.id])
          problems.push(`${at(`rates.${zone.id}`)}: zone ${zone.id} has no rates`);
        if (zone.transitDays && zone.transitDays[0] > zone.transitDays[1])
          problems.push(`${at(`zones.${j}.transitDays`)}: minimum above maximum`);
      });
      for (const [zoneId, breaks] of Object.entries(channel.rates)) {
        if (!channel.zones.some((z) => z.id === zoneId))
          problems.push(`${at(`rates.${zoneId}`)}: no such zone`);
        breaks.forEach((b, j) => {
          if (j > 0 && b.from <= breaks[j - 1]!.from)
            problems.push(`${at(`rates.${zoneId}.${j}.from`)}: breaks must rise`);
        });
      }
      if (channel.transitDays[0] > channel.transitDays[1])
        problems.push(`${at('transitDays')}: minimum above maximum`);
      if (channel.unit === 'm3' && !('kgPerM3' in channel.volumetric))
        problems.push(`${at('volumetric')}: an m3 channel needs kgPerM3`);
    });
    // A name must say which place it is: tracking events are matched to places by name.
    const names = new Set<string>();
    for (const [list, rows] of [
      ['origins', locations.origins],
      ['places', locations.places],
    ] as const)
      rows.forEach((row, i) => {
        for (const lang of ['en', 'zh'] as const) {
          const key = placeKey(row.name[lang]);
          if (names.has(key))
            problems.push(
              `${SHIPPING_FILES.locations}, field ${list}.${i}.name.${lang}: the name ${row.name[lang]} is taken`,
            );
          names.add(key);
        }
      });
    locations.fbaCenters.forEach((fc, i) => {
      if (!countries.has(fc.country))
        problems.push(
          `${SHIPPING_FILES.locations}, field fbaCenters.${i}.country: unknown country ${fc.country}`,
        );
    });
  }
  if (meta && meta.effectiveDate > meta.expiryDate)
    problems.push(`${SHIPPING_FILES.rateCard}, field expiryDate: before effectiveDate`);

  if (problems.length > 0 || !locations || !channels || !meta || !emissions)
    throw new ShippingDataError(problems);
  return { ...meta, channels, locations, emissions };
}
