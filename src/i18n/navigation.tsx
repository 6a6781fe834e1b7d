'use client';

import { createContext, use, type ComponentProps, type ReactNode } from 'react';
import NextLink from 'next/link';
import { usePathname as useNextPathname } from 'next/navigation';
import type { Messages } from 'next-intl';
import { localizedPath, routing, type Locale } from './routing';

/**
 * What client components need of the language: the locale and the few catalogue namespaces a
 * client component reads as plain strings. Our own context rather than next-intl's client
 * provider, whose hooks bring the ICU message formatter (12 KB gzip) into every page's first
 * load. A client component that formats messages gets them compiled on the server instead
 * (src/lib/i18n/compiled-messages.ts).
 */
type ClientI18n = { locale: Locale; messages: Pick<Messages, 'Error'> };

const I18nContext = createContext<ClientI18n | null>(null);

export function I18nProvider({ children, ...value }: ClientI18n & { children: ReactNode }) {
  return <I18nContext value={value}>{children}</I18nContext>;
}

function useI18n(): ClientI18n {
  const value = use(I18nContext);
  if (!value) throw new Error('I18nProvider is missing above this component');
  return value;
}

export function useLocale(): Locale {
  return useI18n().locale;
}

export function useMessages(): ClientI18n['messages'] {
  return useI18n().messages;
}

/**
 * '/zh/abort' → '/abort': the page's path without its language prefix. Unlike the proxy's
 * splitLocale, it also strips '/en': prerendering renders English pages at that internal route.
 */
function unprefixed(pathname: string): string {
  for (const locale of routing.locales) {
    if (pathname === `/${locale}`) return '/';
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname;
}

/** The current page's path without its language prefix, as links and the nav compare it. */
export function usePathname(): string {
  return unprefixed(useNextPathname() ?? '/');
}

/** Prefixes the path part of a href ('/about#contact', '/?x=1') for a locale. */
function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  return localizedPath(path, locale) + rest;
}

type Href = string | { pathname: string; query?: Record<string, string | undefined> };

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** A path of the site without language prefix ('/about'), or one with a query. */
  href: Href;
  /** The language to link to; the current one when omitted. */
  locale?: Locale;
};

/** next/link for a site path, in the current language unless `locale` says another. */
export function Link({ href, locale, ...props }: LinkProps) {
  const current = useLocale();
  const target = locale ?? current;
  const localized =
    typeof href === 'string'
      ? localizeHref(href, target)
      : {
          pathname: localizeHref(href.pathname, target),
          query: Object.fromEntries(
            Object.entries(href.query ?? {}).filter(
              (entry): entry is [string, string] => entry[1] !== undefined,
            ),
          ),
        };
  // A page in another language has another root layout, so the router loads it as a whole new
  // document: there is nothing to prefetch (Next answers such a prefetch with a 404).
  const prefetch = target === current ? props.prefetch : false;
  return <NextLink href={localized} {...props} prefetch={prefetch} />;
}
