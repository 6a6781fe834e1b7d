import type { Locations } from './schema';

/** A place's name in both languages: one of our origin cities or our own places. */
export type NamedPlace = { en: string; zh: string };

/**
 * How a name is compared: trimmed, case and the apostrophe's form (’ or ') ignored, runs of
 * spaces as one. Systems type "Shenzhen Bao'an International Airport", the file writes ’.
 */
export function placeKey(name: string): string {
  return name.trim().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').toLowerCase();
}

/** Every name (either language) of our origin cities and places, by its key. */
export function placesByName(locations: Locations): Map<string, NamedPlace> {
  const byName = new Map<string, NamedPlace>();
  const named = [...locations.origins.map((o) => o.name), ...locations.places.map((p) => p.name)];
  for (const name of named) {
    byName.set(placeKey(name.en), name);
    byName.set(placeKey(name.zh), name);
  }
  return byName;
}
