// Pages load their scripts after their first paint.
//
// Next puts a page's scripts in its <head> (`<script src="/_next/static/…" async="">`), so the
// browser downloads about 135 KB of React, the router and our components while it still needs the
// network for the HTML, the stylesheet and the hero image. The page is server-rendered and needs
// none of that code to paint. This rewrite takes those tags out of the HTML as it streams through
// the production server and puts one small inline script before </body> that adds the same
// scripts, in the same order, once the browser has painted the page and loaded what it shows
// (loadAfterPaint). Hydration then starts as before, a little later, and the first paint no
// longer shares the network and the main thread with the scripts.
//
// Only the exact tags Next writes are moved. If a later Next writes them differently, nothing
// matches and the page loads its scripts the usual way.
import onHeaders from 'on-headers';

/** Next's script tag (with the file in group 1), or a script preload (the whole tag). */
const SCRIPT_TAG_OR_PRELOAD =
  /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>|<link rel="preload" as="script"[^>]*>/g;
const STATIC_HREF = / href="(\/_next\/static\/[^"<>]+\.js)"/;
/** The longest tag this rewrite looks for is well under this many characters. */
const MAX_TAG = 2048;

/**
 * Runs in the page, inlined by loaderScript: adds the scripts once the page has painted its
 * content (a Paint Timing entry, which comes once that frame is on screen) and has loaded what it
 * shows (the load event: the stylesheet and the hero image), two frames later, so that the frame
 * showing the image is painted first. Without Paint Timing it counts as painted. A hidden page
 * paints nothing, so it loads them at once; without a load, they load 1 s after the paint, and
 * without a paint after 5 s. Each script is added in a task of its own: starting a request costs
 * the main thread about a millisecond, and twelve in one task made a long task (13–39 ms in
 * Lighthouse runs of the Chinese article, counted four times over on a simulated phone).
 *
 * Next's bootstrap runs what `self.__next_s` lists (where `<Script strategy="beforeInteractive">`
 * puts its scripts) before it starts the app, and after an inline one it waits for a timer. So one
 * empty inline entry moves the app's start (React's and the router's modules, reading the page's
 * data, the start of hydration) out of the task that runs the last script to arrive, which also
 * compiles that script: in Lighthouse runs of /zh/privacy that task was 26–57 ms, and is now two
 * of 9–18 and 11–17 ms.
 */
// No comments inside: its source is inlined as it is written.
export function loadAfterPaint(window, document, sources) {
  let started = false;
  let painted = false;
  let loaded = document.readyState === 'complete';
  const start = () => {
    if (started) return;
    started = true;
    (window.__next_s = window.__next_s || []).push([0, { children: '' }]);
    for (const source of sources)
      setTimeout(() => {
        const script = document.createElement('script');
        script.src = source;
        script.async = true;
        document.head.appendChild(script);
      }, 0);
  };
  const afterNextFrames = () =>
    window.requestAnimationFrame(() => window.requestAnimationFrame(() => setTimeout(start, 0)));
  const maybeStart = () => {
    if (painted && loaded) afterNextFrames();
  };
  if (document.visibilityState === 'hidden') return start();
  const Observer = window.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).includes('paint')) {
    new Observer((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      setTimeout(start, 1000);
      maybeStart();
    }).observe({ type: 'paint', buffered: true });
  } else {
    painted = true;
  }
  if (!loaded)
    window.addEventListener('load', () => {
      loaded = true;
      maybeStart();
    });
  maybeStart();
  setTimeout(start, 5000);
}

/** loadAfterPaint's source on one line (it has no comments, strings with breaks or ASI). */
const LOADER = String(loadAfterPaint).replace(/\n\s*/g, ' ');

/** The inline script that runs loadAfterPaint for `sources`. */
export function loaderScript(sources) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `<script>(${LOADER})(window,document,${list})</script>`;
}

/**
 * Where the text stops being safe to rewrite: at an unfinished tag, or at a script element whose
 * end has not arrived. Nothing is held back for longer than any tag this looks for.
 */
function holdFrom(text) {
  let at = text.length;
  const open = text.lastIndexOf('<');
  if (open !== -1 && !text.includes('>', open)) at = open;
  const script = text.lastIndexOf('<script', at);
  if (script !== -1 && !text.includes('</script>', script)) at = script;
  return text.length - at < MAX_TAG ? at : text.length;
}

