import { getTranslations } from 'next-intl/server';
import { ConsoleFilters } from '@/components/console/console-filters';
import { controlClass, Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
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
    >
      <h2 className="text-lg font-semibold">{t('filtersTitle')}</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          id="filter-text"
          label={t('textLabel')}
          hint={t('textHint')}
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              type="search"
              name="text"
              maxLength={200}
              defaultValue={filters.text ?? ''}
              className={controlClass}
            />
          )}
        </Field>
        <SelectField
          id="filter-status"
          name="status"
          label={t('statusLabel')}
          empty={t('anyStatus')}
          defaultValue={filters.status ?? ''}
          options={ARTICLE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <SelectField
          id="filter-category"
          name="category"
          label={t('categoryLabel')}
          empty={t('anyCategory')}
          defaultValue={filters.category ?? ''}
          options={newsCategories.map((c) => ({ value: c, label: categories(c) }))}
        />
      </div>
    </ConsoleFilters>
  );
}
