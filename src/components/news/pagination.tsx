import { Icon } from '@/components/ui/icon';
import { chevronLeft, chevronRight } from '@/components/ui/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { pageNumbers } from '@/lib/news/listing';
import { listViewPath, type ListView } from '@/lib/news/paths';

const item =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 font-medium';
const link = `${item} border-line text-ink hover:border-primary hover:text-primary`;

/**
 * Numbered pages of the news list as plain links, with rel=prev and rel=next on the neighbours.
 * A view with a query is rendered from another route (the proxy rewrites it), so these are full
 * page loads: the client router would otherwise reuse the cached page of the bare address.
 */
export async function Pagination({ view, pageCount }: { view: ListView; pageCount: number }) {
  if (pageCount < 2) return null;
  const t = await getTranslations('NewsLayout');
  const locale = await getLocale();
  const href = (page: number) =>
    localizedPath(listViewPath({ category: view.category, page }), locale);
  const { page } = view;
  return (
    <nav aria-label={t('pagination')} className="mt-10" data-testid="pagination">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev" className={link}>
              <Icon icon={chevronLeft} className="size-4" />
              {t('previousPage')}
            </a>
          </li>
        )}
        {pageNumbers(page, pageCount).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="text-muted px-1">
              …
            </li>
          ) : (
            <li key={n}>
              <a
                href={href(n)}
                aria-label={t('pageLink', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                className={n === page ? `${item} border-primary bg-primary text-white` : link}
              >
                {n}
              </a>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a href={href(page + 1)} rel="next" className={link}>
              {t('nextPage')}
              <Icon icon={chevronRight} className="size-4" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
