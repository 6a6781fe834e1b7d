import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { messageList } from '@/i18n/message-list';
import { pages } from '@/config/pages';
import { publishedArticles } from '@/lib/news/catalog';
import { categoryCounts, inCategory, paginate } from '@/lib/news/listing';
import { listViewPath, type ListView } from '@/lib/news/paths';
import type { Crumb } from '@/components/layout/breadcrumb';
import { Banner } from '@/components/sections/banner';
import { ArticleCard } from './article-card';
import { CategoryNav } from './category-nav';
import { Pagination } from './pagination';

/** Cover widths: one column on phones, two from sm, in the main column beside the sidebar. */
const CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 330px, (min-width: 640px) 50vw, 100vw';

/**
 * One view of the news list: newest first, six a page, optionally one category, with the
 * sections and their counts beside it. The proxy answers a view that does not exist with 404
 * before this renders.
 */
export async function NewsList({ locale, view }: { locale: Locale; view: ListView }) {
  const all = await publishedArticles(locale);
  const shown = inCategory(all, view.category);
  const page = paginate(shown, view.page);
  if (!page || (view.category && shown.length === 0)) notFound();

  const t = await getTranslations('NewsServices');
  const layout = await getTranslations('NewsLayout');
  const categories = await getTranslations('NewsCategories');
  const heading = view.category ? categories(view.category) : t('latest');

  const trail: Crumb[] = [{ label: t('title'), href: pages.newsServices.path }];
  if (view.category)
    trail.push({ label: heading, href: listViewPath({ category: view.category, page: 1 }) });
  if (view.page > 1)
    trail.push({ label: t('pageCrumb', { page: view.page }), href: listViewPath(view) });

  return (
    <>
      <Banner title={t('title')} summary={t('summary')} trail={trail} />
      <div className="container-page grid gap-10 py-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_17rem] xl:gap-12">
        <aside className="space-y-6 lg:col-start-2 lg:row-start-1">
          <CategoryNav counts={categoryCounts(all)} total={all.length} current={view.category} />
          <div className="border-line bg-surface hidden rounded-xl border p-5 lg:block">
            <h2 className="font-semibold">{layout('about')}</h2>
            {messageList<string>(t.raw('intro')).map((p) => (
              <p key={p} className="text-muted mt-2 text-[15px]">
                {p}
              </p>
            ))}
          </div>
        </aside>
        <section
          aria-labelledby="news-list-heading"
          className="min-w-0 lg:col-start-1 lg:row-start-1"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="news-list-heading" className="section-heading">
              {heading}
            </h2>
            <p className="text-muted" data-testid="news-count">
              {t('count', { count: shown.length })}
              {page.pageCount > 1 &&
                ` · ${t('pageOf', { page: page.page, pages: page.pageCount })}`}
            </p>
          </div>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="news-list">
            {page.items.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} locale={locale} sizes={CARD_SIZES} />
              </li>
            ))}
          </ul>
          <Pagination view={view} pageCount={page.pageCount} />
        </section>
      </div>
    </>
  );
}
