import type { Channel, Locations, Zone } from './schema';

/** Where a shipment goes: a country, optionally a postcode, or an Amazon fulfilment centre. */
export type Destination = { country: string; postcode?: string; fbaCode?: string };

/** Whether a postcode falls in an inclusive range of leading digits, e.g. ['006', '009']. */
export function inPrefixRange(postcode: string, [from, to]: [string, string]): boolean {
  const digits = postcode.replace(/\s|-/g, '');
  const head = digits.slice(0, from.length);
  if (!/^\d+$/.test(head) || head.length < from.length) return false;
  return Number(head) >= Number(from) && Number(head) <= Number(to);
}

export function inAnyRange(postcode: string | undefined, ranges: [string, string][]): boolean {
  return postcode !== undefined && ranges.some((range) => inPrefixRange(postcode, range));
}

/**
 * The zone of a channel a destination falls in. Without a postcode in a country the channel
 * zones by postcode, the dearest zone is used, so a quote is never lower than the invoice.
 */
export function zoneFor(channel: Channel, destination: Destination): Zone | undefined {
  const zones = channel.zones.filter((z) => z.country === destination.country);
  if (zones.length === 0) return undefined;
  if (destination.postcode !== undefined) {
    const match = zones.find(
      (z) => z.postcodes.length === 0 || inAnyRange(destination.postcode, z.postcodes),
    );
    if (match) return match;
  }
  const firstPrice = (z: Zone) => channel.rates[z.id]?.[0]?.price ?? 0;
  return [...zones].sort((a, b) => firstPrice(b) - firstPrice(a))[0];
}

/**
 * Reads what a visitor typed as a destination: an FBA code (ONT8), a country code or name
 * (US, Germany, 德国), a fulfilment centre's city (Dortmund, 多特蒙德), or a US ZIP code (90001).
 */
export function resolveDestination(input: string, locations: Locations): Destination | undefined {
  const text = input.trim();
  if (text === '') return undefined;
  const upper = text.toUpperCase();
  const fba = locations.fbaCenters.find((fc) => fc.code === upper);
  if (fba) return { country: fba.country, postcode: fba.postcode, fbaCode: fba.code };
  const lower = text.toLowerCase();
  const country = locations.countries.find(
    (c) => c.code === upper || c.name.en.toLowerCase() === lower || c.name.zh === text,
  );
  if (country) return { country: country.code };
  const city = locations.fbaCenters.find(
    (fc) => fc.city.en.toLowerCase() === lower || fc.city.zh === text,
  );
  if (city) return { country: city.country, postcode: city.postcode };
  if (/^\d{5}(-\d{4})?$/.test(text)) return { country: 'US', postcode: text.slice(0, 5) };
  return undefined;
}
