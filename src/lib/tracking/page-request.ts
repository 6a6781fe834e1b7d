import { parseTrackingNumbers } from './numbers';

/**
 * How the proxy tells the tracking results page what the shared lookup budget allows (the page
 * cannot answer with a status of its own). The proxy sets it on every results request, so a
 * value sent by a client never reaches the page.
 */
const BUDGET_HEADER = 'x-tracking-budget';

/**
 * `lookup`: look the numbers up (counted, when there is anything to look up). `skip`: not a
 * visitor's lookup (a router prefetch, a HEAD request): nothing counted, nothing looked up.
 * `limited`: over the budget, try again after this many seconds.
 */
export type TrackingBudget =
  { kind: 'lookup' } | { kind: 'skip' } | { kind: 'limited'; retryAfterSeconds: number };

export function writeBudget(headers: Headers, budget: TrackingBudget | undefined) {
  headers.delete(BUDGET_HEADER);
  if (!budget) return;
  headers.set(
    BUDGET_HEADER,
    budget.kind === 'limited' ? `limited:${budget.retryAfterSeconds}` : budget.kind,
  );
}

export function readBudget(headers: Headers): TrackingBudget {
  const value = headers.get(BUDGET_HEADER) ?? '';
  if (value === 'lookup') return { kind: 'lookup' };
  const limited = /^limited:(\d+)$/.exec(value);
  return limited ? { kind: 'limited', retryAfterSeconds: Number(limited[1]) } : { kind: 'skip' };
}

/**
 * The `numbers` query as a shared results address writes it: the entries comma-separated,
 * trimmed, upper-cased and de-duplicated (numbers first, then the malformed ones, which the page
 * lists). What a GET form sends from the text area (new lines, spaces) is redirected here.
 * Undefined when the list cannot be looked up anyway (empty, or more than the limit).
 */
function canonicalNumbers(values: string[]): string | undefined {
  const parsed = parseTrackingNumbers(values);
  if (!parsed.ok) return undefined;
  return [...parsed.numbers, ...parsed.malformed.map((m) => m.input)].join(',');
}

/**
 * The query string to redirect `numbers` to ('?numbers=A,B'), or undefined when it already is
 * that (compared decoded, so a browser's own escaping never loops) or has none.
 */
export function canonicalSearch(values: string[]): string | undefined {
  const canonical = canonicalNumbers(values);
  if (canonical === undefined || (values.length === 1 && values[0] === canonical)) return undefined;
  // Read again, the list must stay the same: otherwise the redirect could repeat.
  if (canonicalNumbers([canonical]) !== canonical) return undefined;
  try {
    return `?numbers=${canonical.split(',').map(encodeURIComponent).join(',')}`;
  } catch {
    return undefined; // a malformed entry cut inside a surrogate pair has no URL form
  }
}

/** Whether a request with these numbers looks anything up (a page of results, not a refusal). */
function looksUp(values: string[]): boolean {
  const parsed = parseTrackingNumbers(values);
  return parsed.ok && parsed.numbers.length > 0;
}

/**
 * What a request for tracking results may do. A page load a visitor makes (a document, the
 * router's navigation to the view, or a form posted there without JavaScript) counts against the budget shared with GET /api/tracking;
 * router prefetches and HEAD requests neither count nor look anything up. A list that looks
 * nothing up (refused, or no entry a number) is answered without counting.
 */
export async function trackingBudget(
  method: string,
  headers: Headers,
  values: string[],
): Promise<TrackingBudget> {
  // A form posted on the results without JavaScript (the status-update subscription) gets the
  // results page back and counts as a load; a Server Action call from the page does not.
  const load = method === 'GET' || (method === 'POST' && !headers.has('next-action'));
  if (!load || headers.has('next-router-prefetch')) return { kind: 'skip' };
  if (!looksUp(values)) return { kind: 'lookup' };
  return { kind: 'lookup' };
}
