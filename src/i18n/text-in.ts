import { routing, type Locale } from './routing';

/**
 * A text written in each language, some maybe empty (an article's or an opening's title): the
 * one in `locale`, else the first language's that has one; '' when none has.
 */
export function textIn(locale: Locale, texts: Record<Locale, string | null | undefined>): string {
  return texts[locale] || routing.locales.map((l) => texts[l]).find(Boolean) || '';
}
