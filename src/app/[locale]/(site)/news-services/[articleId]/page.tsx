import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';

/**
 * Article detail. Articles are not published yet (the news section is its own issue), so every
 * id answers the site's 404 page; the route exists so its URLs are reserved in both languages.
 */
export default async function ArticlePage({
  params,
}: PageProps<'/[locale]/news-services/[articleId]'>) {
  setRequestLocale(asLocale((await params).locale));
  notFound();
}
