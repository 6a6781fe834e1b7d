// The failover test's load (npm run test:cluster): a fixed number of clients, each sending one
// request after another from a fixed rotation of kinds, through nginx. Every request is recorded
// with its start and end (on one monotonic clock, to place it against the test's events) and
// whether it succeeded; nothing here judges how long a request took.
import { randomUUID } from 'node:crypto';
import { pdfBytes } from '../careers-support';

export type Kind = 'page' | 'get-api' | 'quote' | 'application' | 'ingest';

export type Outcome = {
  kind: Kind;
  path: string;
  start: number;
  end: number;
  /** The HTTP status, or 'error' when no complete answer came (reset, cut off, no answer). */
  status: number | 'error';
  ok: boolean;
  /** Applications: the reference shown and the email sent. Ingest: the event's number and id. */
  submission?: { reference?: string; email?: string; number?: string; eventId?: string };
};

/** Long enough for any answer on a busy machine; a request past it counts as failed, not slow. */
const REQUEST_BOUND_MS = 120_000;

const PAGES = ['/', '/zh', '/direct-sales', '/zh/storehouse', '/join-us', '/zh/privacy'];
const GET_APIS = [
  '/api/routes?from=YIW&to=DTM2&mode=rail',
  '/api/tracking?numbers=BW80000001,CL00000001',
  '/query-price?from=SZX&to=ONT8&qty=3&len=50&wid=40&hei=40&wt=12',
  '/zh/query-price?from=SZX&to=ONT8&qty=3&len=50&wid=40&hei=40&wt=12',
];
/** One rotation: mostly reads, then the posts. */
const ROTATION: Kind[] = ['page', 'get-api', 'page', 'quote', 'application', 'get-api', 'ingest'];

export type LoadSetup = {
  base: string;
  /** The join-us form's hidden Server Action fields (what a browser without JavaScript posts). */
  actionFields: [string, string][];
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
      if (kind === 'application') {
        const reference = /data-testid="application-reference"[^>]*>(BW-\d{6}-[0-9A-Z]{6})</.exec(
          body,
        )?.[1];
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

type Planned = {
  path: string;
  label: string;
  init: RequestInit;
  submission?: Outcome['submission'];
};

function build(kind: Kind, n: number, setup: LoadSetup): Planned {
  const english = { 'accept-language': 'en-US,en;q=0.9' };
  if (kind === 'page') {
    const path = PAGES[n % PAGES.length]!;
    return { path, label: path, init: { headers: english } };
  }
  if (kind === 'get-api') {
    const path = GET_APIS[n % GET_APIS.length]!;
    return { path, label: path.split('?')[0]!, init: { headers: english } };
  }
  if (kind === 'quote') {
    const body = {
      origin: 'SZX',
      destination: 'ONT8',
      cartons: [{ quantity: 1 + (n % 5), length: 50, width: 40, height: 40, weight: 12 }],
    };
    return {
      path: '/api/quotes',
      label: 'POST /api/quotes',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    };
  }
  if (kind === 'ingest') {
    const number = `CL${String(n).padStart(8, '0')}`;
    const eventId = `cluster-${n}`;
    const body = {
      events: [
        {
          number,
          id: eventId,
          time: new Date().toISOString(),
          status: 'at_warehouse',
          location: 'Shenzhen, CN',
          description: `Received at the warehouse (${n})`,
        },
      ],
    };
    return {
      path: '/api/tracking/events',
      label: 'POST /api/tracking/events',
      init: {
        method: 'POST',
        headers: {
          authorization: `Bearer ${setup.ingestToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      },
      submission: { number, eventId },
    };
  }
  // An application, as the form posts it without JavaScript; its own submission id and email.
  const submissionId = randomUUID();
  const email = `cluster-${n}-${submissionId.slice(0, 8)}@example.com`;
  const form = new FormData();
  for (const [name, value] of setup.actionFields) form.append(name, value);
  const fields: Record<string, string> = {
    locale: n % 2 ? 'zh' : 'en',
    submissionId,
    website: '',
    name: `Cluster Test ${n}`,
    email,
    phone: `+86 139 ${String(10000000 + n).slice(-8)}`,
    position: 'open',
    city: 'Shenzhen',
    experience: '1-3',
    message: `Application ${n} of the failover test`,
    consent: 'on',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('resume', new Blob([new Uint8Array(pdfBytes(`Cluster ${n}`))]), `cv-${n}.pdf`);
  return {
    path: '/join-us',
    label: 'POST /join-us',
    init: { method: 'POST', body: form, headers: { origin: setup.base } },
    submission: { email },
  };
}
