import { apiLocale, invalidRequest, ok } from '@/lib/api/responses';
import { searchParamRecord } from '@/lib/http/search-params';
import { lookupRoutes } from '@/lib/shipping/lookup';
import { card } from '@/lib/shipping/rate-card';

export const dynamic = 'force-dynamic';

/** GET /api/routes?from=&to=&mode=: the lanes to a destination with their next departures. */
export function GET(request: Request): Response {
  const input = searchParamRecord(new URL(request.url).searchParams);
  const locale = apiLocale(request, input.locale);

  const lookup = lookupRoutes(input, card, new Date());
  if (!lookup.ok) return invalidRequest(locale, lookup.errors);
  return ok(lookup.result);
}
