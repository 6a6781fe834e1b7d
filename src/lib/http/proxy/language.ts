import { NextResponse, type NextRequest } from 'next/server';
import { isbot } from 'isbot';
import { isLocale, LOCALE_COOKIE, localeCookie, routing, type Locale } from '@/i18n/routing';
import { languageSwitchedTo } from '@/i18n/language-switch';
import { preferredLocale } from '@/i18n/accept-language';
import type { ProxyRequest, ProxyStep } from './step';

/**
 * The visitor's language where the address names none: the remembered choice, else the
 * browser's preference. Bots always get the default so that crawlers index `/` as English.
 */
export function visitorLocale(request: NextRequest): Locale {
  const remembered = request.cookies.get(LOCALE_COOKIE.name)?.value;
  if (isLocale(remembered)) return remembered;
  if (isbot(request.headers.get('user-agent'))) return routing.defaultLocale;
  return (
    preferredLocale(request.headers.get('accept-language'), routing.locales) ??
    routing.defaultLocale
  );
}

/** The default locale has no prefix: /en/... is a permanent alias of /... . */
export const defaultLocaleAlias: ProxyStep = ({ request, pathname }) => {
  if (pathname !== '/en' && !pathname.startsWith('/en/')) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = pathname.slice('/en'.length) || '/';
  return NextResponse.redirect(url, 308);
};

/** Only the bare root is redirected by language; deep links never are. */
export const rootLanguage: ProxyStep = ({ request, pathname }) => {
  if (pathname !== '/') return undefined;
  const locale = visitorLocale(request);
  if (locale === routing.defaultLocale) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}`;
  const response = NextResponse.redirect(url, 307);
  response.headers.set('Vary', 'Accept-Language, Cookie');
  return response;
};

/**
 * The language switcher followed before the page hydrated (its click handler, which remembers
 * the choice, had not run yet): remembered here instead, on the page's response.
 */
export function rememberSwitch({ request, locale }: ProxyRequest, response: NextResponse) {
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
