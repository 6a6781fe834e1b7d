import type { Locale } from '@/i18n/routing';
import { company } from './index';

export type FigureKey = keyof typeof company.figures;

/**
 * A company figure as a big number: "420,000" / "42 万", "2.1 million" / "210 万"; brands
 * carry a "+" because the figure is a floor.
 */
export function formatFigure(key: FigureKey, locale: Locale): string {
  const value = company.figures[key];
  const plus = key === 'brands' ? '+' : '';
  if (locale === 'zh') {
    const text =
      value >= 10_000
        ? `${new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 1 }).format(value / 10_000)} 万`
        : String(value);
    return text + plus;
  }
  if (value >= 1_000_000) {
    return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value / 1_000_000)} million${plus}`;
  }
  return new Intl.NumberFormat('en-US').format(value) + plus;
}
