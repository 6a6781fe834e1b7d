import { getTranslations } from 'next-intl/server';
import { ConsoleFilters, FilterSelect } from '@/components/console/console-filters';
import { newsCategories } from '@/lib/content/schemas';
import { ARTICLE_STATUSES, type ArticleFilters } from '@/lib/news/desk';

/** The articles list's filters in the console's filter frame, showing the filters in force. */
export async function ArticleFiltersForm({
  action,
  filters,
}: {
  action: string;
  filters: ArticleFilters;
}) {
  const t = await getTranslations('ConsoleNews');
  const categories = await getTranslations('NewsCategories');
  return (
    <ConsoleFilters
      label={t('filtersTitle')}
      action={action}
      clear="/console/news"
      testId="article-filters"
      search={{ label: t('textLabel'), hint: t('textHint'), value: filters.text }}
    >
      <FilterSelect
        name="status"
        label={t('statusLabel')}
        empty={t('anyStatus')}
        value={filters.status}
        options={ARTICLE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      <FilterSelect
        name="category"
        label={t('categoryLabel')}
        empty={t('anyCategory')}
        value={filters.category}
        options={newsCategories.map((c) => ({ value: c, label: categories(c) }))}
      />
    </ConsoleFilters>
  );
}
