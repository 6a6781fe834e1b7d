#!/usr/bin/env node
// The production server (`npm start`, `npm run serve`, the browser tests and the bench): Next's
// request handler, with what `next start` does not do.
// - The build's static files (/_next/static/…) go out as the Brotli or gzip copies written at
//   build time (server/static-assets.mjs), not compressed again on every request.
// - HTML pages load their scripts after their first paint (server/deferred-scripts.mjs).
// - A prerendered page is served from memory once Next has sent it (server/page-cache.mjs),
//   compressed once with Brotli quality 11; the content sync empties that cache.
// - Responses do not name the internal route the proxy rewrote a request to.
// - Everything else is compressed with Brotli when the browser accepts it (quality 5: about 15 %
//   smaller than gzip for our pages, a few milliseconds each), else gzip. Next's own gzip is off
//   (`compress: false` in next.config.ts).
// - One JSON log line per request and per event (server/log.mjs); request metrics and GET
//   /metrics for Prometheus (server/metrics.mjs).
// - SIGTERM and SIGINT drain the server before it exits (server/lifecycle.mjs).
// PORT (3000) and HOST (every interface) as for `next start`. Needs a production build.
import './node-version.mjs';
import { createServer } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';
import onHeaders from 'on-headers';
import { httpsOnlyHeaders, securityHeaders } from './security-headers.mjs';
import { createStaticAssets } from './static-assets.mjs';
import { deferPageScripts } from './deferred-scripts.mjs';
import {
  clientErrorStatus,
  edgeRefusal,
  extraVary,
  originForm,
  rawRefusal,
  refusalResponse,
} from './edge.mjs';
import { createFileIndex } from './file-index.mjs';
import { MISSING_FILE_HEADER } from './static-files.mjs';
import { serverEnv } from './env.mjs';
import { clientAddressOf, fromTrustedProxy } from './forwarded.mjs';
import { createPageCache, NEXT_CACHE_HEADERS } from './page-cache.mjs';
import { trackConnections } from './connections.mjs';
import { handleShutdown, isDraining, lifecycleState } from './lifecycle.mjs';
import { createLogger, logRequest, routeConsole } from './log.mjs';
import { createMetrics } from './metrics.mjs';

/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = 'production';
const logger = createLogger();
routeConsole(logger);
const { default: next } = await import('next');

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
// Checked before Next loads: a wrong value stops the start, naming the variable (server/env.mjs).
const settings = serverEnv();
const port = settings.PORT;
const hostname = settings.HOST;
// DEFER_SCRIPTS=off serves pages with their scripts where Next puts them: for measuring what the
// rewrite is worth (npm run bench starts a second server so), not for production.
const deferScripts = settings.DEFER_SCRIPTS;

lifecycleState(); // before Next loads the app, which registers its closers in it
// Next is told 'localhost' whatever HOST is: its request URLs name loopback addresses so
// (NextURL turns 127.0.0.1 into localhost), and a rewrite to another host than the one it was
// given is proxied over HTTP as external (with HOST=127.0.0.1 the 404 page became a redirect).
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const assets = createStaticAssets(root);
const fileIndex = createFileIndex(root);
const trusted = settings.TRUSTED_PROXIES;
const MAX_DROPPED_BODY = 16 * 1024 * 1024;
const compress = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
});
const httpsHeaders = [...securityHeaders, ...httpsOnlyHeaders];
// PAGE_CACHE=off sends every page to Next: for measuring what the cache is worth (npm run bench).
// METRICS=off: no request metrics and no /metrics (for measuring what they cost: npm run bench).
/** @type {import('./metrics.mjs').ServerMetrics | undefined} */
const metrics = settings.METRICS
  ? createMetrics({
      trusted,
      token: settings.METRICS_TOKEN,
      pageCacheSize: () => pages?.size ?? 0,
    })
  : undefined;
/** @type {import('./page-cache.mjs').PageCache | undefined} */
const pages = settings.PAGE_CACHE
  ? createPageCache({ onLookup: metrics && ((found) => metrics.cacheLookup(found)) })
  : undefined;
// The content sync's route (src/app/api/internal/content-sync) empties it with Next's cache.
/** What the app finds on globalThis (src/lib/publishing/sync-state.ts). */
const shared = /** @type {Record<symbol, unknown>} */ (globalThis);
shared[Symbol.for('bridgeway.expirePages')] = () => pages?.clear();

