import { localizedPath, type Locale } from '@/i18n/routing';
import { pages } from '@/config/pages';

/** The keys of a price search (readPriceSearch): what a quote request carries, not the view. */
const SEARCH_KEYS = new Set(['from', 'to', 'goods', 'units', 'qty', 'len', 'wid', 'hei', 'wt']);

/**
 * The contact page for one offer of a search: `quote` is the search's own query string and
 * `offer` the channel. The server recomputes the offer from them, so a link can be shared and
 * still never carries a price.
 */
export function quoteRequestHref(
  query: Record<string, string | string[]>,
  offer: string,
  locale: Locale,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (SEARCH_KEYS.has(key))
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  const params = new URLSearchParams({ quote: search.toString(), offer });
  return `${localizedPath(pages.contact.path, locale)}?${params.toString()}`;
}

/** "Request this quote" under an offer: a plain link, so it works without JavaScript. */
export function QuoteRequestLink({
  href,
  label,
  offerName,
}: {
  href: string;
  label: string;
  offerName: string;
}) {
  return (
    <a
      href={href}
      className="border-primary text-primary hover:bg-primary inline-flex h-10 items-center rounded-md border px-4 font-semibold hover:text-white"
      data-testid="request-quote"
    >
      {label}
      <span className="sr-only">: {offerName}</span>
    </a>
  );
}
