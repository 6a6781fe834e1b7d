import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsolePage } from '@/components/console/console-page';
import { ConsolePager, pagerLinks } from '@/components/console/console-pager';
import { ArticleFiltersForm } from '@/components/console/news/article-filters';
import { ArticleStatusBadge } from '@/components/console/news/article-status';
import { NewArticleForm } from '@/components/console/news/new-article-form';
import { DataTable } from '@/components/ui/data-table';
import { Link } from '@/i18n/navigation';
import { asLocale, localizedPath } from '@/i18n/routing';
import { textIn } from '@/i18n/text-in';
import { newsCategories } from '@/lib/content/schemas';
import { listAddresses } from '@/lib/console/filters';
import { decodeCursor } from '@/lib/console/keyset';
import { getDb } from '@/lib/db';
import { searchParam } from '@/lib/http/search-params';
import { listArticles, type ArticleListRow } from '@/lib/news/desk';
import { articleFilterParams, readArticleFilters } from '@/lib/news/list-filters';
import { requireStaff } from '@/lib/staff/session';

const PATH = '/console/news';

/**
 * The editors' articles: "New article", the filters, and one keyset page of the
 * matches, most recently saved first, each linking to its editor.
 */
export default async function NewsPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/news'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, PATH, 'news.edit');
  const t = await getTranslations('ConsoleNews');
  const tc = await getTranslations('Console');
  const categories = await getTranslations('NewsCategories');
  const query = await searchParams;
  const filters = readArticleFilters(query);
  const { db } = await getDb();
  const page = await listArticles(db, filters, decodeCursor(searchParam(query, 'after')));
  const format = await getFormatter();
  const kept = articleFilterParams(filters);
  const { address } = listAddresses(PATH, locale, kept);
  const titleOf = (r: ArticleListRow) =>
    textIn(locale, { en: r.title_en, zh: r.title_zh }) || t('untitled', { slug: r.slug });
  return (
    <ConsolePage staff={me} section={PATH} title={tc('sections.news')}>
      <NewArticleForm
        categories={newsCategories.map((c) => ({ value: c, label: categories(c) }))}
      />
      <ArticleFiltersForm action={localizedPath(PATH, locale)} filters={filters} />
      {page.rows.length === 0 ? (
        <p className="border-line rounded-xl border p-6 text-center" data-testid="no-articles">
          {t('empty')}
        </p>
      ) : (
        <DataTable<ArticleListRow>
          caption={t('listCaption')}
          rows={page.rows}
          rowKey={(r) => String(r.id)}
          scroll={{ label: t('listCaption'), minWidth: 'min-w-[58rem]' }}
          columns={[
            {
              header: t('title'),
              rowHeader: true,
              cell: (r) => (
                <Link href={`${PATH}/${r.slug}`} className="text-primary underline">
                  {titleOf(r)}
                </Link>
              ),
            },
            { header: t('address'), className: 'font-mono text-sm', cell: (r) => r.slug },
            { header: t('categoryLabel'), cell: (r) => categories(r.category as 'compliance') },
            {
              header: t('statusLabel'),
              cell: (r) => <ArticleStatusBadge status={r.status} />,
            },
            {
              header: t('publishDate'),
              className: 'whitespace-nowrap',
              cell: (r) =>
                r.publish_at ? format.dateTime(new Date(r.publish_at), 'beijing') : '—',
            },
            {
              header: t('languages'),
              cell: (r) => t(`meantFor.${(r.only_locale ?? 'both') as 'both'}`),
            },
            {
              header: t('savedAt'),
              className: 'whitespace-nowrap',
              cell: (r) => format.dateTime(new Date(r.updated_at), 'beijing'),
            },
          ]}
        />
      )}
      <ConsolePager {...pagerLinks(address, searchParam(query, 'after'), page.next)} />
    </ConsolePage>
  );
}
