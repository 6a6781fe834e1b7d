import type { Channel } from './schema';
import { ceilDiv } from './units';

/** A line of identical cartons, in millimetres and grams. */
export type Carton = {
  quantity: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  weightG: number;
};

const volumeMm3 = (c: Carton) => c.lengthMm * c.widthMm * c.heightMm;

/**
 * Chargeable grams of a volume and weight on a per-kg channel: the greater of actual and
 * volumetric weight (mm³ ÷ divisor, or mm³ × kg per m³ ÷ 10⁶), rounded up to the channel's step.
 */
function chargeableGrams(channel: Channel, volume: number, weightG: number): number {
  const stepG = Math.round(channel.roundingStep * 1000);
  const v = channel.volumetric;
  const volumetricSteps =
    'divisor' in v
      ? ceilDiv(volume, v.divisor * stepG)
      : ceilDiv(volume * v.kgPerM3, 1_000_000 * stepG);
  return Math.max(volumetricSteps, ceilDiv(weightG, stepG)) * stepG;
}

/** One carton's chargeable grams, at least the channel's per-carton minimum. */
export function cartonChargeableGrams(channel: Channel, carton: Carton): number {
  const grams = chargeableGrams(channel, volumeMm3(carton), carton.weightG);
  return Math.max(grams, Math.round(channel.minimum.perCarton * 1000));
}

/**
 * What the shipment is charged on, at least the per-shipment minimum:
 * - per-kg channels, in grams: each carton rounded and summed (basis 'carton'), or the
 *   shipment's total volume against its total weight, rounded once (basis 'shipment');
 * - LCL, in hundredths of a m³: "weight or measure", the greater of the volume and the weight
 *   at the channel's kg per m³.
 */
export function chargeableFor(channel: Channel, cartons: Carton[]): number {
  const volume = cartons.reduce((sum, c) => sum + volumeMm3(c) * c.quantity, 0);
  const grams = cartons.reduce((sum, c) => sum + c.weightG * c.quantity, 0);
  if (channel.unit === 'kg') {
    const total =
      channel.basis === 'carton'
        ? cartons.reduce((sum, c) => sum + cartonChargeableGrams(channel, c) * c.quantity, 0)
        : chargeableGrams(channel, volume, grams);
    return Math.max(total, Math.round(channel.minimum.perShipment * 1000));
  }
  const kgPerM3 = 'kgPerM3' in channel.volumetric ? channel.volumetric.kgPerM3 : 1000;
  const step = Math.round(channel.roundingStep * 100); // in hundredths of a m³
  // 0.01 m³ = 10⁷ mm³; by weight, 0.01 m³ per (kg per m³ × 10) grams.
  const byVolume = ceilDiv(volume, 10_000_000 * step);
  const byWeight = ceilDiv(grams, kgPerM3 * 10 * step);
  return Math.max(
    Math.max(byVolume, byWeight) * step,
    Math.round(channel.minimum.perShipment * 100),
  );
}
