import { ServerImage } from '@/components/ui/server-image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { isoDateFormatter } from '@/i18n/formats';
import type { ArticleEntry } from '@/lib/news/catalog';
import { articlePath, mediaUrl } from '@/lib/news/paths';

type ArticleCardProps = {
  article: ArticleEntry;
  locale: Locale;
  /** The card title's level in the page's outline. */
  heading?: 'h2' | 'h3';
  /** The cover's displayed width, for next/image's srcset. */
  sizes: string;
};

/** An article in a list: cover, category, date, title (the link) and summary. */
export async function ArticleCard({ article, locale, heading = 'h3', sizes }: ArticleCardProps) {
  const categories = await getTranslations('NewsCategories');
  const date = isoDateFormatter(locale, { year: 'numeric', month: 'long', day: 'numeric' });
  const Heading = heading;
  return (
    <article className="group article-card" data-testid="article-card">
      <div className="bg-primary-soft relative aspect-video">
        <ServerImage
          src={mediaUrl(article.id, article.cover)}
          alt={article.coverAlt}
          fill
          sizes={sizes}
          className="object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-5 [overflow-wrap:anywhere]">
        <p className="flex flex-wrap justify-between gap-x-3 text-sm">
          <span className="text-primary font-semibold" data-testid="article-category">
            {categories(article.category)}
          </span>
          <time dateTime={article.date} className="text-muted" data-testid="article-date">
            {date(article.date)}
          </time>
        </p>
        <Heading className="mt-2 text-lg leading-snug font-semibold">
          {/* The whole card is the link's target area; the title is its text. */}
          <Link
            href={articlePath(article.id)}
            className="group-hover:text-primary after:absolute after:inset-0 after:content-['']"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="text-muted mt-2">{article.summary}</p>
      </div>
    </article>
  );
}

/** Up to three article cards in a row (one on a phone, two on a tablet), as a list. */
export function ArticleCardGrid({
  articles,
  locale,
  testId,
}: {
  articles: readonly ArticleEntry[];
  locale: Locale;
  testId: string;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard
            article={article}
            locale={locale}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          />
        </li>
      ))}
    </ul>
  );
}
