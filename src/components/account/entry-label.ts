import type { Locale } from '@/i18n/routing';
import type { AddressEntry } from '@/lib/accounts/saved';
import { card } from '@/lib/shipping/rate-card';

/** An address-book entry in one line: the centre's code and city, or the address. */
export function entryLabel(entry: AddressEntry, locale: Locale): string {
  if (entry.kind === 'fba') {
    const centre = card.locations.fbaCenters.find((fc) => fc.code === entry.fbaCode);
    return centre ? `${entry.fbaCode} · ${centre.city[locale]}` : entry.fbaCode;
  }
  const country =
    card.locations.countries.find((c) => c.code === entry.country)?.name[locale] ?? entry.country;
  return `${entry.name}, ${entry.street}, ${entry.postcode} ${entry.city}, ${country}`;
}
