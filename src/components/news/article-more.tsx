import { Icon } from '@/components/ui/icon';
import { arrowLeft, arrowRight } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { ArticleEntry } from '@/lib/news/catalog';
import { adjacentArticles, relatedArticles } from '@/lib/news/listing';
import { articlePath } from '@/lib/news/paths';
import { Section } from '@/components/sections/section';
import { ArticleCardGrid } from './article-card';

const neighbour =
  'group border-line hover:border-primary flex h-full flex-col gap-1 rounded-xl border bg-white p-5 transition hover:shadow-md';

/** The article published just before and just after this one, in its language. */
export async function AdjacentArticles({
  id,
  articles,
}: {
  id: string;
  articles: readonly ArticleEntry[];
}) {
  const t = await getTranslations('Article');
  const { previous, next } = adjacentArticles(articles, id);
  if (!previous && !next) return null;
  return (
    <nav aria-label={t('more')} className="container-page pb-12" data-testid="adjacent-articles">
      <ul className="grid gap-4 sm:grid-cols-2">
        {previous && (
          <li>
            <Link
              href={articlePath(previous.id)}
              rel="prev"
              className={neighbour}
              data-testid="previous-article"
            >
              <span className="text-muted inline-flex items-center gap-1 text-sm">
                <Icon icon={arrowLeft} className="size-4" />
                {t('previous')}
              </span>
              <span className="group-hover:text-primary font-semibold">{previous.title}</span>
            </Link>
          </li>
        )}
        {next && (
          <li className="sm:col-start-2">
            <Link
              href={articlePath(next.id)}
              rel="next"
              className={`${neighbour} sm:items-end sm:text-right`}
              data-testid="next-article"
            >
              <span className="text-muted inline-flex items-center gap-1 text-sm">
                {t('next')}
                <Icon icon={arrowRight} className="size-4" />
              </span>
              <span className="group-hover:text-primary font-semibold">{next.title}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** Up to three articles of the same category or with shared tags. */
export async function RelatedArticles({
  article,
  articles,
  locale,
}: {
  article: ArticleEntry;
  articles: readonly ArticleEntry[];
  locale: Locale;
}) {
  const related = relatedArticles(article, articles);
  if (related.length === 0) return null;
  const t = await getTranslations('Article');
  return (
    <Section id="article-related" heading={t('related')} tone="soft">
      <ArticleCardGrid articles={related} locale={locale} testId="related-articles" />
    </Section>
  );
}
