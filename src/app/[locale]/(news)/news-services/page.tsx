import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { listViewMetadata } from '@/lib/seo/news-metadata';
import { NewsList } from '@/components/news/news-list';

export async function generateMetadata({ params }: PageProps<'/[locale]/news-services'>) {
  return listViewMetadata(asLocale((await params).locale), { page: 1 });
}

/** The news list, first page of all categories (prerendered); other views are in ../news-list. */
export default async function NewsListPage({ params }: PageProps<'/[locale]/news-services'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <NewsList locale={locale} view={{ page: 1 }} />;
}
