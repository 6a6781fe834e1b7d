import { createTranslator, hasLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';
import { preferredLocale } from '@/i18n/accept-language';
import type { FieldError } from '@/lib/shipping/request';
import { isCrossOrigin } from '@/lib/http/same-origin';
import { catalogues } from '@/i18n/catalogues';

/** The language of an API answer: an explicit `locale`, else Accept-Language, else English. */
export function apiLocale(request: Request, explicit?: unknown): Locale {
  if (hasLocale(routing.locales, explicit)) return explicit;
  return (
    preferredLocale(request.headers.get('accept-language'), routing.locales) ??
    routing.defaultLocale
  );
}

function translator(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale], namespace: 'InputErrors' });
}

const noStore = { 'Cache-Control': 'no-store' };

/** 400 with every field to correct, in the request's language. */
export function invalidRequest(locale: Locale, errors: FieldError[]): Response {
  return Response.json(
    {
      error: 'invalid_request',
      message: translator(locale)('invalidRequest'),
      fields: describeErrors(locale, errors),
    },
    { status: 400, headers: noStore },
  );
}

/** Field errors with their messages in a language (the APIs' answers, the CLI's report). */
export function describeErrors(
  locale: Locale,
  errors: FieldError[],
): { path: string; code: string; message: string }[] {
  const t = translator(locale);
  return errors.map((e) => ({
    path: e.path,
    code: e.key,
    message: t(e.key as Parameters<typeof t>[0], e.params as Record<string, string | number>),
  }));
}

/** 413 or 415 for a body the API will not read. */
export function unreadableBody(locale: Locale, status: 413 | 415, maxBytes: number): Response {
  const t = translator(locale);
  const body =
    status === 413
      ? { error: 'body_too_large', message: t('bodyTooLarge', { max: maxBytes / 1024 }) }
      : { error: 'not_json', message: t('notJson') };
  return Response.json(body, { status, headers: noStore });
}

export function ok(body: unknown): Response {
  return Response.json(body, { headers: noStore });
}

/**
 * 403 for a POST a browser sent from another site (its Origin is not this host). Requests
 * without an Origin (curl, servers) are not browsers acting for a visitor and are served.
 */
export function crossOriginRefusal(request: Request, locale: Locale): Response | null {
  if (!isCrossOrigin(request.headers)) return null;
  const t = translator(locale);
  return Response.json(
    { error: 'cross_origin', message: t('crossOrigin') },
    { status: 403, headers: noStore },
  );
}

/**
 * 401 for a request without a valid API token, with the WWW-Authenticate challenge of RFC 6750
 * (`invalid_token` when one was sent but is wrong or revoked).
 */
export function unauthorized(locale: Locale, realm: string, tokenSent: boolean): Response {
  const t = translator(locale);
  const challenge = `Bearer realm="${realm}"${tokenSent ? ', error="invalid_token"' : ''}`;
  return Response.json(
    { error: tokenSent ? 'invalid_token' : 'unauthorized', message: t('unauthorized') },
    { status: 401, headers: { ...noStore, 'WWW-Authenticate': challenge } },
  );
}

/** 429 with Retry-After for a client over a rate limit. */
export function rateLimited(locale: Locale, retryAfterSeconds: number): Response {
  const t = translator(locale);
  return Response.json(
    { error: 'rate_limited', message: t('rateLimited', { seconds: retryAfterSeconds }) },
    { status: 429, headers: { ...noStore, 'Retry-After': String(retryAfterSeconds) } },
  );
}

/** 503 when the database cannot be reached: nothing was looked up or stored. */
export function unavailable(locale: Locale): Response {
  const t = translator(locale);
  return Response.json(
    { error: 'unavailable', message: t('unavailable') },
    { status: 503, headers: { ...noStore, 'Retry-After': '30' } },
  );
}
