import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { publishedArticles } from '@/lib/news/catalog';
import { categoryCounts, isNewsCategory, pageCount } from '@/lib/news/listing';
import { ALL_CATEGORIES, type ListView } from '@/lib/news/paths';
import { listViewMetadata } from '@/lib/seo/news-metadata';
import { NewsList } from '@/components/news/news-list';

type Props = PageProps<'/[locale]/news-list/[filter]/[page]'>;

// Every view is prerendered (one that a later article adds is rendered at its first visit); the
// proxy sends /news-services?category=&page= here and answers any other view with 404 itself.
// This internal address is not public.
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const articles = await publishedArticles(asLocale(params.locale));
  const filters = [
    { filter: ALL_CATEGORIES, count: articles.length },
    ...categoryCounts(articles).map(({ category, count }) => ({ filter: category, count })),
  ];
  return filters.flatMap(({ filter, count }) =>
    Array.from({ length: pageCount(count) }, (_, i) => ({ filter, page: String(i + 1) })),
  );
}

async function viewOf(params: Props['params']): Promise<ListView> {
  const { filter, page } = await params;
  const view: ListView = { page: Number(page) };
  if (filter !== ALL_CATEGORIES) {
    if (!isNewsCategory(filter)) notFound();
    view.category = filter;
  }
  return view;
}

export async function generateMetadata({ params }: Props) {
  return listViewMetadata(asLocale((await params).locale), await viewOf(params));
}

export default async function NewsListViewPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <NewsList locale={locale} view={await viewOf(params)} />;
}
