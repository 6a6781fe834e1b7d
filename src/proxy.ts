import { NextResponse, type NextRequest } from 'next/server';
import { isbot } from 'isbot';
import { isCrossOrigin } from '@/lib/http/same-origin';
import type { RateLimit } from '@/lib/http/rate-limit';
import {
  isLocale,
  LOCALE_COOKIE,
  localeCookie,
  routing,
  splitLocale,
  type Locale,
} from '@/i18n/routing';
import { languageSwitchedTo } from '@/i18n/language-switch';
import { preferredLocale } from '@/i18n/accept-language';
import { isPagePath, NOT_FOUND_ROUTE, REQUESTED_PATH_HEADER, resultsRoute } from '@/config/routes';
import { isArticlePath, newsListRoute } from '@/lib/news/addresses';
import { canonicalSearch, proxyBudget, writeBudget } from '@/lib/tracking/page-request';

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

/** The rate limit each form's action consumes, by the form's path. */
const FORM_LIMITS: Record<string, () => Promise<RateLimit>> = {
  '/join-us': async () => (await import('@/lib/careers/store')).careersRateLimit(),
  '/contact': async () => (await import('@/lib/enquiries/store')).enquiryRateLimit(),
};

/**
 * A form posted without JavaScript is answered by the page that renders the Server Action's
 * result, always with 200. The proxy gives a post over its form's rate limit its 429 instead
 * (the action refuses it and the page says when to try again).
 */
async function formPostStatus(request: NextRequest, path: string): Promise<number | undefined> {
  const limitOf = FORM_LIMITS[path];
  if (request.method !== 'POST' || !limitOf || request.headers.has('next-action')) return undefined;
  try {
    const [{ getDb }, { rateLimitReached }, { clientAddress, clientKeyOf }, limit] =
      await Promise.all([
        import('@/lib/db'),
        import('@/lib/http/rate-limit'),
        import('@/lib/http/client-address'),
        limitOf(),
      ]);
    const { db } = await getDb();
    const key = clientKeyOf(clientAddress(request.headers));
    return (await rateLimitReached(db, limit, key, new Date())) ? 429 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The largest body a form's post may have: the join-us form carries a résumé (Next's Server
 * Action limit, next.config.ts, is set for it); the others are a few fields of text.
 */
const FORM_BODY_MAX: Record<string, number> = { '/join-us': 8 * 1024 * 1024 };
const SMALL_FORM_BODY_MAX = 64 * 1024;

function tooLarge(request: NextRequest, path: string): boolean {
  const length = Number(request.headers.get('content-length') ?? 0);
  return length > (FORM_BODY_MAX[path] ?? SMALL_FORM_BODY_MAX);
}

/** Whether a state-changing request comes from a page of another site (its Origin says so). */
function fromAnotherSite(request: NextRequest): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD' && isCrossOrigin(request.headers);
}

const crossSiteMessage = {
  en: 'Forms of this site can only be sent from this site.',
  zh: '本网站的表单只能从本网站提交。',
} as const;

/**
 * Pages answer GET and HEAD; the pages with a form also take its POST: join-us, the tracking
 * results (the status-update subscription), the tracking updates' confirm and stop page, and
 * the contact page (the enquiry form).
 */
const FORM_PATHS = new Set(['/join-us', '/query-route', '/tracking-email', '/contact']);
const ACTION_ID = /^[0-9a-f]{40,80}$/;

/**
 * A post Next.js could not make sense of answers 400 here, instead of failing inside Next with a
 * 500: a Server Action id that is not one, or a form body that does not parse.
 */
async function malformedPost(request: NextRequest): Promise<boolean> {
  const action = request.headers.get('next-action');
  if (action !== null) return !ACTION_ID.test(action);
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data;\s*boundary=|application\/x-www-form-urlencoded)/i.test(type))
    return true;
  try {
    const form = await request.clone().formData();
    return ![...form.keys()].some((key) => key.startsWith('$ACTION'));
  } catch {
    return true;
  }
}

function plainResponse(text: string, status: number, headers: Record<string, string> = {}) {
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

  if (pathname.startsWith('/_next/')) {
    if (request.method === 'GET' || request.method === 'HEAD') return NextResponse.next();
    return plainResponse('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
  }

  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const { path } = splitLocale(pathname);
    if (request.method !== 'POST' || !FORM_PATHS.has(path))
      return plainResponse('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    if (tooLarge(request, path)) return plainResponse('Payload Too Large', 413);
    if (!fromAnotherSite(request) && (await malformedPost(request)))
      return plainResponse('Bad Request', 400);
  }

  // Server Actions and forms refuse posts from other sites (CSRF), with a 403, not a 500.
  if (fromAnotherSite(request)) {
    return plainResponse(crossSiteMessage[splitLocale(pathname).locale], 403);
  }

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
  if (!isPagePath(path) && !isArticlePath(path, locale)) return notFound(request, locale, pathname);

  const response = await pageResponse(request, locale, path);
  // The language switcher followed before the page hydrated (its click handler, which remembers
  // the choice, had not run yet): remembered here instead.
  const switched = languageSwitchedTo(
    request.headers,
    request.nextUrl.origin,
    locale,
    request.cookies.get(LOCALE_COOKIE.name)?.value,
  );
  if (switched && response.status < 400)
    response.headers.append('Set-Cookie', localeCookie(switched));
  return response;
}

/** A known page: the view its query asks for, with the status the application form needs. */
async function pageResponse(request: NextRequest, locale: Locale, path: string) {
  // The news list with a category or page shows that view (prerendered); one that does not
  // exist is a 404 like any unknown address.
  const newsList = newsListRoute(path, request.nextUrl.searchParams, locale);
  if (newsList === 'not-found')
    return notFound(request, locale, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  if (newsList)
    return NextResponse.rewrite(
      new URL(`/${locale}${newsList}${request.nextUrl.search}`, request.url),
    );

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
  const { search } = request.nextUrl;
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

export const config = {
  // Everything but API routes, health checks, Next internals and static files (which Next
  // answers itself).
  matcher: [
    '/((?!api/|(?:healthz|readyz)$|_next/|_vercel|__nextjs|.*\\.(?:png|jpe?g|webp|avif|gif|svg|ico|txt|xml|json|webmanifest|woff2?|css|js|map)$).*)',
    // Bodies sent to Next's own files (browsers only GET them, without a content type): refused
    // here, since Next would try to read them as a form and fail with a 500.
    { source: '/_next/static/:path*', has: [{ type: 'header', key: 'content-type' }] },
  ],
};
