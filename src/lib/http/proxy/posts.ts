import { NextResponse, type NextRequest } from 'next/server';
import { CONSOLE_DOWNLOAD_FORM, formAt, type FormRoute } from '@/config/forms';
import { isConsoleDownload } from '@/lib/console/desks';
import type { Locale } from '@/i18n/routing';
import { isCrossOrigin } from '@/lib/http/same-origin';
import { plainResponse, type ProxyStep } from './step';

export const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The form a page's path posts: a desk's download, else the site's forms (src/config/forms.ts). */
export function postedForm(path: string): FormRoute | undefined {
  return isConsoleDownload(path) ? CONSOLE_DOWNLOAD_FORM : formAt(path);
}

/** Next's own files take no body (browsers only GET them). */
export const nextInternals: ProxyStep = ({ pathname, request }) => {
  if (!pathname.startsWith('/_next/')) return undefined;
  if (isRead(request.method)) return NextResponse.next();
  return plainResponse('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
};

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

/** Whether a state-changing request comes from a page of another site (its Origin says so). */
function fromAnotherSite(request: NextRequest): boolean {
  return !isRead(request.method) && isCrossOrigin(request.headers);
}

/**
 * Pages answer GET and HEAD; the pages with a form (src/config/forms.ts) also take its POST, up
 * to the form's body size.
 */
export const pageMethods: ProxyStep = async ({ request, path }) => {
  if (isRead(request.method)) return undefined;
  const form = postedForm(path);
  if (request.method !== 'POST' || !form)
    return plainResponse('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
  if (Number(request.headers.get('content-length') ?? 0) > form.bodyMax)
    return plainResponse('Payload Too Large', 413);
  if (!form.handler && !fromAnotherSite(request) && (await malformedPost(request)))
    return plainResponse('Bad Request', 400);
  return undefined;
};

const crossSiteMessage = {
  en: 'Forms of this site can only be sent from this site.',
  zh: '本网站的表单只能从本网站提交。',
} as const;

/** The 403 of a post from another site, in the page's language. */
export const crossSiteRefusal = (locale: Locale) => plainResponse(crossSiteMessage[locale], 403);

/** Server Actions and forms refuse posts from other sites (CSRF), with a 403, not a 500. */
export const crossSite: ProxyStep = ({ request, locale }) =>
  fromAnotherSite(request) ? crossSiteRefusal(locale) : undefined;

/**
 * A form posted without JavaScript is answered by the page that renders the Server Action's
 * result, always with 200. A post over its form's rate limit gets its 429 here instead (the
 * action refuses it and the page says when to try again).
 */
export async function formPostStatus(
  request: NextRequest,
  path: string,
): Promise<number | undefined> {
  const limitOf = postedForm(path)?.rateLimit;
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
