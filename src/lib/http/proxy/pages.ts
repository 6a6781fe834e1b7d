import { NextResponse } from 'next/server';
import { localizedPath, routing } from '@/i18n/routing';
import {
  BOOKING_LINK_PARAM,
  BOOKING_PAGE_PATH,
  isAccountPath,
  isConsolePath,
  isPagePath,
  isRetiredBookingPath,
  resultsRoute,
} from '@/config/routes';
import { searchParam } from '@/lib/http/search-params';
import { articleAddress, newsListRoute } from '@/lib/news/addresses';
import { canonicalSearch, proxyBudget, writeBudget } from '@/lib/tracking/page-request';
import { MISSING_FILE_HEADER } from '../../../../server/static-files.mjs';
import { bookingLinkState } from './booking';
import { renewSessionCookie } from './console-session';
import { visitorLocale } from './language';
import { formPostStatus, isRead } from './posts';
import { gone, notFound, type ProxyRequest, type ProxyStep } from './step';

/**
 * A file the site does not have (the server marks it, server/file-index.mjs): the localized 404
 * page, in the address's language or else the visitor's, instead of Next's bare one.
 */
export const missingFile: ProxyStep = ({ request, pathname, locale, path }) => {
  if (!request.headers.has(MISSING_FILE_HEADER)) return undefined;
  return notFound(request, path === pathname ? visitorLocale(request) : locale, pathname);
};

/**
 * Unknown addresses get the localized 404 page, rendered on the server with status 404. The
 * console's addresses are its pages' to answer (an unknown section is their 404). An article's
 * old address redirects permanently to its current one in the same language; an unpublished
 * article's address answers 410 Gone, so that search engines drop it. A booking page's link
 * (`/booking?k=…`) is known while it opens a booking, answered 410 once expired (the page then
 * offers a fresh one), and 404 otherwise; a link of the retired form `/booking/<secret>` leads
 * to the page that mails a fresh one.
 */
export const unknownAddress: ProxyStep = async ({ request, pathname, locale, path }) => {
  if (path === BOOKING_PAGE_PATH && isRead(request.method)) {
    const secret = searchParam(request.nextUrl.searchParams, BOOKING_LINK_PARAM);
    const link = secret === undefined ? 'open' : await bookingLinkState(secret);
    if (link === 'none') return notFound(request, locale, pathname);
    if (link === 'expired')
      return privatePage(
        NextResponse.rewrite(new URL(`/${locale}${path}${request.nextUrl.search}`, request.url), {
          status: 410,
        }),
      );
    return undefined;
  }
  if (isPagePath(path) || isConsolePath(path) || isAccountPath(path)) return undefined;
  if (isRetiredBookingPath(path))
    return NextResponse.redirect(
      new URL(localizedPath(BOOKING_PAGE_PATH, locale), request.url),
      308,
    );
  const article = await articleAddress(path, locale);
  if (article === 'live') return undefined;
  if (article === 'gone') return gone(request, locale);
  if (article) {
    const url = new URL(localizedPath(article.moved, locale), request.url);
    url.search = request.nextUrl.search;
    return NextResponse.redirect(url, 308);
  }
  return notFound(request, locale, pathname);
};

/**
 * The console's pages are one staff member's: never kept by a browser's or proxy's cache, never
 * indexed (their metadata says so too, and robots.txt disallows them); viewing one keeps the
 * session's cookie as long as the session (console-session.ts). A booking page is one
 * customer's: not kept by any cache nor indexed either.
 */
export async function pageView(req: ProxyRequest): Promise<NextResponse> {
  const response = await knownPageView(req);
  if (isConsolePath(req.path)) {
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    renewSessionCookie(req.request, response);
  } else if (req.path === BOOKING_PAGE_PATH || isAccountPath(req.path)) privatePage(response);
  return response;
}

/** A booking page and the account's are one customer's: kept by no cache, indexed by none. */
function privatePage(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}

/** A known page: the view its query asks for, with the status the form's post needs. */
async function knownPageView({ request, locale, path }: ProxyRequest): Promise<NextResponse> {
  const { search } = request.nextUrl;
  // The news list with a category or page shows that view (prerendered); one that does not
  // exist is a 404 like any unknown address.
  const newsList = await newsListRoute(path, request.nextUrl.searchParams, locale);
  if (newsList === 'not-found')
    return notFound(request, locale, `${request.nextUrl.pathname}${search}`);
  if (newsList) return NextResponse.rewrite(new URL(`/${locale}${newsList}${search}`, request.url));

  const status = await formPostStatus(request, path);

  // Tracking numbers as the text area sent them go to their shared address, ?numbers=A,B.
  const numbers = path === '/query-route' ? request.nextUrl.searchParams.getAll('numbers') : [];
  const canonical = numbers.length > 0 ? canonicalSearch(numbers) : undefined;
  if (canonical) {
    const url = request.nextUrl.clone();
    url.search = canonical;
    return NextResponse.redirect(url, 303);
  }

  // A tool page with a query shows its results, rendered for this query.
  const results = search.length > 1 && resultsRoute(path, search);
  if (results) {
    const budget =
      numbers.length > 0 ? await proxyBudget(request.method, request.headers, numbers) : undefined;
    const headers = new Headers(request.headers);
    writeBudget(headers, budget);
    // Over the lookup budget a page load is answered 429 with the page's message.
    const response = NextResponse.rewrite(new URL(`/${locale}${results}${search}`, request.url), {
      status: budget?.kind === 'limited' ? 429 : status,
      request: { headers },
    });
    if (budget?.kind === 'limited')
      response.headers.set('Retry-After', String(budget.retryAfterSeconds));
    return response;
  }
  // Every page is rendered under its language's segment (app/[locale]). The default language's
  // addresses have no prefix: they are rewritten to it, as is a page answered with a status.
  // (next-intl's middleware rewrote them before, at several times the cost per request.)
  if (status || locale === routing.defaultLocale) {
    const route = path === '/' ? `/${locale}` : `/${locale}${path}`;
    return NextResponse.rewrite(new URL(route + search, request.url), { status });
  }
  return NextResponse.next();
}
