// The failover test's load (npm run test:cluster): a fixed number of clients, each sending one
// request after another from a fixed rotation of kinds, through nginx. Every request is recorded
// with its start and end (on one monotonic clock, to place it against the test's events) and
// whether it succeeded; nothing here judges how long a request took.
import { build } from './requests';

export type Kind = 'page' | 'get-api' | 'quote' | 'application' | 'enquiry' | 'ingest';

export type Outcome = {
  kind: Kind;
  path: string;
  start: number;
  end: number;
  /** The HTTP status, or 'error' when no complete answer came (reset, cut off, no answer). */
  status: number | 'error';
  ok: boolean;
  /**
   * Applications and enquiries: the reference shown and the email sent. Ingest: the event's
   * number and id.
   */
  submission?: { reference?: string; email?: string; number?: string; eventId?: string };
};

/** Long enough for any answer on a busy machine; a request past it counts as failed, not slow. */
const REQUEST_BOUND_MS = 120_000;

/** One rotation: mostly reads, then the posts. */
const ROTATION: Kind[] = [
  'page',
  'get-api',
  'page',
  'quote',
  'application',
  'get-api',
  'ingest',
  'enquiry',
];

/** Where each form's answer (the page a browser without JavaScript gets) shows the reference. */
const REFERENCE: Partial<Record<Kind, RegExp>> = {
  application: /data-testid="application-reference"[^>]*>(BW-\d{6}-[0-9A-Z]{6})</,
  enquiry: /data-testid="enquiry-reference"[^>]*>([2-9A-HJ-NP-Z]{6})</,
};

export type LoadSetup = {
  base: string;
  /** The forms' hidden Server Action fields (what a browser without JavaScript posts). */
  actionFields: { application: [string, string][]; enquiry: [string, string][] };
  ingestToken: string;
  clients: number;
  /** The most requests the load sends, whatever happens. */
  maxRequests: number;
};

export function startLoad(setup: LoadSetup) {
  const outcomes: Outcome[] = [];
  const waiters: { test: () => boolean; resolve: () => void }[] = [];
  let sent = 0;
  let stopped = false;

  const record = (outcome: Outcome) => {
    outcomes.push(outcome);
    for (const w of [...waiters])
      if (w.test()) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
  };

  async function one(n: number): Promise<void> {
    const kind = ROTATION[n % ROTATION.length]!;
    const request = build(kind, n, setup);
    const start = performance.now();
    let status: Outcome['status'] = 'error';
    let ok = false;
    let submission = request.submission;
    try {
      const response = await fetch(`${setup.base}${request.path}`, {
        ...request.init,
        signal: AbortSignal.timeout(REQUEST_BOUND_MS),
      });
      const body = await response.text();
      status = response.status;
      const shown = REFERENCE[kind];
      if (shown) {
        // The enquiry form's action leads (303) to its confirmation page, which fetch follows.
        const reference = shown.exec(body)?.[1];
        submission = { ...submission, reference };
        ok = status === 200 && reference !== undefined;
      } else ok = status === 200;
    } catch {
      status = 'error';
    }
    record({ kind, path: request.label, start, end: performance.now(), status, ok, submission });
  }

  const client = async () => {
    while (!stopped && sent < setup.maxRequests) await one(sent++);
  };
  const done = Promise.all(Array.from({ length: setup.clients }, client)).then(() => undefined);

  return {
    outcomes,
    done,
    /** Resolves once `test` holds after a request ends (or at once, or when the load is over). */
    until(test: (outcomes: Outcome[]) => boolean): Promise<void> {
      if (test(outcomes)) return Promise.resolve();
      return Promise.race([
        new Promise<void>((resolve) => waiters.push({ test: () => test(outcomes), resolve })),
        done,
      ]);
    },
    stop() {
      stopped = true;
      return done;
    },
  };
}
