import { parseTrackingNumbers } from './numbers';

/**
 * How the tracking results page (/query-route?numbers=…) learns what the lookup budget, shared
 * with GET /api/tracking, allows. A page load is counted by the proxy, which alone can answer
 * 429; the router's own requests are left to the page, which alone sees whether one is a
 * prefetch (Next takes the router's headers off the requests the proxy sees).
 *
 * The proxy sets the header on every results request, so a value a client sends never counts.
 */
const BUDGET_HEADER = 'x-tracking-budget';

/**
 * `lookup`: look the numbers up (counted, when there is anything to look up). `skip`: nothing is
 * counted or looked up (a HEAD request, a router prefetch). `limited`: over the budget, try
 * again after this many seconds. `page`: a request of the router, for the page to decide.
 */
type Budget =
  | { kind: 'lookup' }
  | { kind: 'skip' }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'page' };

export type TrackingBudget = Exclude<Budget, { kind: 'page' }>;

export function writeBudget(headers: Headers, budget: Budget | undefined) {
  headers.delete(BUDGET_HEADER);
  if (!budget) return;
  headers.set(
    BUDGET_HEADER,
    budget.kind === 'limited' ? `limited:${budget.retryAfterSeconds}` : budget.kind,
  );
}

function readBudget(headers: Headers): Budget {
  const value = headers.get(BUDGET_HEADER) ?? '';
  if (value === 'lookup' || value === 'page') return { kind: value };
  const limited = /^limited:(\d+)$/.exec(value);
  return limited ? { kind: 'limited', retryAfterSeconds: Number(limited[1]) } : { kind: 'skip' };
}

/**
 * The `numbers` query as a shared results address writes it: the entries comma-separated,
 * trimmed, upper-cased and de-duplicated (numbers first, then the malformed ones, which the page
 * lists). Undefined when the list cannot be looked up anyway (empty, or more than the limit).
 */
function canonicalNumbers(values: string[]): string | undefined {
  const parsed = parseTrackingNumbers(values);
  if (!parsed.ok) return undefined;
  return [...parsed.numbers, ...parsed.malformed.map((m) => m.input)].join(',');
}

/**
 * The query string to redirect `numbers` to ('?numbers=A,B'): what a GET form sends from the text
 * area (new lines, spaces) becomes the shared address. Undefined when it already is that
 * (compared decoded, so a browser's own escaping never loops) or cannot be.
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

/** Counts one lookup of the client that sent these headers. */
async function consume(headers: Headers): Promise<TrackingBudget> {
  const [{ getDb }, { consumeTrackingLookup }, { clientAddress, clientKeyOf }] = await Promise.all([
    import('@/lib/db'),
    import('./lookup'),
    import('@/lib/http/client-address'),
  ]);
  try {
    const { db } = await getDb();
    const key = clientKeyOf(clientAddress(headers));
    const outcome = await consumeTrackingLookup(db, key, new Date());
    return outcome.ok
      ? { kind: 'lookup' }
      : { kind: 'limited', retryAfterSeconds: outcome.retryAfterSeconds };
  } catch {
    // The database is out of reach: the page's own lookup fails too, with the error page.
    return { kind: 'lookup' };
  }
}

/**
 * The proxy's part. A page load (a document, a client that is no browser, or a form posted on the
 * results without JavaScript: the status-update subscription) is counted here;
 * a browser's script request (the router's, Sec-Fetch-Dest other than document) goes to the
 * page; a HEAD request neither counts nor looks up; a list that looks nothing up (refused, or no
 * entry a number) is answered without counting.
 */
export async function proxyBudget(
  method: string,
  headers: Headers,
  values: string[],
): Promise<Budget> {
  // A Server Action called from the page (next-action) renders no results.
  const formPost = method === 'POST' && !headers.has('next-action');
  if (method !== 'GET' && !formPost) return { kind: 'skip' };
  if (!looksUp(values)) return { kind: 'lookup' };
  const destination = headers.get('sec-fetch-dest');
  if (destination !== null && destination !== 'document') return { kind: 'page' };
  return consume(headers);
}

/**
 * The page's part: the proxy's decision, or for a request of the router, nothing for a prefetch
 * (the router asks again when the visitor follows the link) and a counted lookup otherwise.
 */
export async function pageBudget(headers: Headers): Promise<TrackingBudget> {
  const budget = readBudget(headers);
  if (budget.kind !== 'page') return budget;
  return headers.get('next-router-prefetch') === '1' ? { kind: 'skip' } : consume(headers);
}
