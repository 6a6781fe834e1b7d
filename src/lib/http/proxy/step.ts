import { NextResponse, type NextRequest } from 'next/server';
import type { Locale } from '@/i18n/routing';
import { GONE_ROUTE, NOT_FOUND_ROUTE, REQUESTED_PATH_HEADER } from '@/config/routes';

/** A request as the proxy's steps see it: its path split into language and page path once. */
export type ProxyRequest = {
  request: NextRequest;
  /** The path as requested, with its language prefix. */
  pathname: string;
  locale: Locale;
  /** The path without its language prefix (the page's path in src/config/pages.ts). */
  path: string;
};

/** One job of the proxy: the response, or undefined to let the next step decide. */
export type ProxyStep = (
  req: ProxyRequest,
) => NextResponse | undefined | Promise<NextResponse | undefined>;

export function plainResponse(text: string, status: number, headers: Record<string, string> = {}) {
  return new NextResponse(text, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

/** The localized 404 page, rendered on the server for the requested address, with status 404. */
export function notFound(request: NextRequest, locale: Locale, requested: string) {
  const headers = new Headers(request.headers);
  headers.set(REQUESTED_PATH_HEADER, requested);
  return NextResponse.rewrite(new URL(`/${locale}${NOT_FOUND_ROUTE}`, request.url), {
    status: 404,
    request: { headers },
  });
}

/** The localized 410 page of a withdrawn article, rendered on the server with status 410. */
export function gone(request: NextRequest, locale: Locale) {
  return NextResponse.rewrite(new URL(`/${locale}${GONE_ROUTE}`, request.url), { status: 410 });
}
