import type { Locale } from './routing';

/**
 * How each language writes a big number: from which size it counts in its large unit, and the
 * unit's size (millions in English, 万 in Chinese). The unit's word is in the messages
 * (Figures.number).
 */
export const largeUnit: Record<Locale, { from: number; size: number }> = {
  en: { from: 1_000_000, size: 1_000_000 },
  zh: { from: 10_000, size: 10_000 },
};
