// Pages load their scripts after their first paint.
//
// Next puts a page's scripts in its <head> (`<script src="/_next/static/…" async="">`), so the
// browser downloads React, the router and our components while it still needs the network for
// the HTML, the stylesheet and the hero image (figures in docs/performance.md). The page is server-rendered and needs
// none of that code to paint. This rewrite takes those tags out of the HTML as it streams through
// the production server and puts one small inline script before </body> that adds the same
// scripts, in the same order, once the browser has painted the page and loaded what it shows
// (loadAfterPaint). Hydration then starts as before, a little later, and the first paint no
// longer shares the network and the main thread with the scripts.
//
// Only the exact tags Next writes are moved. If a later Next writes them differently, nothing
// matches and the page loads its scripts the usual way.
//
// Three parts: the loader that runs in the page (deferred-scripts-loader.mjs), the rewriter of a
// document arriving in pieces (deferred-scripts-rewriter.mjs), and here the patch of the
// response that feeds it what Next writes.
import onHeaders from 'on-headers';
import { createScriptDeferrer } from './deferred-scripts-rewriter.mjs';

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {(error?: Error | null) => void} WriteCallback */

/**
 * A written chunk as text with one character per byte (latin1). Everything the rewrite looks
 * for is ASCII, and the bytes of a UTF-8 character never include `<`, `>` or `"`, so this finds
 * the same tags as decoding UTF-8 would, cannot split a character between pieces, gives the bytes
 * back unchanged (`fromText`), and costs far less than a UTF-8 decode.
 */
/**
 * @param {string | Uint8Array} chunk
 * @param {BufferEncoding} [encoding]
 */
const toText = (chunk, encoding) =>
  (typeof chunk === 'string'
    ? Buffer.from(chunk, encoding || 'utf8')
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  ).toString('latin1');
/** @param {string} text */
const fromText = (text) => Buffer.from(text, 'latin1');

/**
 * Documents that arrive whole (one `end` with their text, as Next sends a prerendered page) and
 * their rewrite, so that each is rewritten once per process: decoding, scanning and encoding a
 * large page took longer than the rest of serving it from Next's cache. The most recently sent
 * are kept (every prerendered page of the site); a page rendered per request only passes through.
 */
const WHOLE_DOCUMENTS = 100;
/** @type {Map<string, Buffer>} */
const rewrittenDocuments = new Map();

/** @param {string} html */
function rewriteWholeDocument(html) {
  let bytes = rewrittenDocuments.get(html);
  if (bytes) {
    rewrittenDocuments.delete(html);
  } else {
    const deferrer = createScriptDeferrer();
    bytes = fromText(deferrer.push(toText(html)) + deferrer.end());
    if (rewrittenDocuments.size >= WHOLE_DOCUMENTS)
      rewrittenDocuments.delete(/** @type {string} */ (rewrittenDocuments.keys().next().value));
  }
  rewrittenDocuments.set(html, bytes);
  return bytes;
}

/**
 * Rewrites the HTML responses written to `res` (any other response passes untouched). Call it
 * before the handler writes anything; install it inside the compression middleware, so that the
 * rewritten document is what gets compressed.
 * @param {ServerResponse} res
 */
export function deferPageScripts(res) {
  /** @type {import('./deferred-scripts-rewriter.mjs').ScriptDeferrer | null} */
  let deferrer = null;
  let streamed = false;
  onHeaders(res, function decide() {
    const type = String(this.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || this.getHeader('content-encoding')) return;
    deferrer = createScriptDeferrer();
    // The length changes; Node sends the rewritten document chunked (or compression does).
    this.removeHeader('content-length');
  });

  // The response's own write and end, called with what the patched ones were given.
  const write = /** @type {(this: ServerResponse, ...args: unknown[]) => boolean} */ (res.write);
  const end = /** @type {(this: ServerResponse, ...args: unknown[]) => ServerResponse} */ (res.end);
  /**
   * @this {ServerResponse}
   * @param {string | Uint8Array | null | undefined} chunk
   * @param {BufferEncoding | WriteCallback} [encoding]
   * @param {WriteCallback} [callback]
   */
  function patchedWrite(chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!deferrer || chunk == null) return write.call(this, chunk, encoding, callback);
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    streamed = true;
    const text = deferrer.push(toText(chunk, encoding));
    if (text) return write.call(this, fromText(text), callback);
    if (callback) process.nextTick(callback);
    return true;
  }
  /**
   * @this {ServerResponse}
   * @param {string | Uint8Array | WriteCallback | null | undefined} [chunk]
   * @param {BufferEncoding | WriteCallback} [encoding]
   * @param {WriteCallback} [callback]
   */
  function patchedEnd(chunk, encoding, callback) {
    if (typeof chunk === 'function') [callback, chunk, encoding] = [chunk, undefined, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!deferrer) return end.call(this, chunk, encoding, callback);
    if (!streamed && typeof chunk === 'string' && encoding === undefined)
      return end.call(this, rewriteWholeDocument(chunk), callback);
    const text = deferrer.push(chunk == null ? '' : toText(chunk, encoding)) + deferrer.end();
    return text ? end.call(this, fromText(text), callback) : end.call(this, callback);
  }
  res.write = /** @type {ServerResponse['write']} */ (patchedWrite);
  res.end = /** @type {ServerResponse['end']} */ (patchedEnd);
}
