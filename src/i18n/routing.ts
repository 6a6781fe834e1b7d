import { defineRouting } from 'next-intl/routing';

/** The one place that lists the site's languages (design.md: "one source for locales"). */
export const routing = defineRouting({
  locales: ['en', 'zh'],
  defaultLocale: 'en',
  // English is served without a prefix, Chinese under /zh.
  localePrefix: 'as-needed',
  // Redirects by browser language and the locale cookie follow our own rules in src/proxy.ts
  // (only the bare root path, never bots), so next-intl neither detects nor writes them.
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates are written into each page's <head>; no HTTP Link header needed.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];

/** BCP 47 language tags used for <html lang>, hreflang and Open Graph. */
export const localeTags: Record<Locale, { lang: string; ogLocale: string; name: string }> = {
  en: { lang: 'en-US', ogLocale: 'en_US', name: 'English' },
  zh: { lang: 'zh-CN', ogLocale: 'zh_CN', name: '中文' },
};

/** Cookie that remembers the visitor's chosen language (spec §9: key and lifetime). */
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const;

/** The cookie remembering `locale`, as the switcher writes it (document.cookie) and the proxy
 *  sends it (Set-Cookie). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE.name}=${locale}; Max-Age=${LOCALE_COOKIE.maxAgeSeconds}; Path=/; SameSite=Lax`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/** The public path of an unprefixed path in a locale: ('/abort', 'zh') → '/zh/abort'. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** '/zh/abort' → { locale: 'zh', path: '/abort' }: the locale of a public path and the path
 *  without its prefix (unprefixed paths are in the default locale). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of routing.locales) {
    if (locale === routing.defaultLocale) continue;
    if (pathname === `/${locale}`) return { locale, path: '/' };
    if (pathname.startsWith(`/${locale}/`))
      return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: routing.defaultLocale, path: pathname };
}

/** Narrows a route parameter already validated by the [locale] layout. */
export function asLocale(value: string): Locale {
  return isLocale(value) ? value : routing.defaultLocale;
}
