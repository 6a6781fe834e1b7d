// Prerendered pages served like files (docs/performance.md).
//
// Next answers a prerendered page from its own cache, but each request still runs the proxy, the
// router, the script rewrite and a Brotli compression: about 3 ms of CPU for bytes that change
// only when the build or the published content does. This cache keeps the finished response of
// such a page (its headers and its rewritten HTML, compressed once with Brotli quality 11 and gzip
// level 9, which are smaller than what per-request compression can afford) and answers the next
// requests for it from memory.
//
// What is kept is what Next says is shareable: a 200 HTML document with `s-maxage` in its
// Cache-Control, no Set-Cookie, not a stale copy, asked for without a query and without the
// router's headers (an RSC request is another representation). A page's response depends on the
// request only where `extraVary` says (the bare root, by language and cookie: those values are in
// its key, with whether the visitor is a bot, as the proxy decides); a navigation that may switch
// the language (the proxy may remember it with a cookie) is never answered from here. The content
// sync empties the cache when the published content changes (`expirePages`), and a response that
// began rendering before that is not kept.
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import onHeaders from 'on-headers';
import { isbot } from 'isbot';
import { acceptedEncodings } from './static-assets.mjs';
import { extraVary } from './edge.mjs';
import { isFilePath } from './static-files.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/**
 * `headers`: the response's own, as a flat list [name, value, …] (its request id).
 * @typedef {{ https: boolean, viaProxy: boolean, headers?: string[] }} RequestContext
 */
/**
 * @typedef {{
 *   readonly size: number,
 *   settled(): Promise<void>,
 *   clear(): void,
 *   serve(req: IncomingMessage, res: ServerResponse, context: RequestContext): boolean,
 *   capture(req: IncomingMessage, res: ServerResponse, context: RequestContext): void,
 * }} PageCache
 */
/**
 * @typedef {{
 *   head: import('node:http').OutgoingHttpHeader[],
 *   identity: Buffer,
 *   br: Buffer,
 *   gzip: Buffer,
 *   etag: string,
 *   expires: number,
 *   shared: boolean,
 * }} Entry
 */

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set([
  'date',
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'x-accel-expires',
]);
/**
 * Next's notes about its own cache: for its router's RSC requests, not for a browser loading a
 * document, which has no use for them (and they cost bytes of the first round trip).
 */
export const NEXT_CACHE_HEADERS = ['x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time'];
/** The router's requests for a page's RSC payload or a Server Action carry one of these. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
];
/** How long nginx (deploy/nginx.conf) may keep a page before it asks again (X-Accel-Expires). */
export const SHARED_CACHE_SECONDS = 1;

/** @param {IncomingMessage} req @param {string} name */
const header = (req, name) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/**
 * The page a request asks for, as a cache key; undefined when it must go to Next.
 * @param {IncomingMessage} req
 * @param {boolean} https
 * @returns {string | undefined}
 */
function keyOf(req, https) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = req.url ?? '/';
  if (url.includes('?') || isFilePath(url) || url.startsWith('/api/')) return undefined;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return undefined;
  // A click on a link of this site: the proxy may remember a language switch with a cookie.
  if (req.headers['sec-fetch-user'] === '?1' && req.headers['sec-fetch-site'] === 'same-origin')
    return undefined;
  const scheme = https ? 'https' : 'http';
  const vary = extraVary(url);
  if (!vary.length) return `${scheme} ${url}`;
  const values = vary.map((name) => header(req, name.toLowerCase()));
  return `${scheme} ${url} ${JSON.stringify(values)} ${isbot(header(req, 'user-agent'))}`;
}

/**
 * Whether the response Next is sending may be kept (decided when its headers go out).
 * @param {ServerResponse} res
 */
function shareable(res) {
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  return (
    res.statusCode === 200 &&
    String(res.getHeader('content-type') ?? '').startsWith('text/html') &&
    /(?:^|,)\s*s-maxage=\d+/.test(cacheControl) &&
    !res.hasHeader('set-cookie') &&
    res.getHeader('x-nextjs-cache') !== 'STALE'
  );
}

/** How long Next says the page stays fresh, in ms (`s-maxage`). @param {string} cacheControl */
const freshForMs = (cacheControl) => Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0) * 1000;

/**
 * `maxEntries`: pages kept (the least recently served go first). `now` for the tests.
 * `onLookup` is told of each lookup of a cacheable page: found (a hit) or not (a miss).
 * @param {{
 *   maxEntries?: number,
 *   now?: () => number,
 *   onLookup?: (found: boolean) => void,
 * }} [options]
 * @returns {PageCache}
 */
