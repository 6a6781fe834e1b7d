import type { Formats } from 'next-intl';

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
