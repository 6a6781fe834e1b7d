// The build's static files (/_next/static/…), served from memory with the Brotli or gzip copy
// that scripts/lib/precompress.mjs wrote beside each one at build time; and the images the build
// prerendered at fixed addresses (the sharing image, the icon), which Next sends without a
// validator and with `max-age=0`, so that every visit downloaded them again.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { extname, join, relative, sep } from 'node:path';

/** @typedef {import('./security-headers.mjs').Header} Header */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

const PREFIX = '/_next/static/';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

/** The file names in these folders carry a hash of their content: they never change. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Prerendered images at addresses without a hash: kept a day, then revalidated by their ETag
 * (a new build may change them). Other sites show the sharing image.
 */
const PRERENDERED_IMAGES = {
  '/og-image.png': { file: 'og-image.png.body', type: 'image/png', shared: true },
  '/icon.svg': { file: 'icon.svg.body', type: 'image/svg+xml', shared: false },
};
const PRERENDERED_CACHE_CONTROL = 'public, max-age=86400';
const SHARED_IMAGE_HEADERS = [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }];

/**
 * The encodings the client accepts, from an Accept-Encoding header, with their weights
 * (RFC 9110 §12.5.3). `*` stands for any encoding the header does not name.
 * @param {string | string[] | undefined} header
 * @returns {{ br: boolean, gzip: boolean }}
 */
export function acceptedEncodings(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weight = (/** @type {string} */ encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return { br: weight('br') > 0, gzip: weight('gzip') > 0 };
}

/**
 * @typedef {{
 *   size: number,
 *   handle(req: IncomingMessage, res: ServerResponse, extraHeaders: Header[]): boolean,
 * }} StaticAssets
 */

/**
 * Indexes `.next/static` and the prerendered images once: the build's files never change while
 * the server runs. A request is answered only when its path is exactly one of these files, so no
 * path from outside ever reaches the file system.
 * @param {string} projectRoot
 * @returns {StaticAssets}
 */
export function createStaticAssets(projectRoot) {
  const dir = join(projectRoot, '.next', 'static');
  /** @type {Map<string, { file: string, cacheControl: string, type?: string, headers?: Header[] }>} */
  const files = new Map();
  const copies = new Set();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    if (entry.name.endsWith('.br') || entry.name.endsWith('.gz')) copies.add(file);
    else
      files.set(PREFIX + relative(dir, file).split(sep).join('/'), {
        file,
        cacheControl: CACHE_CONTROL,
      });
  }
  for (const [path, image] of Object.entries(PRERENDERED_IMAGES)) {
    const file = join(projectRoot, '.next', 'server', 'app', image.file);
    if (!existsSync(file)) continue;
    const headers = image.shared ? SHARED_IMAGE_HEADERS : [];
    files.set(path, { file, type: image.type, cacheControl: PRERENDERED_CACHE_CONTROL, headers });
  }

  /**
   * @typedef {{
   *   identity: Buffer, br?: Buffer, gzip?: Buffer, type: string, cacheControl: string,
   *   headers: Header[], etag: string,
   * }} Asset
   */
  /** @type {Map<string, Asset>} */
  const loaded = new Map();
  const readCopy = (/** @type {string} */ file) =>
    copies.has(file) ? readFileSync(file) : undefined;
  /** @param {string} urlPath */
  function load(urlPath) {
    let asset = loaded.get(urlPath);
    if (asset) return asset;
    const found = files.get(urlPath);
    if (!found) throw new Error(`Not a static file: ${urlPath}`);
    const { file, type, cacheControl, headers = [] } = found;
    const identity = readFileSync(file);
    asset = {
      identity,
      br: readCopy(`${file}.br`),
      gzip: readCopy(`${file}.gz`),
      type: type ?? CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      cacheControl,
      headers,
      // Weak: the same tag stands for each encoding of the file.
      etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    };
    loaded.set(urlPath, asset);
    return asset;
  }

  return {
    size: files.size,
    /**
     * Answers a GET or HEAD of one of the build's files and returns true; returns false
     * for anything else, which the caller hands on to Next.
     */
    handle(req, res, extraHeaders) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (!files.has(path)) return false;
      let asset;
      try {
        asset = load(path);
      } catch {
        // The file went away after the server started (a build replaced in place): Next answers.
        return false;
      }
      const accepts = acceptedEncodings(req.headers['accept-encoding']);
      const [encoding, body] =
        accepts.br && asset.br
          ? ['br', asset.br]
          : accepts.gzip && asset.gzip
            ? ['gzip', asset.gzip]
            : [undefined, asset.identity];
      for (const { key, value } of [...extraHeaders, ...asset.headers]) res.setHeader(key, value);
      res.setHeader('Content-Type', asset.type);
      res.setHeader('Cache-Control', asset.cacheControl);
      res.setHeader('ETag', asset.etag);
      if (asset.br || asset.gzip) res.setHeader('Vary', 'Accept-Encoding');
      const ifNoneMatch = String(req.headers['if-none-match'] ?? '').split(',');
      if (ifNoneMatch.some((tag) => tag.trim().replace(/^W\//, '') === asset.etag.slice(2))) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.statusCode = 200;
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
