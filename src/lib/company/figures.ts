import { largeUnit } from '@/i18n/large-numbers';
import type { Locale } from '@/i18n/routing';
import { company } from './index';

export type FigureKey = keyof typeof company.figures;

/**
 * The arguments of the Figures.number message, which writes a company figure as a big number
 * ("420,000" / "42 万", "2.1 million" / "210 万"): the figure, whether and how it is counted in
 * the language's large unit, and whether it is a floor (brands), which carries a "+".
 */
export function figureArguments(key: FigureKey, locale: Locale) {
  const value = company.figures[key];
  const unit = largeUnit[locale];
  return {
    value,
    large: String(value >= unit.from),
    scaled: value / unit.size,
    floor: String(key === 'brands'),
  };
}
