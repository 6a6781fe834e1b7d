import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { pages } from '@/config/pages';

/**
 * A lookup tool's form (price, route): a plain GET form to the tool's own page, so the results
 * are a server-rendered page load with or without JavaScript and the URL holds the query.
 */
export async function LookupForm({
  page,
  label,
  children,
}: {
  page: 'queryPrice' | 'queryRoute';
  label: string;
  children: ReactNode;
}) {
  const locale = await getLocale();
  return (
    <form
      method="get"
      action={localizedPath(pages[page].path, locale)}
      aria-label={label}
      className="border-line bg-surface rounded-xl border p-5"
    >
      {children}
    </form>
  );
}
