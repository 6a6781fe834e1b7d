// Requests refused before they reach Next, which would answer them with a 500, a 200 or a
// redirect elsewhere (docs/security.md):
// - a method the site does not serve: 405 with `Allow`. Next routes the standard ones (GET,
//   HEAD, POST, PUT, DELETE, PATCH, OPTIONS) and answers for each address; any other (TRACE,
//   WebDAV's PROPFIND, …) is refused here, and so are the ones Node's parser does not know (TRACK)
//   and CONNECT, which never reach the request handler (`rawRefusal`, server/index.mjs);
// - the asterisk target (`OPTIONS *`, `GET *`): OPTIONS answers 204 with the site's methods,
//   every other method 400;
// - an absolute target (`GET http://host/path`, what a proxy is sent) naming another host than
//   the request's Host: 400. One naming ours is reduced to its path (`originForm`), so that a
//   redirect never names another origin;
// - a path whose percent-encoding does not decode (`/api/%ff`): 400;
// - a body sent to a file (an image, the sitemap, Next's own files, the build manifest): 405 —
//   only pages (through src/proxy.ts) and the API take bodies.
import { isFilePath } from './static-files.mjs';

/** @typedef {import('./security-headers.mjs').Header} Header */
/** @typedef {204 | 400 | 405 | 408 | 431} RefusalStatus */
/** @typedef {{ status: RefusalStatus, allow?: string }} Refusal */

const ROUTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
const SITE_METHODS = 'GET, HEAD, POST';
const FILE_METHODS = 'GET, HEAD';

/**
 * The request target as a path and query; undefined for `*` or another host's absolute URL.
 * @param {string | undefined} url
 * @param {string | undefined} host
 * @returns {string | undefined}
 */
export function originForm(url, host) {
  if (url?.startsWith('/')) return url;
  if (!/^https?:\/\//i.test(url ?? '')) return undefined;
  try {
    const target = new URL(/** @type {string} */ (url));
    return target.host === String(host ?? '').toLowerCase()
      ? target.pathname + target.search
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The refusal for a request Next must not see ({ status, allow? }), or null.
 * @param {string | undefined} method
 * @param {string | undefined} url
 * @param {string | undefined} host
 * @returns {Refusal | null}
 */
export function edgeRefusal(method, url, host) {
  if (url === '*')
    return method === 'OPTIONS' ? { status: 204, allow: SITE_METHODS } : { status: 400 };
  const target = originForm(url, host);
  if (target === undefined) return { status: 400 };
  const path = target.split('?')[0] ?? '';
  const file = isFilePath(path);
  if (method === undefined || !ROUTED_METHODS.has(method))
    return { status: 405, allow: file ? FILE_METHODS : SITE_METHODS };
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400 };
  }
  if (method !== 'GET' && method !== 'HEAD' && file) return { status: 405, allow: FILE_METHODS };
  return null;
}

/** @type {Record<RefusalStatus, string>} */
const REASONS = {
  204: 'No Content',
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * The refusal's headers and body text (none for 204).
 * @param {Refusal} refusal
 * @param {Header[]} extraHeaders
 * @returns {{ headers: Record<string, string>, body: string }}
 */
export function refusalResponse({ status, allow }, extraHeaders) {
  const body = status === 204 ? '' : REASONS[status];
  const headers = {
    ...Object.fromEntries(extraHeaders.map((h) => [h.key, h.value])),
    'Cache-Control': 'no-store',
    ...(body ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
    ...(allow ? { Allow: allow } : {}),
    'Content-Length': String(Buffer.byteLength(body)),
  };
  return { headers, body };
}

const REQUEST_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ \S+ HTTP\/1\.[01]\r?\n/;

/**
 * The status for what Node's parser refuses before any handler sees it ('clientError'): a method
 * it does not know on an otherwise sound request line (TRACK) is one the site does not serve,
 * 405; too large headers 431; a request too slow to arrive 408; anything else 400.
 * @param {unknown} thrown
 * @returns {RefusalStatus}
 */
export function clientErrorStatus(thrown) {
  const error = /** @type {{ code?: string, rawPacket?: Buffer } | null | undefined} */ (thrown);
  if (error?.code === 'HPE_INVALID_METHOD')
    return REQUEST_LINE.test(error.rawPacket?.toString('latin1') ?? '') ? 405 : 400;
  if (error?.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error?.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * A refusal as raw HTTP/1.1, for a socket no response object exists for; it closes after.
 * @param {RefusalStatus} status
 * @param {Header[]} extraHeaders
 * @returns {string}
 */
export function rawRefusal(status, extraHeaders) {
  const allow = status === 405 ? SITE_METHODS : undefined;
  const { headers, body } = refusalResponse({ status, allow }, extraHeaders);
  const fields = { ...headers, Connection: 'close' };
  const head = Object.entries(fields).map(([key, value]) => `${key}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${REASONS[status]}\r\n${head.join('')}\r\n${body}`;
}

/**
 * What a response varies on beyond what Next says: the bare root is English when served but
 * redirects other browsers by language and cookie (src/proxy.ts), so a shared cache (nginx, a
 * CDN) must key it on both. Next replaces the proxy's Vary on the prerendered page, hence here.
 * @param {string | undefined} url
 * @returns {string[]}
 */
export function extraVary(url) {
  return (url ?? '/').split('?')[0] === '/' ? ['Accept-Language', 'Cookie'] : [];
}
