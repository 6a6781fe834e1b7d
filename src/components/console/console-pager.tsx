import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/**
 * The paging links under every console list (keyset pages, src/lib/console/keyset.ts): back to
 * the first page when the list is not on it, and on to the next when there is one. Every list
 * carries the cursor in the same `after` parameter, so `first` is the list's address with its
 * filters and `next` the same with `after`.
 */
export async function ConsolePager({ first, next }: { first?: string; next?: string }) {
  if (!first && !next) return null;
  const t = await getTranslations('Console');
  return (
    <nav aria-label={t('pages')} className="flex flex-wrap gap-x-6 gap-y-2">
      {first && (
        <Link href={first} className="text-primary underline">
          {t('firstPage')}
        </Link>
      )}
      {next && (
        <Link href={next} className="text-primary underline" rel="next">
          {t('nextPage')}
        </Link>
      )}
    </nav>
  );
}

/**
 * The pager's links of a filtered list: `address` is the list's with its filters and `extra`
 * parameters (listAddresses), `after` the cursor the page was opened at, `next` the next page's.
 */
export function pagerLinks(
  address: (extra?: Record<string, string>) => string,
  after: string | undefined,
  next: string | undefined,
) {
  return { first: after && address(), next: next && address({ after: next }) };
}
