import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath, routing, type Locale } from '@/i18n/routing';
import { company } from '@/lib/company';
import type { Article } from '@/lib/news/articles';
import { newsCatalog } from '@/lib/news/catalog';
import { parseListQuery } from '@/lib/news/listing';
import { articlePath, FEED_PATH, listViewPath, type ListView } from '@/lib/news/paths';
import { pageMetadata } from './metadata';

/** The title of a language's RSS feed, also the title of its <link> in <head>. */
export async function newsFeedTitle(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'NewsServices' });
  return `${t('title')} - ${company.name[locale]}`;
}

async function feeds(locale: Locale) {
  return [{ url: localizedPath(FEED_PATH, locale), title: await newsFeedTitle(locale) }];
}

/** The languages in which a list view exists (the same category and page). */
async function viewLocales(view: ListView): Promise<Locale[]> {
  const query = new URLSearchParams(listViewPath(view).split('?')[1] ?? '');
  const { published } = await newsCatalog();
  return routing.locales.filter((l) => parseListQuery(query, published[l]) !== 'invalid');
}

/** Metadata of a view of the news list: its own title and canonical address, and the feed. */
export async function listViewMetadata(locale: Locale, view: ListView): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NewsServices' });
  const categories = await getTranslations({ locale, namespace: 'NewsCategories' });
  const category = view.category && categories(view.category);
  const page = view.page;
  const title = category
    ? page > 1
      ? t('titleCategoryPage', { category, page })
      : t('titleCategory', { category })
    : page > 1
      ? t('titlePage', { page })
      : t('title');
  return pageMetadata({
    locale,
    path: listViewPath(view),
    title,
    description: t('description'),
    locales: await viewLocales(view),
    feeds: await feeds(locale),
  });
}

/** Metadata of an article page: Open Graph article, its cover, hreflang where it exists. */
export async function articleMetadata(article: Article): Promise<Metadata> {
  const categories = await getTranslations({
    locale: article.locale,
    namespace: 'NewsCategories',
  });
  return pageMetadata({
    locale: article.locale,
    path: articlePath(article.id),
    title: article.title,
    description: article.summary,
    locales: article.locales,
    openGraph: {
      type: 'article',
      publishedTime: article.date,
      modifiedTime: article.updated,
      section: categories(article.category),
      tags: article.tags,
    },
    image: {
      url: article.coverImage.src,
      width: article.coverImage.width,
      height: article.coverImage.height,
      alt: article.coverImage.alt,
    },
    feeds: await feeds(article.locale),
  });
}
