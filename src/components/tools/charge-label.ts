import type { getTranslations } from 'next-intl/server';
import type { ChargeType } from '@/lib/shipping/quote';

type Translate = Awaited<ReturnType<typeof getTranslations<'PriceLookup'>>>;

/**
 * The name of a price line as the price lookup writes it ("Freight: 12.5 kg × ¥38.00/kg", "Fuel
 * surcharge 12%"), for the offers and for a quote request's summary alike.
 */
export function chargeLabel(
  t: Translate,
  type: ChargeType,
  freight: { quantity: string; unitPrice: string; fuelPercent: number },
): string {
  if (type === 'freight')
    return t('charge.freight', { quantity: freight.quantity, price: freight.unitPrice });
  if (type === 'fuel') return t('charge.fuel', { percent: freight.fuelPercent });
  return t(`charge.${type}`);
}
