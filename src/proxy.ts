import { NextResponse, type NextRequest } from 'next/server';
import { splitLocale } from '@/i18n/routing';
import { crossSite, nextInternals, pageMethods } from '@/lib/http/proxy/posts';
import { defaultLocaleAlias, rememberSwitch, rootLanguage } from '@/lib/http/proxy/language';
import { missingFile, pageView, unknownAddress } from '@/lib/http/proxy/pages';
import type { ProxyStep } from '@/lib/http/proxy/step';

/**
 * The proxy's jobs, in order: the first step with a response answers. Refusals first (Next's
 * files take no body, methods and bodies of page posts, posts from other sites), then the
 * addresses (the /en alias, the root's language, missing files and unknown addresses get the
 * localized 404 page), then the view a known page shows.
 */
const steps: ProxyStep[] = [
  nextInternals,
  pageMethods,
  crossSite,
  defaultLocaleAlias,
  rootLanguage,
  missingFile,
  unknownAddress,
];

export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const req = { request, pathname, ...splitLocale(pathname) };
  for (const step of steps) {
    const response = await step(req);
    if (response) return response;
  }
  return rememberSwitch(req, await pageView(req));
}

export const config = {
  // Everything but API routes, health checks, Next internals and files (which Next answers
  // itself; the extensions are server/static-files.mjs's FILE_EXTENSIONS, a unit test checks).
  matcher: [
    '/((?!api/|(?:healthz|readyz)$|_next/|_vercel|__nextjs|.*\\.(?:png|jpe?g|webp|avif|gif|svg|ico|txt|xml|json|webmanifest|woff2?|css|js|map)$).*)',
    // A file the site does not have, which the server marks (server/file-index.mjs): answered
    // with the localized 404 page.
    { source: '/:path*', has: [{ type: 'header', key: 'x-missing-file' }] },
    // Bodies sent to Next's own files (browsers only GET them, without a content type): refused
    // here, since Next would try to read them as a form and fail with a 500.
    { source: '/_next/static/:path*', has: [{ type: 'header', key: 'content-type' }] },
  ],
};
