import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { newsFeedTitle } from '@/lib/seo/news-metadata';
import { publishedArticles } from './catalog';
import { renderFeed } from './feed';

/** The RSS 2.0 feed of a language, for its route handler. */
export async function feedResponse(locale: Locale): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'NewsServices' });
  const categories = await getTranslations({ locale, namespace: 'NewsCategories' });
  const xml = renderFeed(
    {
      locale,
      title: await newsFeedTitle(locale),
      description: t('description'),
      categoryLabel: (category) => categories(category),
    },
    await publishedArticles(locale),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
