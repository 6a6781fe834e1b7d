import { ServerImage } from '@/components/ui/server-image';
import { Icon } from '@/components/ui/icon';
import { arrowLeft, calendarDays, clock, penLine, refreshCw } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/routing';
import { absoluteUrl } from '@/config/site';
import { pages } from '@/config/pages';
import { isoDateFormatter } from '@/i18n/formats';
import type { Article } from '@/lib/news/articles';
import type { ArticleEntry } from '@/lib/news/catalog';
import { articlePath, listViewPath } from '@/lib/news/paths';
import { newsArticleJsonLd } from '@/lib/seo/news-article';
import { Banner } from '@/components/sections/banner';
import { JsonLd } from '@/components/ui/json-ld';
import { Prose } from '@/components/ui/prose';
import { AdjacentArticles, RelatedArticles } from './article-more';
import { ShareLinks } from './share-links';

/**
 * An article page: header with its facts, cover, body, sharing, neighbours and related. The
 * public page passes the published articles (neighbours, related, structured data); the
 * console's preview renders the working copy with the same view, without them.
 */
export async function ArticleView({
  article,
  published,
}: {
  article: Article;
  published?: readonly ArticleEntry[];
}) {
  const { locale } = article;
  const t = await getTranslations('Article');
  const news = await getTranslations('NewsServices');
  const categories = await getTranslations('NewsCategories');
  const date = isoDateFormatter(locale, { year: 'numeric', month: 'long', day: 'numeric' });
  const section = categories(article.category);
  const url = absoluteUrl(localizedPath(articlePath(article.id), locale));

  return (
    <>
      <article data-testid="article">
        <Banner
          title={article.title}
          summary={article.summary}
          trail={[
            { label: news('title'), href: pages.newsServices.path },
            { label: article.title, href: articlePath(article.id) },
          ]}
        >
          <ul
            className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-[15px] text-white/90"
            data-testid="article-meta"
          >
            <li>
              <a
                href={localizedPath(listViewPath({ category: article.category, page: 1 }), locale)}
                className="rounded-full bg-white/15 px-3 py-1 font-semibold text-white hover:bg-white/25"
                data-testid="article-category"
              >
                {section}
              </a>
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Icon icon={calendarDays} className="size-4" />
              <time dateTime={article.date} data-testid="article-date">
                {t('published', { date: date(article.date) })}
              </time>
            </li>
            {article.updated && article.updated !== article.date && (
              <li className="inline-flex items-center gap-1.5">
                <Icon icon={refreshCw} className="size-4" />
                <time dateTime={article.updated}>
                  {t('updated', { date: date(article.updated) })}
                </time>
              </li>
            )}
            <li className="inline-flex items-center gap-1.5" data-testid="article-author">
              <Icon icon={penLine} className="size-4" />
              {t('author', { author: article.author })}
            </li>
            <li className="inline-flex items-center gap-1.5" data-testid="reading-time">
              <Icon icon={clock} className="size-4" />
              {t('readingTime', { minutes: article.readingMinutes })}
            </li>
          </ul>
        </Banner>

        <div className="container-page grid gap-10 py-10 sm:py-12 lg:grid-cols-[minmax(0,48rem)_15rem] lg:justify-between">
          <div className="min-w-0">
            <ServerImage
              src={article.coverImage.src}
              alt={article.coverImage.alt}
              width={article.coverImage.width}
              height={article.coverImage.height}
              sizes="(min-width: 1024px) 48rem, 100vw"
              loading="eager"
              className="border-line h-auto w-full rounded-xl border"
              data-testid="article-cover"
            />
            <Prose tree={article.tree} className="mt-10" testId="article-body" />
            {article.tags.length > 0 && (
              <ul
                aria-label={t('tags')}
                className="mt-10 flex flex-wrap gap-2"
                data-testid="article-tags"
              >
                {article.tags.map((tag) => (
                  <li
                    key={tag}
                    className="bg-primary-soft text-primary rounded-full px-3 py-1 text-sm"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <aside className="space-y-6 lg:sticky lg:top-[calc(var(--navbar-height)+1.5rem)] lg:self-start">
            <ShareLinks url={url} title={article.title} summary={article.summary} />
            <Link
              href={pages.newsServices.path}
              className="text-primary inline-flex items-center gap-2 font-semibold hover:underline"
            >
              <Icon icon={arrowLeft} className="size-4" />
              {t('backToList')}
            </Link>
          </aside>
        </div>
        {published && <JsonLd data={newsArticleJsonLd(article, locale, section)} />}
      </article>
      {published && (
        <>
          <AdjacentArticles id={article.id} articles={published} />
          <RelatedArticles article={article} articles={published} locale={locale} />
        </>
      )}
    </>
  );
}
