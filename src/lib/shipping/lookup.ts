import { quote, type QuoteResult, type Shipment } from './quote';
import {
  fieldErrors,
  quoteRequestSchema,
  routeQuerySchema,
  toRouteQuery,
  toShipment,
  type FieldError,
} from './request';
import { searchRoutes, type RouteQuery, type RouteResult } from './routes';
import type { RateCard } from './schema';

/**
 * The two tools as their callers use them: the API routes and the results pages each read a
 * request their own way (JSON body, query string), call one of these, and only format what it
 * answers differently (JSON, or the form with its offers or lanes).
 */

/** What to correct: message keys of the InputErrors namespace, by field. */
type LookupFailure = { ok: false; errors: FieldError[] };

type PriceLookup = { ok: true; shipment: Shipment; result: QuoteResult } | LookupFailure;

type RouteLookup = { ok: true; query: RouteQuery; result: RouteResult } | LookupFailure;

/**
 * The price lookup: a request as sent (unknown fields refused), validated, checked against the
 * network (origin, destination, carton count), and quoted with the rates in force on `today`.
 */
export function lookupPrices(request: unknown, card: RateCard, today: Date): PriceLookup {
  const parsed = quoteRequestSchema.safeParse(request);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const checked = toShipment(parsed.data, card.locations);
  if (!checked.ok) return checked;
  return { ...checked, result: quote(checked.shipment, card, today) };
}

/**
 * The route lookup: a query (from, to, mode; unknown fields refused), validated, checked against
 * the network, and answered with the lanes and their next departures after `now`.
 */
export function lookupRoutes(request: unknown, card: RateCard, now: Date): RouteLookup {
  const parsed = routeQuerySchema.safeParse(request);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const checked = toRouteQuery(parsed.data, card.locations);
  if (!checked.ok) return checked;
  return { ...checked, result: searchRoutes(checked.query, card, now) };
}
