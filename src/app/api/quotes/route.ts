import {
  apiLocale,
  crossOriginRefusal,
  invalidRequest,
  ok,
  unreadableBody,
} from '@/lib/api/responses';
import { MAX_BODY_BYTES, readJsonBody } from '@/lib/api/json-body';
import { quote } from '@/lib/shipping/quote';
import { card } from '@/lib/shipping/rate-card';
import { fieldErrors, quoteRequestSchema, toShipment } from '@/lib/shipping/request';

export const dynamic = 'force-dynamic';

/** POST /api/quotes: offers for a shipment, cheapest first, and the lines that refuse it. */
export async function POST(request: Request): Promise<Response> {
  const refused = crossOriginRefusal(request, apiLocale(request));
  if (refused) return refused;
  const body = await readJsonBody(request);
  if (!body.ok) return unreadableBody(apiLocale(request), body.status, MAX_BODY_BYTES);
  const explicitLocale = (body.value as { locale?: unknown } | null)?.locale;
  const locale = apiLocale(request, explicitLocale);

  const parsed = quoteRequestSchema.safeParse(body.value);
  if (!parsed.success) return invalidRequest(locale, fieldErrors(parsed.error));
  const shipment = toShipment(parsed.data, card.locations);
  if (!shipment.ok) return invalidRequest(locale, shipment.errors);

  const result = quote(shipment.shipment, card, new Date());
  return ok({
    destination: shipment.destination,
    currency: card.currency,
    exchangeRate: card.exchangeRate,
    ...result,
  });
}
