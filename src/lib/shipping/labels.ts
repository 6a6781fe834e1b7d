import type { Locale } from '@/i18n/routing';
import type { Destination } from './destination';
import type { Locations } from './schema';

export function originName(locations: Locations, code: string, locale: Locale): string {
  return locations.origins.find((o) => o.code === code)?.name[locale] ?? code;
}

/** "ONT8 (United States)" / " ONT8（美国）", or the country's name; `fallback` when unknown. */
export function destinationLabel(
  locations: Locations,
  destination: Destination | undefined,
  locale: Locale,
  fallback = '',
): string {
  const country = locations.countries.find((c) => c.code === destination?.country)?.name[locale];
  if (!destination?.fbaCode) return country ?? destination?.country ?? fallback;
  // Chinese sets a Latin code off with a space and uses full-width brackets.
  return locale === 'zh'
    ? ` ${destination.fbaCode}（${country}）`
    : `${destination.fbaCode} (${country})`;
}
