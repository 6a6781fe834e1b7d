import type { Formats } from 'next-intl';
import { localeTags, type Locale } from './routing';

/** The console's clock: staff read every time in Beijing time, wherever they are. */
const BEIJING = 'Asia/Shanghai';

/**
 * Named formats for next-intl's formatter (getFormatter / useFormatter), the same in every
 * language; Intl supplies each language's words and punctuation.
 */
export const formats = {
  dateTime: {
    // An instant in Beijing time on a 24-hour clock: "Nov 26, 2026, 14:05" / "2026年11月26日 14:05".
    beijing: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: BEIJING },
    // With its seconds (the audit log): "Nov 26, 2026, 14:05:09".
    beijingSeconds: {
      dateStyle: 'medium',
      timeStyle: 'medium',
      hourCycle: 'h23',
      timeZone: BEIJING,
    },
    // Its day only: "Nov 26, 2026" / "2026年11月26日".
    beijingDay: { dateStyle: 'medium', timeZone: BEIJING },
  },
  list: {
    // "A, B, C" / "A、B、C": a plain enumeration, without "and" / "和" before the last item.
    enumeration: { type: 'conjunction', style: 'narrow' },
  },
} satisfies Formats;

/** Formats 'YYYY-MM-DD' calendar dates (no time zone shift) in a locale. */
export function isoDateFormatter(locale: Locale, options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(localeTags[locale].lang, { ...options, timeZone: 'UTC' });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
}

/** Amounts in fen (CNY) and in US cents, as the price lookup and quote requests show them. */
export function moneyFormatters(locale: Locale) {
  const cny = new Intl.NumberFormat(localeTags[locale].lang, {
    style: 'currency',
    currency: 'CNY',
  });
  const usd = new Intl.NumberFormat(localeTags[locale].lang, {
    style: 'currency',
    currency: 'USD',
  });
  const compactCny = new Intl.NumberFormat(localeTags[locale].lang, {
    style: 'currency',
    currency: 'CNY',
    notation: 'compact',
  });
  return {
    fen: (fen: number) => cny.format(fen / 100),
    /** Short, for a chart's axis: "CN¥2K" / "¥2000". */
    compactFen: (fen: number) => compactCny.format(fen / 100),
    cents: (cents: number) => usd.format(cents / 100),
  };
}

/**
 * kg CO₂e as the site shows them: two significant figures (no false precision), grouped for the
 * locale: 280 → "280", 9.2775 → "9.3", 1234 → "1,200".
 */
export function co2eFormatter(locale: Locale) {
  const format = new Intl.NumberFormat(localeTags[locale].lang, { maximumSignificantDigits: 2 });
  return (kg: number) => format.format(kg);
}
