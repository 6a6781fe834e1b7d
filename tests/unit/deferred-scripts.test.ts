// Pages load their scripts after their first paint (server/deferred-scripts.mjs, with its loader
// and rewriter): the rewrite of the HTML as it streams through the production server.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferPageScripts } from '../../server/deferred-scripts.mjs';
import { loadAfterPaint, loaderScript } from '../../server/deferred-scripts-loader.mjs';
import { createScriptDeferrer } from '../../server/deferred-scripts-rewriter.mjs';
import { rawRequest } from '../support/raw-http';

// The shape of Next's output: scripts in the head, one in the body with its low-priority preload,
// the legacy polyfill, inline data, Chinese text.
const page = [
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" imageSrcSet="/_next/image?url=a.jpg 640w" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<title>运价查询</title></head><body><main><h1>运价查询</h1><p>a &lt; b</p></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script>self.__next_f.push([1,"2:\\"/_next/static/chunks/react.js\\""])</script>',
  '</body></html>',
].join('');

const sources = [
  '/_next/static/chunks/page.js',
  '/_next/static/chunks/react.js',
  '/_next/static/chunks/turbopack-runtime.js',
];

function rewriteWhole(html: string) {
  const deferrer = createScriptDeferrer();
  return deferrer.push(html) + deferrer.end();
}

describe('createScriptDeferrer', () => {
  const out = rewriteWhole(page);

  it('takes the async script tags and their preloads out of the document', () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/);
    expect(out).not.toContain('<link rel="preload" as="script"');
  });

  it('adds them back in one loader, in document order and once each, just before </body>', () => {
    expect(out).toContain(`${loaderScript(sources)}</body></html>`);
    expect(out.split(loaderScript(sources))).toHaveLength(2);
  });

  it('leaves everything else as it was', () => {
    const expected = page
      .replace(/<script src="[^"]+" async=""><\/script>/g, '')
      .replace(/<link rel="preload" as="script"[^>]*>/, '')
      .replace('</body>', `${loaderScript(sources)}</body>`);
    expect(out).toBe(expected);
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule="">');
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(out).toContain('fetchPriority="high"');
  });

  it('gives the same document whichever byte the text is split at', () => {
    for (let at = 1; at < page.length; at++) {
      const deferrer = createScriptDeferrer();
      const pieces = deferrer.push(page.slice(0, at)) + deferrer.push(page.slice(at));
      expect(pieces + deferrer.end(), `split at ${at}`).toBe(out);
    }
  });

  it('gives the same document from one piece per character', () => {
    const deferrer = createScriptDeferrer();
    let text = '';
    for (const character of page) text += deferrer.push(character);
    expect(text + deferrer.end()).toBe(out);
  });

  it('does not touch a document without such scripts', () => {
    const plain =
      '<!DOCTYPE html><html><head><script src="/app.js"></script></head><body></body></html>';
    expect(rewriteWhole(plain)).toBe(plain);
    const foreign = '<html><body><script src="https://cdn.example/x.js" async=""></script></body>';
    expect(rewriteWhole(foreign)).toBe(foreign);
  });

  it('moves nothing after </body>, so no script is taken without being put back', () => {
    const late = page.replace(
      '</html>',
      '<script src="/_next/static/chunks/late.js" async=""></script></html>',
    );
    const result = rewriteWhole(late);
    expect(result).toContain(
      '<script src="/_next/static/chunks/late.js" async=""></script></html>',
    );
    expect(result).toContain(loaderScript(sources));
  });

  it('puts the loader at the end of a document that never closes its body', () => {
    const cut = page.slice(0, page.indexOf('</body>'));
    const moved = cut
      .replace(/<script src="[^"]+" async=""><\/script>/g, '')
      .replace(/<link rel="preload" as="script"[^>]*>/, '');
    expect(rewriteWhole(cut)).toBe(moved + loaderScript(sources));
  });
});

