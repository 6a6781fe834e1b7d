import type { Locale } from '@/i18n/routing';
import { destinationLabel, originName, type FbaLabel } from '@/lib/shipping/labels';
import { resolveDestination } from '@/lib/shipping/destination';
import type { RateCard } from '@/lib/shipping/schema';

/**
 * A shipment's origin or destination as the visitor's language names it: one of our cities
 * (SZX), a country (DE) or a fulfilment centre (ONT8) of the rate card; any other place as the
 * company's systems wrote it.
 */
export function placeLabel(
  card: RateCard,
  place: string,
  locale: Locale,
  fbaLabel: FbaLabel,
): string {
  const origin = card.locations.origins.find((o) => o.code === place.toUpperCase());
  if (origin) return originName(card.locations, origin.code, locale);
  const destination = resolveDestination(place, card.locations);
  return destination?.postcode && !destination.fbaCode
    ? place
    : destinationLabel(card.locations, destination, locale, fbaLabel, place);
}

/** The channel's name for a rate-card code (BW-EXP-US), else the service as it was sent. */
export function serviceLabel(card: RateCard, service: string, locale: Locale): string {
  return card.channels.find((c) => c.code === service)?.name[locale] ?? service;
}
