import { pageIds, pages } from './pages';

const staticPaths = new Set<string>(pageIds.map((id) => pages[id].path));

/**
 * Whether an unprefixed path is a page of the site. The proxy answers every other path with the
 * localized 404 page, server-rendered with the status 404. Article ids join this with the news.
 */
export function isKnownPath(path: string): boolean {
  return staticPaths.has(path);
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
