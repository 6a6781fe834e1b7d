// GET /metrics in Prometheus's text format (prom-client), for the operator's Prometheus
// (docs/operations.md#metrics): answered only to a client on loopback or at a trusted proxy
// (TRUSTED_PROXIES), the client being the one a forwarded request was forwarded for
// (server/forwarded.mjs), and to a request with `Authorization: Bearer <METRICS_TOKEN>`; anyone
// else gets the site's 404. nginx's public configuration also refuses the path
// (deploy/nginx.conf).
//
// One registry for the process, on globalThis: the server registers the request and page cache
// metrics here, the app (src/lib/metrics.ts) its own (jobs, outbox, sign-ins, ingest, sync, pool).
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import client from 'prom-client';
import { fromTrustedProxy, requestClientOf } from './forwarded.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

const KEY = Symbol.for('bridgeway.metrics');

/**
 * The process's registry (made on first use, shared with the app's code).
 * @returns {client.Registry}
 */
export function metricsRegistry() {
  const shared = /** @type {{ [KEY]?: client.Registry }} */ (globalThis);
  return (shared[KEY] ??= new client.Registry());
}

/** @typedef {'page' | 'api' | 'console' | 'static'} RouteClass */

/**
 * Where a request goes, for the request metrics: a handful of classes, never the path itself.
 * @param {string} url
 * @returns {RouteClass}
 */
export function routeClass(url) {
  const path = url.split('?', 1)[0] ?? '';
  if (
    path.startsWith('/_next/') ||
    /\.[a-z0-9]{2,5}$/i.test(path) ||
    path.startsWith('/news-media/')
  )
    return 'static';
  if (path.startsWith('/api/')) return 'api';
  if (/^\/(zh\/)?console(\/|$)/.test(path)) return 'console';
  return 'page';
}

/** @type {RouteClass[]} */
const CLASSES = ['page', 'api', 'console', 'static'];
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/** @param {string | undefined} remoteAddress */
function isLoopback(remoteAddress) {
  const address = (remoteAddress ?? '').replace(/^::ffff:/, '');
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1';
}

/**
 * The server's metric families, made once per process (a second server in a test reuses them).
 * @type {ReturnType<typeof makeFamilies> | undefined}
 */
let families;
/** What the page cache gauge reads: the newest server's cache. */
let cacheSize = () => 0;

function serverFamilies() {
  return (families ??= makeFamilies());
}

function makeFamilies() {
  const registry = metricsRegistry();
  const requests = new client.Counter({
    name: 'bridgeway_http_requests_total',
    help: 'HTTP requests answered, by route class (page, api, console, static) and status class.',
    labelNames: ['class', 'status'],
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'bridgeway_http_request_duration_seconds',
    help: 'Time from a request to the end of its response, by route class.',
    labelNames: ['class'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cacheLookups = new client.Counter({
    name: 'bridgeway_page_cache_lookups_total',
    help: 'Requests for a cacheable page, by result: hit (answered from memory) or miss (sent to Next).',
    labelNames: ['result'],
    registers: [registry],
  });
  new client.Gauge({
    name: 'bridgeway_page_cache_entries',
    help: 'Pages the server holds in memory (at most 300).',
    registers: [registry],
    collect() {
      this.set(cacheSize());
    },
  });
  client.collectDefaultMetrics({ register: registry, prefix: 'bridgeway_' });
  // Every series at 0 from the first scrape: a rate() over a series that is missing is no rate.
  for (const c of CLASSES) {
    for (const s of STATUS_CLASSES) requests.labels(c, s).inc(0);
    duration.zero({ class: c });
  }
  for (const result of ['hit', 'miss']) cacheLookups.labels(result).inc(0);
  return { registry, requests, duration, cacheLookups };
}

/**
 * @typedef {{
 *   observe(req: IncomingMessage, res: ServerResponse): void,
 *   cacheLookup(found: boolean): void,
 *   allowed(req: IncomingMessage): boolean,
 *   answer(res: ServerResponse): Promise<void>,
 * }} ServerMetrics
 */

/**
 * The server's metrics: what a request costs on a hit is two label lookups in a Map made once
 * and one histogram observation when the response finishes.
 * @param {{
 *   trusted: import('node:net').BlockList,
 *   token?: string,
 *   pageCacheSize: () => number,
 * }} options
 * @returns {ServerMetrics}
 */
export function createMetrics({ trusted, token, pageCacheSize }) {
  const { registry, requests, duration, cacheLookups } = serverFamilies();
  cacheSize = pageCacheSize;
  // Children made once: a request does not build a label object.
  /** @type {Map<string, client.Counter.Internal>} */
  const counted = new Map();
  /** @type {Map<string, client.Histogram.Internal<'class'>>} */
  const timed = new Map();
  for (const c of CLASSES) {
    for (const s of STATUS_CLASSES) counted.set(`${c} ${s}`, requests.labels(c, s));
    timed.set(c, duration.labels(c));
  }
  const hit = cacheLookups.labels('hit');
  const miss = cacheLookups.labels('miss');
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;

  return {
    /** Counts `res` when it finishes. */
    observe(req, res) {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const c = routeClass(req.url ?? '/');
        const status = `${Math.floor(res.statusCode / 100)}xx`;
        counted.get(`${c} ${status}`)?.inc();
        timed.get(c)?.observe(Number(process.hrtime.bigint() - started) / 1e9);
      });
    },
    cacheLookup(found) {
      (found ? hit : miss).inc();
    },
    /**
     * Whether `req` may read the metrics: judged by its client as server/forwarded.mjs decides
     * it, so a proxy on this host (or a trusted one) forwarding an outside client gets that
     * client's answer. Read before the server rewrites the forwarding headers for the app.
     */
    allowed(req) {
      const client = requestClientOf(req.socket.remoteAddress, req.headers, trusted);
      if (client !== null && (isLoopback(client) || fromTrustedProxy(client, trusted))) return true;
      const given = Buffer.from(String(req.headers.authorization ?? ''));
      return (
        expected !== undefined &&
        given.length === expected.length &&
        timingSafeEqual(given, expected)
      );
    },
    /** Answers GET /metrics. */
    async answer(res) {
      const body = await registry.metrics();
      res.writeHead(200, {
        'Content-Type': registry.contentType,
        'Cache-Control': 'no-store',
      });
      res.end(body);
    },
  };
}