/** Whether a connection comes from the balancer: decided once per connection, not per request. */
const VIA_PROXY = Symbol('viaProxy');

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function serve(req, res) {
  const id = logRequest(logger, req, res);
  const https = req.headers['x-forwarded-proto'] === 'https';
  const socket = /** @type {import('node:net').Socket & { [VIA_PROXY]?: boolean }} */ (req.socket);
  socket[VIA_PROXY] ??= fromTrustedProxy(socket.remoteAddress, trusted);
  const refusal = edgeRefusal(req.method, req.url, req.headers.host);
  if (
    metrics &&
    !refusal &&
    req.url === '/metrics' &&
    req.method === 'GET' &&
    metrics.allowed(req)
  ) {
    metrics.answer(res).catch((/** @type {unknown} */ error) => {
      logger.error({ err: error }, 'metrics failed');
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
    return;
  }
  metrics?.observe(req, res);
  // An absolute target naming this host is served as its path, like any other request.
  if (!refusal) req.url = originForm(req.url, req.headers.host);
  // A prerendered page the cache holds: answered with its headers and this request's own.
  const own = isDraining() ? ['X-Request-Id', id, 'Connection', 'close'] : ['X-Request-Id', id];
  const cacheContext = { https, viaProxy: socket[VIA_PROXY], headers: own };
  if (!refusal && pages?.serve(req, res, cacheContext)) return;

  res.setHeader('X-Request-Id', id);
  // Draining: a keep-alive connection closes after the response it is sending (decided when
  // the headers go out, so a request that began before SIGTERM is included).
  onHeaders(res, () => isDraining() && res.setHeader('Connection', 'close'));
  // The one client address the app may believe (server/forwarded.mjs).
  req.headers['x-forwarded-for'] = clientAddressOf(
    socket.remoteAddress,
    req.headers['x-forwarded-for'],
    trusted,
  );
  delete req.headers['x-real-ip'];
  const headers = https ? httpsHeaders : securityHeaders;
  if (refusal) {
    const answer = () => {
      const { headers: fields, body } = refusalResponse(refusal, headers);
      res.writeHead(refusal.status, fields);
      res.end(body);
    };
    // A body is read to its end and dropped before the answer, so the client can finish sending
    // and read it (answering while it still writes resets the connection under it). More than
    // MAX_DROPPED_BODY is not waited for: the connection is closed.
    let dropped = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      dropped += chunk.length;
      if (dropped > MAX_DROPPED_BODY) req.destroy();
    });
    req.once('end', answer);
    return;
  }
  delete req.headers[MISSING_FILE_HEADER];
  const path = req.url?.split('?')[0] ?? '/';
  if ((req.method === 'GET' || req.method === 'HEAD') && fileIndex.isMissing(path))
    req.headers[MISSING_FILE_HEADER] = '1';
  if (assets.handle(req, res, headers)) return;
  compress(req, res, () => {
    // Next names the internal route a request was rewritten to (x-middleware-rewrite:
    // /zh/news-list/compliance/1, /query-price/results, /page-not-found); the app router does not
    // read it, and internal routes are no addresses of the site.
    const vary = extraVary(req.url);
    onHeaders(res, () => {
      res.removeHeader('x-middleware-rewrite');
      if (String(res.getHeader('content-type') ?? '').startsWith('text/html'))
        for (const name of NEXT_CACHE_HEADERS) res.removeHeader(name);
      if (vary.length) {
        const given = String(res.getHeader('Vary') ?? '');
        const missing = vary.filter((v) => !given.toLowerCase().includes(v.toLowerCase()));
        if (missing.length) res.setHeader('Vary', [given, ...missing].filter(Boolean).join(', '));
      }
    });
    // Registered after the listener above, so it runs first: it sees Next's headers as sent.
    pages?.capture(req, res, cacheContext);
    if (deferScripts) deferPageScripts(res);
    handle(req, res).catch((error) => {
      logger.error({ err: error, path: req.url?.split('?')[0] }, 'request failed');
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
}

// While the server drains, a request may wait until the listener has closed (connections.mjs).
const server = createServer((req, res) => connections.admit(() => serve(req, res)));
// An idle keep-alive connection is kept longer than its client keeps it (nginx's upstream
// keepalive_timeout is 60 s), so the server never closes one at the moment the client sends a
// request on it: Node's 5 s default made a POST reusing a quiet connection fail with a reset
// (nginx does not retry a POST on another instance). Headers must still come within the time.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const connections = trackConnections(server);
// What Node answers before the handler (an unknown method, CONNECT, a malformed request): the
// edge's refusal, with the security headers, instead of a bare 400 or a closed socket.
server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  if (
    error.code === 'ECONNRESET' ||
    !socket.writable ||
    /** @type {import('node:net').Socket} */ (socket).bytesWritten > 0
  )
    return void socket.destroy();
  socket.end(rawRefusal(clientErrorStatus(error), securityHeaders), () => socket.destroy());
});
server.on('connect', (_req, socket) => {
  socket.end(rawRefusal(405, securityHeaders), () => socket.destroy());
});
server.listen(port, hostname, () => {
  // The app's content sync expires its cached pages through a request to this process
  // (src/lib/publishing/sync-state.ts): over loopback unless HOST names one address.
  const wildcard = !hostname || hostname === '0.0.0.0' || hostname === '::';
  const host = wildcard ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname;
  const { port: listening } = /** @type {import('node:net').AddressInfo} */ (server.address());
  shared[Symbol.for('bridgeway.serverUrl')] = `http://${host}:${listening}`;
  logger.info(
    { url: `http://${hostname ?? 'localhost'}:${port}`, staticFiles: assets.size },
    'listening',
  );
});
handleShutdown(connections, app, {
  graceMs: settings.SHUTDOWN_GRACE_MS,
  logger,
});
