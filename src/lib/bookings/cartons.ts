import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';
import { readPriceSearch } from '@/lib/shipping/price-search';
import { card } from '@/lib/shipping/rate-card';
import { quoteRequestSchema, toShipment } from '@/lib/shipping/request';

/**
 * Each carton's gross weight in kg from the quote's carton lines, when the booking has as many
 * cartons as the quote (a corrected count leaves the labels without weights).
 */
export function cartonWeights(quote: QuoteSnapshot, cartons: number): number[] | null {
  if (cartons !== quote.cartonCount) return null;
  const search = readPriceSearch(new URLSearchParams(quote.query));
  const request = quoteRequestSchema.safeParse(search.input);
  if (!request.success) return null;
  const shipment = toShipment(request.data, card.locations);
  if (!shipment.ok) return null;
  const weights = shipment.shipment.cartons.flatMap((c) =>
    Array.from({ length: c.quantity }, () => Math.round(c.weightG / 10) / 100),
  );
  return weights.length === cartons ? weights : null;
}
