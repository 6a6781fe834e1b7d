import { co2eFormatter, moneyFormatters } from '@/i18n/formats';
import type { Locale } from '@/i18n/routing';
import type { Translate } from '@/lib/enquiries/quote-text';
import type { EmissionsComparison } from '@/lib/shipping/emissions';

type Named = { channel: string; name: Record<Locale, string> };

/** How much longer the lowest-emission offer takes, from the difference of the two ranges. */
function daysText(t: Translate, [lower, upper]: [number, number]): string {
  const least = Math.min(lower, upper);
  const most = Math.max(lower, upper);
  if (most <= 0) return t('Emissions.daysSame');
  if (least === most) return t('Emissions.daysMore', { count: most });
  if (least <= 0) return t('Emissions.daysUpTo', { max: most });
  return t('Emissions.daysRange', { min: least, max: most });
}

/**
 * The line beside the offers: choosing the lowest-emission offer instead of the fastest saves
 * X kg CO₂e (Y %) for Z days more and ¥W less or more (src/lib/shipping/emissions.ts decides).
 */
export function comparisonText(
  t: Translate,
  locale: Locale,
  comparison: EmissionsComparison,
  offers: Named[],
): string {
  const name = (code: string) => offers.find((o) => o.channel === code)?.name[locale] ?? code;
  const difference = comparison.priceDifferenceFen;
  const amount = moneyFormatters(locale).fen(Math.abs(difference));
  return t('Emissions.comparison', {
    lowest: name(comparison.lowest),
    fastest: name(comparison.fastest),
    kg: co2eFormatter(locale)(comparison.savedKg),
    percent: comparison.savedPercent,
    days: daysText(t, comparison.extraDays),
    price:
      difference < 0
        ? t('Emissions.priceLess', { amount })
        : difference > 0
          ? t('Emissions.priceMore', { amount })
          : t('Emissions.priceSame'),
  });
}
