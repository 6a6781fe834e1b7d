import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import type { NewsCategory } from '@/lib/content/schemas';
import { listViewPath } from '@/lib/news/paths';
import { HeadedSection } from '@/components/ui/headed-section';

type CategoryNavProps = {
  counts: { category: NewsCategory; count: number }[];
  total: number;
  current?: NewsCategory;
};

const base =
  'flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-[15px] font-medium';

/**
 * The news sections with how many articles each holds; the chosen one is marked current. Plain
 * links, full page loads, for the reason given in ./pagination.tsx.
 */
export async function CategoryNav({ counts, total, current }: CategoryNavProps) {
  const t = await getTranslations('NewsLayout');
  const locale = await getLocale();
  const list = await getTranslations('NewsServices');
  const categories = await getTranslations('NewsCategories');
  const items = [
    {
      key: 'all',
      label: t('allNews'),
      count: total,
      href: localizedPath(listViewPath({ page: 1 }), locale),
      active: !current,
    },
    ...counts.map(({ category, count }) => ({
      key: category,
      label: categories(category),
      count,
      href: localizedPath(listViewPath({ category, page: 1 }), locale),
      active: current === category,
    })),
  ];
  return (
    <HeadedSection
      look="aside"
      as="nav"
      headingId="news-sections-heading"
      title={t('sectionNav')}
      testId="category-nav"
    >
      <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col">
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              aria-current={item.active ? 'true' : undefined}
              data-category={item.key}
              className={`${base} ${
                item.active
                  ? 'border-primary bg-primary-soft text-primary'
                  : 'border-line text-ink hover:border-primary hover:text-primary bg-white'
              }`}
            >
              <span>{item.label}</span>
              <span
                aria-hidden="true"
                className="bg-surface text-muted min-w-7 rounded-full px-2 py-0.5 text-center text-sm"
                data-testid="category-count"
              >
                {item.count}
              </span>
              <span className="sr-only">{`(${list('count', { count: item.count })})`}</span>
            </a>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
