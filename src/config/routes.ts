import { pageIds, pages, utilityPages } from './pages';

const pagePaths = new Set<string>([
  ...pageIds.map((id) => pages[id].path),
  ...Object.values(utilityPages).map((page) => page.path),
]);

/**
 * Whether an unprefixed path is a registered page (the same in both languages). Articles are the
 * news module's to know (`articleAddress` in src/lib/news/addresses.ts); the proxy answers every
 * other path with the localized 404 page, server-rendered with the status 404.
 */
export function isPagePath(path: string): boolean {
  return pagePaths.has(path);
}

/**
 * Whether an unprefixed path is the staff console's (/console and below): its pages are
 * rendered on every request for the signed-in staff member, and none is in the sitemap.
 */
export function isConsolePath(path: string): boolean {
  return path === '/console' || path.startsWith('/console/');
}

/**
 * Whether an unprefixed path is a shipper account's (/account and below): rendered per request
 * for the signed-in shipper, never kept nor indexed, none in the sitemap.
 */
export const ACCOUNT_PATH = '/account';

export function isAccountPath(path: string): boolean {
  return path === '/account' || path.startsWith('/account/');
}

/**
 * The booking page: `/booking?k=<link secret>` in either language (the secret in the query
 * string, which no log writes); without a secret, the form that mails a fresh link.
 */
export const BOOKING_PAGE_PATH = '/booking';
export const BOOKING_LINK_PARAM = 'k';

/**
 * Whether a path is a booking link of the form mailed before links moved their secret to the
 * query string (`/booking/<secret>`): such a link is retired, and leads to the fresh-link form.
 */
export const isRetiredBookingPath = (path: string): boolean => /^\/booking\/[^/]+\/?$/.test(path);

/** The route that renders the 404 page; the proxy rewrites unknown paths to it. */
export const NOT_FOUND_ROUTE = '/page-not-found';

/** The route that renders the 410 page; the proxy rewrites withdrawn articles' addresses to it. */
export const GONE_ROUTE = '/article-gone';

/** Request header through which the proxy tells the 404 page which address was asked for. */
export const REQUESTED_PATH_HEADER = 'x-requested-path';

/**
 * Tool pages whose query string holds a search: the bare page is prerendered; with a query the
 * proxy renders the internal results route instead (server-side, so it works without JavaScript
 * and the URL can be shared). The results routes are not public addresses themselves.
 */
const resultRoutes: Record<string, string> = {
  '/query-route': '/query-route/results',
  '/query-price': '/query-price/results',
  '/join-us': '/join-us/results',
  '/contact': '/contact/results',
};

/**
 * The internal route that renders a tool page's search (`search` as the URL writes it, '?…'), or
 * undefined for a page without results. Its last segment, the route parameter `search`, is that
 * query, so that the links around the results (the language switcher) can name the same view:
 * '/query-route', '?to=ONT8' → '/query-route/results/%3Fto%3DONT8'.
 */
export function resultsRoute(path: string, search: string): string | undefined {
  const route = resultRoutes[path];
  return route && `${route}/${encodeURIComponent(search)}`;
}
