import type { Formats } from 'next-intl';
import { localeTags, type Locale } from './routing';

/**
 * Named formats for next-intl's formatter (getFormatter / useFormatter), the same in every
 * language; Intl supplies each language's words and punctuation.
 */
export const formats = {
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
  return {
    fen: (fen: number) => cny.format(fen / 100),
    cents: (cents: number) => usd.format(cents / 100),
  };
}

/** An instant in Beijing time (the console's clock, whatever the staff member's own), in a locale. */
export function beijingTimeFormatter(locale: Locale) {
  const format = new Intl.DateTimeFormat(localeTags[locale].lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  });
  return (iso: string) => format.format(new Date(iso));
}
