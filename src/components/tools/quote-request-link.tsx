import { localizedPath, type Locale } from '@/i18n/routing';
import { pages } from '@/config/pages';
// The account's addresses only: nothing here looks up a session or ships account code.
import { savePath } from '@/lib/accounts/quote-paths';

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
  const params = new URLSearchParams({ quote: searchOf(query), offer });
  return `${localizedPath(pages.contact.path, locale)}?${params.toString()}`;
}

/** The search's own keys of a results page's query, as a query string. */
function searchOf(query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (SEARCH_KEYS.has(key))
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  return search.toString();
}

/**
 * "Save this quote" for one offer: the account's page that prices it again from the search and
 * saves it (the sign-in first when signed out, coming back to it). A plain link: the results
 * page stays public, with no session looked up.
 */
export function saveQuoteHref(
  query: Record<string, string | string[]>,
  offer: string,
  locale: Locale,
): string {
  return localizedPath(savePath(searchOf(query), offer), locale);
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
