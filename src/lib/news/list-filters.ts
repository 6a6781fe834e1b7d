import { z } from 'zod';
import { newsCategories } from '@/lib/content/schemas';
import { searchParam, type SearchParams } from '@/lib/http/search-params';
import { ARTICLE_STATUSES, type ArticleFilters } from './desk';

/** The list's filters as its address carries them (?status=&category=&text=); others dropped. */
const schema = {
  status: z.enum(ARTICLE_STATUSES),
  category: z.enum(newsCategories),
  text: z.string().max(200),
};
const KEYS = ['status', 'category', 'text'] as const;

export function readArticleFilters(query: SearchParams): ArticleFilters {
  const filters: Record<string, string> = {};
  for (const key of KEYS) {
    const parsed = schema[key].safeParse(searchParam(query, key));
    if (parsed.success) filters[key] = parsed.data;
  }
  return filters as ArticleFilters;
}

/** The filters as query parameters again (for the next page's address). */
export function articleFilterParams(filters: ArticleFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) if (filters[key]) params.set(key, filters[key]);
  return params;
}
