import {
  apiLocale,
  crossOriginRefusal,
  invalidRequest,
  ok,
  unreadableBody,
} from '@/lib/api/responses';
import { MAX_BODY_BYTES, readJsonBody } from '@/lib/api/json-body';
import { laneOf } from '@/lib/numbers/lanes';
import { countLookup } from '@/lib/numbers/lookup-counts';
import { lookupPrices } from '@/lib/shipping/lookup';
import { card } from '@/lib/shipping/rate-card';

export const dynamic = 'force-dynamic';

/** POST /api/quotes: offers for a shipment, cheapest first, and the lines that refuse it. */
export async function POST(request: Request): Promise<Response> {
  const refused = crossOriginRefusal(request, apiLocale(request));
  if (refused) return refused;
  const body = await readJsonBody(request);
  if (!body.ok) return unreadableBody(apiLocale(request), body.status, MAX_BODY_BYTES);
  const explicitLocale = (body.value as { locale?: unknown } | null)?.locale;
  const locale = apiLocale(request, explicitLocale);

  const lookup = lookupPrices(body.value, card, new Date());
  if (!lookup.ok) return invalidRequest(locale, lookup.errors);
  countLookup(laneOf(lookup.shipment.origin, lookup.shipment.destination.country));
  return ok({
    destination: lookup.shipment.destination,
    currency: card.currency,
    exchangeRate: card.exchangeRate,
    ...lookup.result,
  });
}
