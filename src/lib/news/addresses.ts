import { pages } from '@/config/pages';
import type { Locale } from '@/i18n/routing';
import { findArticle, newsCatalog, publishedArticles } from './catalog';
import { parseListQuery } from './listing';
import { articleIdOf, articlePath, listViewRoute } from './paths';

/*
 * What the proxy asks the news module to route a request: which articles exist in a language and
 * which views of the list. Both answers come from the published news's snapshot, kept in memory
 * per process (./catalog.ts).
 */

/**
 * What an unprefixed article address is in a language, from the snapshot (no query per visit):
 * 'live' (published in it), `{ moved }` (an old address of an article published in it: its
 * current path), 'gone' (an unpublished article's address, current or old), or undefined (not
 * an article address, a draft, unknown, or written only in the other language).
 */
export async function articleAddress(
  path: string,
  locale: Locale,
): Promise<'live' | 'gone' | { moved: string } | undefined> {
  const id = articleIdOf(path);
  if (id === undefined) return undefined;
  if (await findArticle(locale, id)) return 'live';
  const { moved, gone } = await newsCatalog();
  const current = moved.get(id);
  if (current !== undefined && (await findArticle(locale, current)))
    return { moved: articlePath(current) };
  return gone.has(id) ? 'gone' : undefined;
}

/**
 * The news list with `?category=` or `?page=`: the internal, prerendered route of that view;
 * 'not-found' for a category without articles or a page past the end; undefined when the query
 * names no view (the prerendered first page answers) or the path is not the list.
 */
export async function newsListRoute(
  path: string,
  query: URLSearchParams,
  locale: Locale,
): Promise<string | 'not-found' | undefined> {
  if (path !== pages.newsServices.path) return undefined;
  const view = parseListQuery(query, await publishedArticles(locale));
  if (view === 'invalid') return 'not-found';
  return view && listViewRoute(view);
}
