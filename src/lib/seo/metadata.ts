import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { asLocale, localeTags, localizedPath, routing, type Locale } from '@/i18n/routing';
import { absoluteUrl, siteConfig } from '@/config/site';
import { pages, type PageId } from '@/config/pages';
import { company } from '@/lib/company';

export const GENERATED_OG_IMAGE = '/og-image.png';

type PageMetadataInput = {
  locale: Locale;
  /** The unprefixed path of the page, e.g. '/abort'. */
  path: string;
  title: string;
  description: string;
  /** Locales this page exists in; hreflang lists only these. */
  locales?: readonly Locale[];
  openGraph?:
    | { type: 'website' }
    | {
        type: 'article';
        publishedTime: string;
        modifiedTime?: string;
        section?: string;
        tags?: string[];
      };
  /** The sharing image; the site's thumbnail when absent. */
  image?: { url: string; width: number; height: number; alt: string };
  /** RSS feeds announced in <head>. */
  feeds?: { url: string; title: string }[];
};

/** Canonical URL, hreflang alternates, Open Graph and Twitter card for one page in one language. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  locales = routing.locales,
  openGraph = { type: 'website' },
  image,
  feeds,
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(localizedPath(path, locale));
  const languages: Record<string, string> = {};
  for (const l of locales) languages[localeTags[l].lang] = absoluteUrl(localizedPath(path, l));
  if (locales.includes(routing.defaultLocale)) {
    languages['x-default'] = absoluteUrl(localizedPath(path, routing.defaultLocale));
  }
  const fullTitle = `${title} - ${siteConfig.title[locale]}`;
  const thumbnail = siteConfig.appThumbnail || GENERATED_OG_IMAGE;
  const sharing = image ?? { url: thumbnail, width: 1200, height: 630, alt: company.name[locale] };

  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages,
      ...(feeds && { types: { 'application/rss+xml': feeds } }),
    },
    openGraph: {
      ...openGraph,
      title: fullTitle,
      description,
      url,
      siteName: company.name[locale],
      locale: localeTags[locale].ogLocale,
      alternateLocale: locales.filter((l) => l !== locale).map((l) => localeTags[l].ogLocale),
      images: [sharing],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [sharing.url],
    },
  };
}

/** Metadata of one of the registered static pages, from its messages namespace. */
export async function staticPageMetadata(id: PageId, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: pages[id].namespace });
  return pageMetadata({
    locale,
    path: pages[id].path,
    title: t('title'),
    description: t('description'),
  });
}

/** A results view of a page (a search, a filtered list): the page's metadata, but not indexed. */
export async function resultsViewMetadata(id: PageId, locale: Locale): Promise<Metadata> {
  const metadata = await staticPageMetadata(id, locale);
  return { ...metadata, robots: { index: false, follow: true } };
}

/** The message namespaces with a `title` (a page's own namespace). */
type TitledNamespace = {
  [N in keyof Messages]: Messages[N] extends { title: string } ? N : never;
}[keyof Messages];

/**
 * A page for one visitor only (the shipper's account and its pages): its title from the
 * namespace's `title`, kept out of search engines, and its links not followed.
 */
export function privatePageMetadata(namespace: TitledNamespace) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const t = await getTranslations({ locale: asLocale((await params).locale), namespace });
    return { title: t('title'), robots: { index: false, follow: false } };
  };
}
