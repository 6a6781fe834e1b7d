import type { Locale } from '@/i18n/routing';
import type { Destination } from './destination';
import type { Locations } from './schema';

export function originName(locations: Locations, code: string, locale: Locale): string {
  return locations.origins.find((o) => o.code === code)?.name[locale] ?? code;
}

/** Writes an FBA code with its country: the Common.fbaDestination message. */
export type FbaLabel = (values: { code: string; country: string }) => string;

/**
 * "ONT8 (United States)" / " ONT8（美国）" through `fbaLabel`, or the country's name; `fallback`
 * when unknown.
 */
export function destinationLabel(
  locations: Locations,
  destination: Destination | undefined,
  locale: Locale,
  fbaLabel: FbaLabel,
  fallback = '',
): string {
  const country = locations.countries.find((c) => c.code === destination?.country)?.name[locale];
  if (!destination?.fbaCode) return country ?? destination?.country ?? fallback;
  return fbaLabel({ code: destination.fbaCode, country: country ?? '' });
}
