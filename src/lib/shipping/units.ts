/**
 * The engine works in integers only: millimetres, grams and fen (CNY/100). Visitors' figures
 * are converted once, here.
 */
export const MM_PER_INCH = 25.4;
export const G_PER_LB = 453.59237;

export type Units = 'metric' | 'imperial';

/** Centimetres (metric) or inches (imperial) to whole millimetres. */
export function toMillimetres(value: number, units: Units): number {
  return Math.round(units === 'metric' ? value * 10 : value * MM_PER_INCH);
}

/** Kilograms (metric) or pounds (imperial) to whole grams. */
export function toGrams(value: number, units: Units): number {
  return Math.round(units === 'metric' ? value * 1000 : value * G_PER_LB);
}

/** ⌈a / b⌉ for non-negative integers, exactly. */
export function ceilDiv(a: number, b: number): number {
  const q = Math.floor(a / b);
  return q * b < a ? q + 1 : q;
}

/** a × b / c rounded half up, for non-negative integers (money). */
export function mulDivRound(a: number, b: number, c: number): number {
  return Math.floor((a * b + Math.floor(c / 2)) / c);
}
