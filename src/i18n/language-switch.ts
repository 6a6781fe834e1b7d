import { splitLocale, type Locale } from '@/i18n/routing';
import { listViewPathOf } from '@/lib/news/paths';

/**
 * The route parameters that say which public address a rewritten view has: a news list view's
 * (`filter`, `page`) and a search's (`search`, the public query '?…'; src/config/routes.ts).
 */
export type ViewParams = { filter?: string; page?: string; search?: string };

/**
 * Where the language switcher leads from a page (unprefixed; the link adds the other language):
 * the same view, query included. `path` is the page's path as the router knows it, `params` its
 * route parameters: a rewritten view knows its public address from them, in the HTML rendered on
 * the server as in the browser. A page the other language lacks (`unavailable`: an article
 * written in one language) leads to `fallback` instead.
 */
export function switchTarget(
  path: string,
  params: ViewParams,
  unavailable: readonly string[],
  fallback: string,
): string {
  if (unavailable.includes(path)) return fallback;
  return listViewPathOf(params) ?? path + publicSearch(params.search ?? '');
}

/**
 * The public query of a results view from its route parameter `search`. Next gives it as the
 * route's URL writes it, percent-encoded ('%3Fto%3DONT8'), or already decoded but for reserved
 * characters (a list's commas as %2C); commas are written as such, as the tracking list's shared
 * address does (?numbers=A,B).
 */
export function publicSearch(search: string): string {
  return (search.startsWith('?') ? search : decodeURIComponent(search)).replace(/%2C/gi, ',');
}

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
