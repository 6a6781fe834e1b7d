import { siteConfig } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { crossSiteRefusal } from '@/lib/http/proxy/posts';
import { isSameOriginPost } from '@/lib/http/same-origin';

/**
 * The console's downloads that record an audit entry (the enquiries' and the audit log's CSV, a
 * résumé) are a form's POST, never a GET: a link, an image or a redirect from another site could
 * make a signed-in browser fetch a GET (SameSite=Lax cookies go with a top-level navigation).
 * Next checks the origin of Server Actions, not of route handlers, so each route refuses here,
 * after the guard and before it reads or records anything, a post whose Origin is not this site
 * (isSameOriginPost) with 403. GET answers 405 (the routes export only POST). The page's form
 * works without JavaScript: the file is the post's answer.
 */
export function refuseCrossSiteDownload(request: Request, locale: Locale): Response | undefined {
  return isSameOriginPost(request.headers, siteConfig.appUrl)
    ? undefined
    : crossSiteRefusal(locale);
}

/** A CSV download's answer: `<name>-<UTC date>.csv`, never kept by a cache. */
export function csvDownload(csv: string, name: string, now: Date): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
