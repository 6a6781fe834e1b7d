import { pages } from '@/config/pages';
import type { Locale } from '@/i18n/routing';
import { findArticle, publishedArticles } from './catalog';
import { parseListQuery } from './listing';
import { articleIdOf, listViewRoute } from './paths';

/*
 * What the proxy asks the news module to route a request: which articles exist in a language and
 * which views of the list. Both answers come from the catalogue of content/news, read once per
 * process.
 */

/**
 * Whether an unprefixed path is an article published in a language: not a draft, not one
 * written only in the other language.
 */
export function isArticlePath(path: string, locale: Locale): boolean {
  const id = articleIdOf(path);
  return id !== undefined && findArticle(locale, id) !== undefined;
}

/**
 * The news list with `?category=` or `?page=`: the internal, prerendered route of that view;
 * 'not-found' for a category without articles or a page past the end; undefined when the query
 * names no view (the prerendered first page answers) or the path is not the list.
 */
export function newsListRoute(
  path: string,
  query: URLSearchParams,
  locale: Locale,
): string | 'not-found' | undefined {
  if (path !== pages.newsServices.path) return undefined;
  const view = parseListQuery(query, publishedArticles(locale));
  if (view === 'invalid') return 'not-found';
  return view && listViewRoute(view);
}
