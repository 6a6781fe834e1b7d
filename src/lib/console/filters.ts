import type { z } from 'zod';
import { searchParam, type SearchParams } from '@/lib/http/search-params';
import { addDays } from '@/lib/shipping/calendar';
import { localizedPath, type Locale } from '@/i18n/routing';

/**
 * A console list's filters (enquiries, bookings), read once from the query string by the list's
 * schema: a value that is not one of ours (an unknown status, a date that is no date) is left out
 * rather than refused, so the list still opens; `ignored` names those parameters for the page to
 * say so. `filterQuery` gives them back as query parameters (the next page's and the export's
 * addresses).
 */
export function readListFilters<Shape extends Record<string, z.ZodType<string>>>(
  shape: Shape,
  query: SearchParams,
): {
  filters: Partial<{ [K in keyof Shape]: z.output<Shape[K]> }>;
  ignored: (keyof Shape & string)[];
} {
  const filters: Record<string, string> = {};
  const ignored: (keyof Shape & string)[] = [];
  for (const key of Object.keys(shape) as (keyof Shape & string)[]) {
    const value = searchParam(query, key);
    if (value === undefined) continue;
    const parsed = shape[key]!.safeParse(value);
    if (parsed.success) filters[key] = parsed.data;
    else ignored.push(key);
  }
  return { filters: filters as Partial<{ [K in keyof Shape]: z.output<Shape[K]> }>, ignored };
}

/** The filters as query parameters again, in the schema's order. */
export function filterQuery(
  keys: readonly string[],
  filters: Partial<Record<string, string>>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) if (filters[key]) params.set(key, filters[key]);
  return params;
}

const beijingStart = (date: string) => new Date(`${date}T00:00:00+08:00`).toISOString();

/**
 * The UTC bounds of the Beijing dates `from` to `to` (whole days, both given ones included):
 * created at or after `since`, before `until`.
 */
export function beijingDays(from?: string, to?: string): { since?: string; until?: string } {
  return {
    since: from ? beijingStart(from) : undefined,
    until: to ? beijingStart(addDays(to, 1)) : undefined,
  };
}

/**
 * A filtered list's addresses: the list with its filters (and `after`, for the next page), and
 * its CSV export's, localized (a form's action is not localized by the Link component).
 */
export function listAddresses(path: string, locale: Locale, kept: URLSearchParams) {
  return {
    address: (extra: Record<string, string> = {}) => {
      const search = new URLSearchParams([...kept, ...Object.entries(extra)]).toString();
      return search ? `${path}?${search}` : path;
    },
    exportHref: `${localizedPath(`${path}/export`, locale)}${kept.size ? `?${kept}` : ''}`,
  };
}
