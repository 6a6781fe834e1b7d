import { localeTags, localizedPath, type Locale } from '@/i18n/routing';
import { absoluteUrl } from '@/config/site';
import { pages } from '@/config/pages';
import { company } from '@/lib/company';
import { articlePath } from '@/lib/news/paths';

type ArticleFacts = {
  id: string;
  title: string;
  summary: string;
  date: string;
  updated?: string;
  author: string;
  tags: readonly string[];
  coverImage: { src: string; width: number; height: number };
};

/** schema.org NewsArticle of an article page (the author is one of our teams). */
export function newsArticleJsonLd(article: ArticleFacts, locale: Locale, section: string) {
  const url = absoluteUrl(localizedPath(articlePath(article.id), locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: localeTags[locale].lang,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    articleSection: section,
    keywords: article.tags.join(', '),
    image: [
      {
        '@type': 'ImageObject',
        url: absoluteUrl(article.coverImage.src),
        width: article.coverImage.width,
        height: article.coverImage.height,
      },
    ],
    author: [
      {
        '@type': 'Organization',
        name: article.author,
        url: absoluteUrl(localizedPath(pages.about.path, locale)),
      },
    ],
    publisher: {
      '@type': 'Organization',
      name: company.name[locale],
      url: absoluteUrl(localizedPath('/', locale)),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
    },
  };
}
