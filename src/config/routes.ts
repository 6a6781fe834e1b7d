import type { Locale } from '@/i18n/routing';
import { findArticle, publishedArticles } from '@/lib/news/catalog';
import { parseListQuery } from '@/lib/news/listing';
import { articleIdOf, listViewRoute } from '@/lib/news/paths';
import { pageIds, pages } from './pages';

const staticPaths = new Set<string>(pageIds.map((id) => pages[id].path));

/**
 * Whether an unprefixed path is a page of the site in a language: a registered page, or an
 * article published in that language (not a draft, not one written only in the other
 * language). The proxy answers every other path with the localized 404 page, server-rendered
 * with the status 404.
 */
export function isKnownPath(path: string, locale: Locale): boolean {
  if (staticPaths.has(path)) return true;
  const id = articleIdOf(path);
  return id !== undefined && findArticle(locale, id) !== undefined;
}

/** The route that renders the 404 page; the proxy rewrites unknown paths to it. */
export const NOT_FOUND_ROUTE = '/page-not-found';

/** Request header through which the proxy tells the 404 page which address was asked for. */
export const REQUESTED_PATH_HEADER = 'x-requested-path';

/**
 * Tool pages whose query string holds a search: the bare page is prerendered; with a query the
 * proxy renders the internal results route instead (server-side, so it works without JavaScript
 * and the URL can be shared). The results routes are not public addresses themselves.
 */
export const resultRoutes: Record<string, string> = {
  '/query-route': '/query-route/results',
  '/query-price': '/query-price/results',
  '/join-us': '/join-us/results',
};

/**
 * The news list with `?category=` or `?page=`: the internal, prerendered route of that view;
 * 'not-found' for a category without articles or a page past the end; undefined when the query
 * names no view (the prerendered first page answers).
 */
export function newsListRoute(
  path: string,
  query: URLSearchParams,
  locale: Locale,
): string | 'not-found' | undefined {
  if (path !== pages.newsServices.path) return undefined;
  const view = parseListQuery(query, publishedArticles(locale));
  if (view === 'invalid') return 'not-found';
  return view && listViewRoute(view);
}
