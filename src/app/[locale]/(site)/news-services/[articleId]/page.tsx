import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { loadArticle } from '@/lib/news/articles';
import { publishedArticles } from '@/lib/news/catalog';
import { articleMetadata } from '@/lib/seo/news-metadata';
import { ArticleView } from '@/components/news/article-view';

type Props = PageProps<'/[locale]/news-services/[articleId]'>;

// Every article published at build time is prerendered in each language it is written in; one
// published later is rendered at its first visit and cached the same way. The proxy answers any
// other id (unknown, a draft, or written only in the other language) before this renders.
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return (await publishedArticles(asLocale(params.locale))).map((a) => ({ articleId: a.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, articleId } = await params;
  const article = await loadArticle(asLocale(locale), articleId);
  return article ? articleMetadata(article) : {};
}

export default async function ArticlePage({ params }: Props) {
  const { locale, articleId } = await params;
  setRequestLocale(asLocale(locale));
  const article = await loadArticle(asLocale(locale), articleId);
  if (!article) notFound();
  return <ArticleView article={article} published={await publishedArticles(asLocale(locale))} />;
}
