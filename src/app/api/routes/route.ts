import { apiLocale, invalidRequest, ok } from '@/lib/api/responses';
import { card } from '@/lib/shipping/rate-card';
import { fieldErrors, routeQuerySchema, toRouteQuery } from '@/lib/shipping/request';
import { searchRoutes } from '@/lib/shipping/routes';

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

  const parsed = routeQuerySchema.safeParse(input);
  if (!parsed.success) return invalidRequest(locale, fieldErrors(parsed.error));
  const query = toRouteQuery(parsed.data, card.locations);
  if (!query.ok) return invalidRequest(locale, query.errors);
  return ok(searchRoutes(query.query, card, new Date()));
}
