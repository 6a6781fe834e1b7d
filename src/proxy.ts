import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isbot } from 'isbot';
import { isLocale, LOCALE_COOKIE, routing, type Locale } from '@/i18n/routing';
import { preferredLocale } from '@/lib/i18n/accept-language';
import {
  isKnownPath,
  newsListRoute,
  NOT_FOUND_ROUTE,
  REQUESTED_PATH_HEADER,
  resultRoutes,
} from '@/config/routes';

const handleI18nRouting = createMiddleware(routing);

/**
 * Which language a visitor arriving at the bare root should see: the remembered choice, else
 * the browser's preference. Bots always get the default so that crawlers index `/` as English.
 */
function rootLocale(request: NextRequest): Locale {
  const remembered = request.cookies.get(LOCALE_COOKIE.name)?.value;
  if (isLocale(remembered)) return remembered;
  if (isbot(request.headers.get('user-agent'))) return routing.defaultLocale;
  return (
    preferredLocale(request.headers.get('accept-language'), routing.locales) ??
    routing.defaultLocale
  );
}

/** The locale a path is in and the path without its locale prefix. */
function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of routing.locales) {
    if (locale === routing.defaultLocale) continue;
    if (pathname === `/${locale}`) return { locale, path: '/' };
    if (pathname.startsWith(`/${locale}/`))
      return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: routing.defaultLocale, path: pathname };
}

/**
 * A form posted without JavaScript is answered by the page that renders the Server Action's
 * result, always with 200. The proxy gives an application over the rate limit its 429 instead
 * (the action refuses it and the page says when to try again).
 */
async function applicationStatus(request: NextRequest, path: string): Promise<number | undefined> {
  if (request.method !== 'POST' || path !== '/join-us' || request.headers.has('next-action'))
    return undefined;
  try {
    const [{ getDb }, { clientKeyOf, isRateLimited }, { clientAddress }] = await Promise.all([
      import('@/lib/db'),
      import('@/lib/careers/store'),
      import('@/lib/careers/client-address'),
    ]);
    const { db } = await getDb();
    const key = clientKeyOf(clientAddress(request.headers));
    return (await isRateLimited(db, key, new Date())) ? 429 : undefined;
  } catch {
    return undefined;
  }
}

/** The localized 404 page, rendered on the server for the requested address, with status 404. */
function notFound(request: NextRequest, locale: Locale, requested: string) {
  const headers = new Headers(request.headers);
  headers.set(REQUESTED_PATH_HEADER, requested);
  return NextResponse.rewrite(new URL(`/${locale}${NOT_FOUND_ROUTE}`, request.url), {
    status: 404,
    request: { headers },
  });
}

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  // The default locale has no prefix: /en/... is a permanent alias of /... .
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice('/en'.length) || '/';
    return NextResponse.redirect(url, 308);
  }

  // Only the bare root is redirected by language; deep links never are.
  if (pathname === '/') {
    const locale = rootLocale(request);
    if (locale !== routing.defaultLocale) {
      const url = request.nextUrl.clone();
      url.pathname = `/${locale}`;
      const response = NextResponse.redirect(url, 307);
      response.headers.set('Vary', 'Accept-Language, Cookie');
      return response;
    }
  }

  // Unknown addresses get the localized 404 page, rendered on the server with status 404.
  const { locale, path } = splitLocale(pathname);
  if (!isKnownPath(path, locale)) return notFound(request, locale, pathname);

  // The news list with a category or page shows that view (prerendered); one that does not
  // exist is a 404 like any unknown address.
  const newsList = newsListRoute(path, request.nextUrl.searchParams, locale);
  if (newsList === 'not-found')
    return notFound(request, locale, `${pathname}${request.nextUrl.search}`);
  if (newsList)
    return NextResponse.rewrite(
      new URL(`/${locale}${newsList}${request.nextUrl.search}`, request.url),
    );

  const status = await applicationStatus(request, path);

  // A tool page with a query shows its results, rendered for this query.
  const results = resultRoutes[path];
  if (results && request.nextUrl.search.length > 1) {
    return NextResponse.rewrite(
      new URL(`/${locale}${results}${request.nextUrl.search}`, request.url),
      { status },
    );
  }
  if (status) {
    return NextResponse.rewrite(
      new URL(`/${locale}${path}${request.nextUrl.search}`, request.url),
      { status },
    );
  }

  return handleI18nRouting(request);
}

export const config = {
  // Everything but API routes, Next internals and static files (which Next answers itself).
  matcher:
    '/((?!api/|_next/|_vercel|__nextjs|.*\\.(?:png|jpe?g|webp|avif|gif|svg|ico|txt|xml|json|webmanifest|woff2?|css|js|map)$).*)',
};