describe('loaderScript', () => {
  it('cannot be closed early by what it lists', () => {
    const script = loaderScript(['/_next/static/</script><script>alert(1)</script>.js']);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain('\\u003c/script>');
  });

  it('is the loader, on one line, as valid JavaScript', () => {
    const script = loaderScript(sources);
    const code = script.slice('<script>'.length, -'</script>'.length);
    expect(code).not.toContain('\n');
    expect(() => new Function(code)).not.toThrow();
    expect(code).toMatch(/^\(function loadAfterPaint\(window, document, sources\)/);
  });
});

describe('loadAfterPaint, in a page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  /**
   * The added scripts, once the tasks that add them have run. Fake timers run a 0 ms timer set
   * by another timer 1 ms later.
   */
  const scripts = (page: { added: string[] }) => {
    vi.advanceTimersByTime(1);
    return page.added;
  };

  /** A page: its frames, its paint entries, its load event and the scripts it was given. */
  function fakePage({
    hidden = false,
    complete = false,
    paintTiming = true,
    queued = undefined as unknown[] | undefined,
  } = {}) {
    const frames: (() => void)[] = [];
    const added: string[] = [];
    let onLoad: () => void = () => {};
    let report: (names: string[]) => void = () => {};
    class Observer {
      static supportedEntryTypes = paintTiming ? ['paint'] : [];
      constructor(
        callback: (
          list: { getEntriesByName: (name: string) => string[] },
          observer: Observer,
        ) => void,
      ) {
        report = (names) =>
          callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this);
      }
      observe() {}
      disconnect() {
        report = () => {};
      }
    }
    const window = {
      __next_s: queued,
      PerformanceObserver: Observer,
      requestAnimationFrame: (frame: () => void) => frames.push(frame),
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'load') onLoad = listener;
      },
    };
    const document = {
      readyState: complete ? 'complete' : 'interactive',
      visibilityState: hidden ? 'hidden' : 'visible',
      createElement: () => ({}) as { src?: string },
      head: { appendChild: (script: { src: string }) => added.push(script.src) },
    };
    loadAfterPaint(window, document, sources);
    const frame = () => frames.splice(0).forEach((run) => run());
    return {
      added,
      frame,
      window,
      load: () => onLoad(),
      paint: (names: string[]) => report(names),
    };
  }

  it('adds the scripts two frames after the content is painted and the page has loaded', () => {
    const page = fakePage();
    page.paint(['first-paint']);
    page.load();
    page.frame();
    vi.advanceTimersByTime(500);
    expect(page.added).toEqual([]);
    page.paint(['first-contentful-paint']);
    page.frame();
    vi.advanceTimersByTime(0);
    expect(page.added).toEqual([]);
    page.frame();
    vi.advanceTimersByTime(0);
    expect(scripts(page)).toEqual(sources);
    page.frame();
    vi.advanceTimersByTime(10_000);
    expect(scripts(page)).toEqual(sources);
  });

  it('waits for the load for at most a second after the paint', () => {
    const page = fakePage();
    page.paint(['first-paint', 'first-contentful-paint']);
    page.frame();
    page.frame();
    vi.advanceTimersByTime(999);
    expect(page.added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scripts(page)).toEqual(sources);
  });

  it('counts a page as painted in a browser without Paint Timing', () => {
    const page = fakePage({ complete: true, paintTiming: false });
    page.frame();
    page.frame();
    vi.advanceTimersByTime(0);
    expect(scripts(page)).toEqual(sources);
  });

  it('adds them at once to a hidden page, and after 5 s to a page never painted', () => {
    expect(scripts(fakePage({ hidden: true }))).toEqual(sources);
    const page = fakePage({ complete: true });
    vi.advanceTimersByTime(4_999);
    expect(page.added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scripts(page)).toEqual(sources);
  });

  it('adds each script in a task of its own', () => {
    const page = fakePage({ hidden: true });
    expect(page.added).toEqual([]);
    expect(vi.getTimerCount()).toBe(sources.length);
    expect(scripts(page)).toEqual(sources);
  });

  it("starts the app in a task of its own: one empty inline script for Next's bootstrap", () => {
    // Next's bootstrap runs the scripts self.__next_s lists before it starts the app, and waits
    // for a timer after an inline one.
    const page = fakePage();
    page.paint(['first-contentful-paint']);
    page.load();
    expect(page.window.__next_s).toBeUndefined();
    page.frame();
    page.frame();
    vi.advanceTimersByTime(0);
    expect(page.window.__next_s).toEqual([[0, { children: '' }]]);
    expect(page.added).toEqual([]);
    expect(scripts(page)).toEqual(sources);
    vi.advanceTimersByTime(10_000);
    expect(page.window.__next_s).toEqual([[0, { children: '' }]]);
  });

  it('keeps the scripts a page queued for the bootstrap itself, before its own entry', () => {
    const page = fakePage({ hidden: true, queued: [['/theirs.js', { id: 'theirs' }]] });
    expect(page.window.__next_s).toEqual([
      ['/theirs.js', { id: 'theirs' }],
      [0, { children: '' }],
    ]);
  });
});

describe('deferPageScripts on a server', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  /** A server with the rewrite installed before `handler` (server/index.mjs, less compression). */
  async function serve(handler: RequestListener) {
    server = createServer((req, res) => {
      deferPageScripts(res);
      handler(req, res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  const bytes = Buffer.from(page);
  // Pieces cut in the middle of a tag and of a three-byte character (查).
  const cuts = [0, 150, bytes.indexOf('查') + 1, bytes.indexOf('async') + 2, bytes.length].sort(
    (a, b) => a - b,
  );
  const streamPage: RequestListener = (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', bytes.length);
    for (let i = 1; i < cuts.length - 1; i++) res.write(bytes.subarray(cuts[i - 1], cuts[i]));
    res.end(bytes.subarray(cuts.at(-2)));
  };

  it('rewrites an HTML page written in pieces, with a length that fits what is sent', async () => {
    const base = await serve(streamPage);
    const plain = await rawRequest(base, '/', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-length']).toBeUndefined();
    expect(plain.headers['transfer-encoding']).toBe('chunked');
    expect(plain.body.toString()).toBe(rewriteWhole(page));
  });

  it('rewrites pages sent whole (one per request, as Next sends a prerendered one) each as its own', async () => {
    const other = page.replace('运价查询', '线路查询').replace('react.js', 'react-dom.js');
    const base = await serve((req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(req.url === '/other' ? other : page);
    });
    for (const path of ['/', '/other', '/', '/other']) {
      const { body } = await rawRequest(base, path, { headers: { 'accept-encoding': 'identity' } });
      expect(body.toString()).toBe(rewriteWhole(path === '/' ? page : other));
    }
  });

  it('answers HEAD without a body', async () => {
    const base = await serve((req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(req.method === 'HEAD' ? undefined : page);
    });
    const head = await rawRequest(base, '/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('passes other responses through untouched', async () => {
    const script = '<script src="/_next/static/chunks/a.js" async=""></script>';
    const base = await serve((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Content-Length', Buffer.byteLength(JSON.stringify({ script })));
      res.end(JSON.stringify({ script }));
    });
    const json = await rawRequest(base, '/', { headers: { 'accept-encoding': 'identity' } });
    expect(JSON.parse(json.body.toString())).toEqual({ script });
    expect(json.headers['content-length']).toBe(String(json.body.length));
  });
});