/**
 * A rewriter for one HTML document that arrives in pieces: `push` each piece of text and send
 * what it returns, then send what `end` returns. A tag split between pieces is held back until
 * its end arrives (holdFrom). Every script taken out is in the loader, which is written before
 * </body>, or at the end if the document has none; after it, nothing more is moved.
 */
export function createScriptDeferrer() {
  const sources = [];
  let held = '';
  let loaderWritten = false;

  const take = (src) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  };
  function rewrite(text) {
    if (loaderWritten) return text;
    const bodyEnd = text.indexOf('</body>');
    const head = bodyEnd === -1 ? text : text.slice(0, bodyEnd);
    const moved = head.replace(SCRIPT_TAG_OR_PRELOAD, (tag, src) => {
      const file = src ?? STATIC_HREF.exec(tag)?.[1];
      return file ? take(file) : tag;
    });
    if (bodyEnd === -1) return moved;
    loaderWritten = true;
    return moved + (sources.length ? loaderScript(sources) : '') + text.slice(bodyEnd);
  }

  return {
    push(text) {
      const input = held + text;
      const at = loaderWritten ? input.length : holdFrom(input);
      held = input.slice(at);
      return rewrite(input.slice(0, at));
    },
    end() {
      const rest = rewrite(held);
      held = '';
      if (loaderWritten || !sources.length) return rest;
      loaderWritten = true;
      return rest + loaderScript(sources);
    },
  };
}

/**
 * A written chunk as text with one character per byte (latin1). Everything the rewrite looks
 * for is ASCII, and the bytes of a UTF-8 character never include `<`, `>` or `"`, so this finds
 * the same tags as decoding UTF-8 would, cannot split a character between pieces, gives the bytes
 * back unchanged (`fromText`), and costs a twentieth of a UTF-8 decode.
 */
const toText = (chunk, encoding) =>
  (typeof chunk === 'string'
    ? Buffer.from(chunk, encoding || 'utf8')
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  ).toString('latin1');
const fromText = (text) => Buffer.from(text, 'latin1');

/**
 * Documents that arrive whole (one `end` with their text, as Next sends a prerendered page) and
 * their rewrite, so that each is rewritten once per process: decoding, scanning and encoding a
 * 100 KB page took longer than the rest of serving it from Next's cache. The most recently sent
 * are kept (every prerendered page of the site); a page rendered per request only passes through.
 */
const WHOLE_DOCUMENTS = 100;
const rewrittenDocuments = new Map();

function rewriteWholeDocument(html) {
  let bytes = rewrittenDocuments.get(html);
  if (bytes) {
    rewrittenDocuments.delete(html);
  } else {
    const deferrer = createScriptDeferrer();
    bytes = fromText(deferrer.push(toText(html)) + deferrer.end());
    if (rewrittenDocuments.size >= WHOLE_DOCUMENTS)
      rewrittenDocuments.delete(rewrittenDocuments.keys().next().value);
  }
  rewrittenDocuments.set(html, bytes);
  return bytes;
}

/**
 * Rewrites the HTML responses written to `res` (any other response passes untouched). Call it
 * before the handler writes anything; install it inside the compression middleware, so that the
 * rewritten document is what gets compressed.
 */
export function deferPageScripts(res) {
  let deferrer = null;
  let streamed = false;
  onHeaders(res, function decide() {
    const type = String(this.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || this.getHeader('content-encoding')) return;
    deferrer = createScriptDeferrer();
    // The length changes; Node sends the rewritten document chunked (or compression does).
    this.removeHeader('content-length');
  });

  const write = res.write;
  const end = res.end;
  res.write = function (chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!deferrer || chunk == null) return write.call(this, chunk, encoding, callback);
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    streamed = true;
    const text = deferrer.push(toText(chunk, encoding));
    if (text) return write.call(this, fromText(text), callback);
    if (callback) process.nextTick(callback);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [callback, chunk, encoding] = [chunk, undefined, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!deferrer) return end.call(this, chunk, encoding, callback);
    if (!streamed && typeof chunk === 'string' && encoding === undefined)
      return end.call(this, rewriteWholeDocument(chunk), callback);
    const text = deferrer.push(chunk == null ? '' : toText(chunk, encoding)) + deferrer.end();
    return text ? end.call(this, fromText(text), callback) : end.call(this, callback);
  };
}
