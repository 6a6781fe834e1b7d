/**
 * The one way pages and API routes read a query string, with one rule:
 *
 * - A parameter's value is its first non-blank value, trimmed. A blank value (empty, or only
 *   white space) counts as not given, so `?to=&to=US` is US and `?to=` is no `to` at all; a
 *   repeated parameter is not an error, later values are ignored.
 * - A value longer than the caller's `max` characters is no value of ours: not given.
 * - A list (a parameter a form repeats on purpose: the price search's carton columns, tracking
 *   numbers) is every value in order, trimmed, blanks kept where they are so that repeated
 *   columns still line up by position.
 *
 * Pages get the query as Next's record (`await searchParams`), API routes and the proxy as
 * URLSearchParams: both are read alike.
 */
export type SearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

function valuesOf(query: SearchParams, key: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(key);
  const value = query[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** The parameter's first non-blank value, trimmed; undefined when none, or when over `max`. */
export function searchParam(
  query: SearchParams,
  key: string,
  max = Number.POSITIVE_INFINITY,
): string | undefined {
  const value = searchParamList(query, key).find((v) => v !== '');
  return value !== undefined && value.length <= max ? value : undefined;
}

/** Every value of a repeated parameter, in order, trimmed (blanks kept in their place). */
export function searchParamList(query: SearchParams, key: string): string[] {
  return valuesOf(query, key).map((v) => v.trim());
}

/** Every parameter given (non-blank) with its value by the same rule: an API's input. */
export function searchParamRecord(query: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {};
  for (const key of new Set(query.keys())) {
    const value = searchParam(query, key);
    if (value !== undefined) record[key] = value;
  }
  return record;
}
