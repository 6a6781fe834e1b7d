import { newsCategories, type NewsCategory } from '@/lib/content/schemas';
import type { ListView } from './paths';
import { searchParam } from '@/lib/http/search-params';

/** Articles on one page of the news list (issue: 6 per page). */
export const NEWS_PAGE_SIZE = 6;

type Dated = { id: string; date: string; publishedAt?: string };

/**
 * Newest first, by the moment of publication (two articles of one day in the order they went
 * out), then by id, so the order never depends on the database's.
 */
export function compareNewestFirst(a: Dated, b: Dated): number {
  return (
    b.date.localeCompare(a.date) ||
    (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') ||
    a.id.localeCompare(b.id)
  );
}

export function sortNewestFirst<T extends Dated>(items: readonly T[]): T[] {
  return [...items].sort(compareNewestFirst);
}

/** Pages needed for a number of items; an empty list still has its first page. */
export function pageCount(total: number, size = NEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export type ListPage<T> = { items: T[]; page: number; pageCount: number; total: number };

/** One page of a list, or undefined when the page does not exist (below 1, past the end). */
export function paginate<T>(
  items: readonly T[],
  page: number,
  size = NEWS_PAGE_SIZE,
): ListPage<T> | undefined {
  const count = pageCount(items.length, size);
  if (!Number.isInteger(page) || page < 1 || page > count) return undefined;
  return {
    items: items.slice((page - 1) * size, page * size),
    page,
    pageCount: count,
    total: items.length,
  };
}

export function isNewsCategory(value: string): value is NewsCategory {
  return (newsCategories as readonly string[]).includes(value);
}

export function inCategory<T extends { category: NewsCategory }>(
  articles: readonly T[],
  category: NewsCategory | undefined,
): T[] {
  return category ? articles.filter((a) => a.category === category) : [...articles];
}

/** The categories that have articles, in the list's order, with how many each has. */
export function categoryCounts(
  articles: readonly { category: NewsCategory }[],
): { category: NewsCategory; count: number }[] {
  return newsCategories
    .map((category) => ({
      category,
      count: articles.filter((a) => a.category === category).length,
    }))
    .filter((c) => c.count > 0);
}

const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/;

/**
 * The list view a query asks for (read by the one rule of src/lib/http/search-params.ts: a
 * parameter's first non-blank value): `undefined` when it names none (the prerendered first
 * page), `'invalid'` for an unknown or empty category, a malformed page or a page past the end
 * (a 404). Other parameters are ignored.
 */
export function parseListQuery(
  params: URLSearchParams,
  articles: readonly { category: NewsCategory }[],
): ListView | 'invalid' | undefined {
  const rawCategory = searchParam(params, 'category') ?? '';
  const rawPage = searchParam(params, 'page') ?? '';
  if (rawCategory === '' && rawPage === '') return undefined;

  let category: NewsCategory | undefined;
  if (rawCategory !== '') {
    if (!isNewsCategory(rawCategory)) return 'invalid';
    category = rawCategory;
  }
  if (rawPage !== '' && !PAGE_NUMBER.test(rawPage)) return 'invalid';
  const page = rawPage === '' ? 1 : Number(rawPage);
  const shown = inCategory(articles, category);
  if (category && shown.length === 0) return 'invalid';
  if (page > pageCount(shown.length)) return 'invalid';
  return category ? { category, page } : { page };
}

/**
 * The neighbours of an article in a newest-first list: `previous` is the one published just
 * before it (older), `next` the one published just after it (newer).
 */
export function adjacentArticles<T extends Dated>(
  sorted: readonly T[],
  id: string,
): { previous?: T; next?: T } {
  const index = sorted.findIndex((a) => a.id === id);
  if (index < 0) return {};
  return { previous: sorted[index + 1], next: index > 0 ? sorted[index - 1] : undefined };
}

type Relatable = Dated & { category: string; tags: readonly string[] };

const tagKey = (tag: string) => tag.trim().toLowerCase();

/**
 * Up to `limit` articles related to one: the same category scores 2 and each shared tag
 * (ignoring case) scores 1; only articles that score are related. Highest score first, then
 * newest first.
 */
export function relatedArticles<T extends Relatable>(
  article: T,
  candidates: readonly T[],
  limit = 3,
): T[] {
  const tags = new Set(article.tags.map(tagKey));
  return candidates
    .filter((c) => c.id !== article.id)
    .map((c) => ({
      article: c,
      score:
        (c.category === article.category ? 2 : 0) +
        c.tags.filter((t) => tags.has(tagKey(t))).length,
    }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || compareNewestFirst(a.article, b.article))
    .slice(0, limit)
    .map((c) => c.article);
}

/**
 * The page numbers a pagination bar shows: the first, the last, the current one and its
 * neighbours; 'gap' where numbers are left out.
 */
export function pageNumbers(current: number, count: number): (number | 'gap')[] {
  const shown = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((n) => n >= 1 && n <= count)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => {
    const previous = shown[i - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // A single missing number is shown rather than replaced by a gap of the same width.
    return n === previous + 2 ? [previous + 1, n] : ['gap' as const, n];
  });
}
