'use client';

import { useCallback, type ComponentProps } from 'react';
import { useParams, usePathname as useRouterPathname, useRouter } from 'next/navigation';
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

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path of the site without language prefix ('/about'), or one with a query. */
  href: Href;
  /** The language to link to; the current one when omitted. */
  locale?: Locale;
};

/** A link's address: the path in `locale`, then its query (entries without a value left out). */
function addressOf(href: Href, locale: Locale): string {
  if (typeof href === 'string') return localizeHref(href, locale);
  const query = new URLSearchParams(
    Object.entries(href.query ?? {}).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  ).toString();
  return localizeHref(href.pathname, locale) + (query ? `?${query}` : '');
}

// Links in view are prefetched once each, as next/link does, by one observer for the page.
const prefetches = new WeakMap<Element, () => void>();
let inView: IntersectionObserver | undefined;
function prefetchInView(element: Element, prefetch: () => void): (() => void) | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  inView ??= new IntersectionObserver((entries) => {
    for (const entry of entries.filter((e) => e.isIntersecting)) {
      inView?.unobserve(entry.target);
      prefetches.get(entry.target)?.();
    }
  });
  prefetches.set(element, prefetch);
  inView.observe(element);
  return () => inView?.unobserve(element);
}

/**
 * A link to a site path, in the current language unless `locale` says another: a plain <a> (it
 * works before the scripts load), which the router follows once they have. Not next/link, whose
 * code (about 4 KB gzip with its helpers) every page loaded first; not next-intl's createNavigation
 * Link, which always prefixes a link to another language, so the switcher would lead to '/en/…',
 * a redirect, where this leads straight to '/…'. A click with a modifier key, another button or
 * another target stays the browser's.
 */
export function Link({ href, locale, onClick, ref, ...props }: LinkProps) {
  const router = useRouter();
  const current = useLocale();
  const address = addressOf(href, locale ?? current);
  // A page in another language has another root layout, so the router loads it as a whole new
  // document: there is nothing to prefetch (Next answers such a prefetch with a 404).
  const prefetch = (locale ?? current) === current;
  const attach = useCallback(
    (element: HTMLAnchorElement | null) => {
      if (!element) return;
      const stop = prefetch ? prefetchInView(element, () => router.prefetch(address)) : undefined;
      const theirs = typeof ref === 'function' ? ref(element) : ref && (ref.current = element);
      return () => {
        stop?.();
        if (typeof theirs === 'function') theirs();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      };
    },
    [address, prefetch, ref, router],
  );
  return (
    <a
      {...props}
      ref={attach}
      href={address}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey ||
          (props.target !== undefined && props.target !== '_self') ||
          props.download !== undefined
        )
          return;
        event.preventDefault();
        router.push(address);
      }}
    />
  );
}
