import type { Selectable } from 'kysely';
import type { Locale } from '@/i18n/routing';
import { fromJson } from '@/lib/db/json';
import type { TrackingEventsTable } from '@/lib/db/types';
import { card } from '@/lib/shipping/rate-card';
import { placeKey, placesByName } from '@/lib/shipping/places';
import { EVENT_CATALOGUE } from './catalogue';
import { textIn } from '@/i18n/text-in';

/**
 * What an event says, as stored: a catalogue code with its parameters, or a description sent
 * in both languages (`descriptionZh` set), or one sent as a single string (shown as sent).
 * `description` is always there: for a code, its English text when it was stored (what a
 * reader of the raw table, or a code since dropped from the catalogue, falls back to).
 */
export type EventWording = {
  code: string | null;
  params: Record<string, string> | null;
  description: string;
  descriptionZh: string | null;
};

/** A stored row's wording. */
export function storedWordingOf(
  row: Pick<Selectable<TrackingEventsTable>, 'code' | 'params' | 'description' | 'description_zh'>,
): EventWording {
  return {
    code: row.code,
    params: fromJson(row.params),
    description: row.description,
    descriptionZh: row.description_zh,
  };
}

const places = placesByName(card.locations);

/**
 * A place in the reader's language when it is one of ours (an origin city, warehouse, airport,
 * port, station or border crossing of data/shipping/locations.json, by its exact name in either
 * language); anything else as it was sent.
 */
export function placeName(name: string, locale: Locale): string {
  return places.get(placeKey(name))?.[locale] ?? name;
}

/** A catalogue text with its parameters filled in, each a place in the reader's language. */
export function fillText(text: string, params: Record<string, string>, locale: Locale): string {
  return text.replace(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : placeName(value, locale);
  });
}

/**
 * The ONE way an event's text is shown (tracking page, JSON lookup API, status mails, console):
 * its code's text in the locale with its parameters; else its description in the locale; else
 * the description as it was sent.
 */
export function eventText(event: EventWording, locale: Locale): string {
  const entry = event.code === null ? undefined : EVENT_CATALOGUE.get(event.code);
  if (entry) return fillText(entry.text[locale], event.params ?? {}, locale);
  return textIn(locale, { en: event.description, zh: event.descriptionZh });
}
