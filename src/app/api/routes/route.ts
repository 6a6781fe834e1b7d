import { apiLocale, invalidRequest, ok } from '@/lib/api/responses';
import { lookupRoutes } from '@/lib/shipping/lookup';
import { card } from '@/lib/shipping/rate-card';

export const dynamic = 'force-dynamic';

/** GET /api/routes?from=&to=&mode=: the lanes to a destination with their next departures. */
export function GET(request: Request): Response {
  const params = new URL(request.url).searchParams;
  const input: Record<string, string> = {};
  for (const key of new Set(params.keys())) input[key] = params.get(key) ?? '';
  // An empty query parameter means "not given".
  for (const [key, value] of Object.entries(input))
    if (value.trim() === '' && key !== 'to') delete input[key];
  const locale = apiLocale(request, input.locale);

  const lookup = lookupRoutes(input, card, new Date());
  if (!lookup.ok) return invalidRequest(locale, lookup.errors);
  return ok(lookup.result);
}
