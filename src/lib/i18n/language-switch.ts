import { splitLocale, type Locale } from '@/i18n/routing';

/**
 * The language a page request switches the visitor to, or null: `target` when the visitor
 * followed a link on this site from a page in the other language. The language switcher is the
 * site's only such link. Once the page has hydrated, the switcher remembers the choice itself
 * and navigates without requesting a page; before that it is a plain link, and this lets the
 * proxy remember the choice instead.
 *
 * Counted: a navigation the visitor made (Sec-Fetch-Mode navigate, Sec-Fetch-User ?1) from this
 * site (Sec-Fetch-Site same-origin and a Referer of this origin) whose Referer is in another
 * language. Not counted: typed addresses and bookmarks (no Referer), links from other sites,
 * requests a script makes, and a choice already remembered.
 */
export function languageSwitchedTo(
  headers: Headers,
  origin: string,
  target: Locale,
  remembered: string | undefined,
): Locale | null {
  if (headers.get('sec-fetch-mode') !== 'navigate') return null;
  if (headers.get('sec-fetch-user') !== '?1') return null;
  if (headers.get('sec-fetch-site') !== 'same-origin') return null;
  if (remembered === target) return null;
  let from: URL;
  try {
    from = new URL(headers.get('referer') ?? '');
  } catch {
    return null;
  }
  if (from.origin !== origin) return null;
  return splitLocale(from.pathname).locale === target ? null : target;
}
