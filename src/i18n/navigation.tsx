'use client';

import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { useParams, usePathname as useRouterPathname } from 'next/navigation';
import { asLocale, localizedPath, type Locale } from './routing';

// These hooks read the router, not next-intl's client provider: public pages carry no provider
// (and none of next-intl's browser code) unless a form on them needs its messages.

/** The page's language: the [locale] route parameter (the default outside both languages). */
export function useLocale(): Locale {
  return asLocale(useParams<{ locale?: string }>()?.locale ?? '');
}

/**
 * The current page's path without its language prefix ('/zh/abort' → '/abort'), as links and
 * the nav compare it; also without the '/en' of the internal route English pages are
 * prerendered at.
 */
export function usePathname(): string {
  const prefix = `/${useLocale()}`;
  const path = useRouterPathname() ?? '/';
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
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

/**
 * next/link for a site path, in the current language unless `locale` says another. Not
 * next-intl's createNavigation Link: that one always prefixes a link to another language, so
 * the switcher would lead to '/en/…', a redirect, where this leads straight to '/…'.
 */
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