export function createPageCache({ maxEntries = 300, now = Date.now, onLookup = undefined } = {}) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  /**
   * Pages being compressed: a burst of requests for a page just expired compresses it once.
   * @type {Map<string, Promise<void>>}
   */
  const storing = new Map();
  let generation = 0;

  /**
   * @param {string} key
   * @param {ServerResponse} res
   * @param {Buffer[]} chunks
   * @param {{ startedIn: number, shared: boolean }} options
   */
  async function store(key, res, chunks, { startedIn, shared }) {
    const identity = Buffer.concat(chunks);
    // Names as they were set (getHeaders() lowercases them), as one flat list [name, value, …]:
    // written at once with writeHead, without building a response's header map each time.
    /** @type {Entry['head']} */
    const head = [];
    // Node has it on every outgoing message; its types declare it on the client's request only.
    const outgoing = /** @type {ServerResponse & { getRawHeaderNames(): string[] }} */ (res);
    for (const name of outgoing.getRawHeaderNames()) {
      const lower = name.toLowerCase();
      const value = res.getHeader(name);
      if (!PER_RESPONSE.has(lower) && !NEXT_CACHE_HEADERS.includes(lower) && value !== undefined)
        head.push(name, value);
    }
    const [br, gz] = await Promise.all([
      compressBrotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      compressGzip(identity, { level: 9 }),
    ]);
    // The content changed while this page was rendered or compressed: it may show the old one.
    if (startedIn !== generation) return;
    if (entries.size >= maxEntries)
      entries.delete(/** @type {string} */ (entries.keys().next().value));
    entries.set(key, {
      head,
      identity,
      br,
      gzip: gz,
      etag: String(res.getHeader('etag') ?? ''),
      expires: now() + freshForMs(String(res.getHeader('cache-control') ?? '')),
      shared,
    });
  }

  return {
    get size() {
      return entries.size;
    },

    /** Resolves once the pages being compressed are stored (for the tests). */
    async settled() {
      await Promise.all(storing.values());
    },

    /** Forgets every page: the published content changed (the content sync calls it). */
    clear() {
      generation += 1;
      entries.clear();
    },

    /**
     * Answers `req` from the cache and returns true, or returns false (the caller hands it to
     * Next). `viaProxy`: the request came through the balancer, which may keep the page too;
     * `headers`: this response's own ([name, value, …]: its request id).
     */
    serve(req, res, { https, viaProxy, headers = [] }) {
      const key = keyOf(req, https);
      if (!key) return false;
      const entry = entries.get(key);
      if (!entry || entry.expires <= now()) {
        if (entry) entries.delete(key);
        onLookup?.(false);
        return false;
      }
      onLookup?.(true);
      // Most recently served last: the first entry is the one to drop when full.
      entries.delete(key);
      entries.set(key, entry);
      const head = [...entry.head, ...headers];
      if (viaProxy && entry.shared) head.push('X-Accel-Expires', String(SHARED_CACHE_SECONDS));
      const ifNoneMatch = header(req, 'if-none-match');
      if (entry.etag && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag)) {
        res.writeHead(304, head);
        res.end();
        return true;
      }
      const accepts = acceptedEncodings(req.headers['accept-encoding']);
      /** @type {[string | undefined, Buffer]} */
      const [encoding, body] = accepts.br
        ? ['br', entry.br]
        : accepts.gzip
          ? ['gzip', entry.gzip]
          : [undefined, entry.identity];
      if (encoding) head.push('Content-Encoding', encoding);
      head.push('Content-Length', String(body.length));
      res.writeHead(200, head);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },

    /**
     * Keeps the response Next writes to `res`, if it is a shareable page. Install it inside the
     * compression middleware and before the script rewrite, so that what it sees is the
     * rewritten, uncompressed document.
     */
    capture(req, res, { https, viaProxy }) {
      const key = req.method === 'GET' ? keyOf(req, https) : undefined;
      if (!key) return;
      const startedIn = generation;
      // nginx keys a page by its address and Vary, not by what the proxy makes of the user agent:
      // the root stays this cache's alone.
      const shared = !extraVary(req.url).length;
      let keep = false;
      onHeaders(res, function decide() {
        keep = shareable(this);
        if (keep && viaProxy && shared)
          this.setHeader('X-Accel-Expires', String(SHARED_CACHE_SECONDS));
      });
      /** @type {Buffer[]} */
      const chunks = [];
      /**
       * @param {unknown} chunk
       * @param {BufferEncoding} [encoding]
       */
      const add = (chunk, encoding) => {
        if (keep && chunk != null && typeof chunk !== 'function')
          chunks.push(
            typeof chunk === 'string'
              ? Buffer.from(chunk, encoding || 'utf8')
              : Buffer.from(/** @type {Uint8Array} */ (chunk)),
          );
      };
      // The response's own write and end, called with what the patched ones were given.
      const write = /** @type {(this: ServerResponse, ...args: unknown[]) => boolean} */ (
        res.write
      );
      const end = /** @type {(this: ServerResponse, ...args: unknown[]) => ServerResponse} */ (
        res.end
      );
      /** @this {ServerResponse} @param {unknown} chunk @param {unknown} [encoding] @param {unknown} [callback] */
      function patchedWrite(chunk, encoding, callback) {
        const result = write.call(this, chunk, encoding, callback);
        add(
          chunk,
          typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : undefined,
        );
        return result;
      }
      /** @this {ServerResponse} @param {unknown} [chunk] @param {unknown} [encoding] @param {unknown} [callback] */
      function patchedEnd(chunk, encoding, callback) {
        const result = end.call(this, chunk, encoding, callback);
        add(
          chunk,
          typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : undefined,
        );
        return result;
      }
      res.write = /** @type {ServerResponse['write']} */ (patchedWrite);
      res.end = /** @type {ServerResponse['end']} */ (patchedEnd);
      res.once('finish', () => {
        if (!keep || !chunks.length || storing.has(key)) return;
        // A failed compression only means the next request goes to Next again.
        const stored = store(key, res, chunks, { startedIn, shared })
          .catch(() => {})
          .finally(() => storing.delete(key));
        storing.set(key, stored);
      });
    },
  };
}
