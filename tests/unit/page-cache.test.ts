// The production server's page cache (server/page-cache.mjs): prerendered pages served from
// memory once Next has sent them, compressed once; only what Next says is shareable, keyed by what
// the response depends on, emptied by the content sync.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageCache } from '../../server/page-cache.mjs';
import { rawRequest } from '../support/raw-http';

type Page = { status?: number; headers?: Record<string, string>; body?: string };

describe('the page cache', () => {
  let server: Server;
  let base: string;
  let clock = 1_000_000;
  let cache: ReturnType<typeof createPageCache>;
  /** What the stand-in for Next answers per path, and how often it was asked. */
  let pages: Record<string, Page>;
  let rendered: string[];
  let viaProxy = false;
  /** Held back responses: the test ends them (a render that spans a content change). */
  let hold: ((end: () => void) => void) | undefined;

  const html = (text: string) => `<!DOCTYPE html><html><body>${text.repeat(200)}</body></html>`;
  const prerendered = (text: string, headers: Record<string, string> = {}): Page => ({
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 's-maxage=31536000',
      ETag: '"abc"',
      'Content-Security-Policy': "default-src 'self'",
      'x-nextjs-cache': 'HIT',
      ...headers,
    },
    body: html(text),
  });

  function next(req: IncomingMessage, res: ServerResponse) {
    const path = req.url ?? '/';
    rendered.push(path);
    const page: Page = pages[path.split('?')[0] ?? path] ?? { status: 404, body: 'none' };
    res.statusCode = page.status ?? 200;
    for (const [name, value] of Object.entries<string>(page.headers ?? {}))
      res.setHeader(name, value);
    res.setHeader('X-Request-Id', 'one-request');
    const finish = () => res.end(page.body);
    if (hold) hold(finish);
    else finish();
  }

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(base, path, { method, headers });
  /** Requests a page and waits until the cache has stored it (compressed after the answer). */
  async function warm(path: string, headers: Record<string, string> = {}) {
    await get(path, headers);
    await cache.settled();
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      const context = { https: false, viaProxy, headers: ['X-Request-Id', 'this-request'] };
      if (cache.serve(req, res, context)) return;
      cache.capture(req, res, context);
      next(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    cache = createPageCache({ maxEntries: 3, now: () => clock });
    pages = { '/storehouse': prerendered('storehouse '), '/': prerendered('home ') };
    rendered = [];
    viaProxy = false;
    hold = undefined;
  });

  it('answers a prerendered page from memory, Brotli, gzip or plain, with its headers', async () => {
    await warm('/storehouse', { 'accept-encoding': 'br' });
    rendered = [];
    const expected = pages['/storehouse']!.body!;
    const br = await get('/storehouse', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/storehouse', { 'accept-encoding': 'gzip' });
    const plain = await get('/storehouse');
    expect(rendered).toEqual([]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(expected);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(gunzipSync(gz.body).toString()).toBe(expected);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(expected);
    expect(br.headers['content-security-policy']).toBe("default-src 'self'");
    expect(br.headers['cache-control']).toBe('s-maxage=31536000');
    // Next's notes on its cache and the first request's id are not the page's.
    expect(br.headers['x-nextjs-cache']).toBeUndefined();
    expect(br.headers['x-request-id']).toBe('this-request');
  });

  it('answers HEAD without a body and a matching If-None-Match with 304', async () => {
    await warm('/storehouse');
    rendered = [];
    const head = await get('/storehouse', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const notModified = await get('/storehouse', { 'if-none-match': '"abc"' });
    expect(notModified.status).toBe(304);
    expect((await get('/storehouse', { 'if-none-match': '"other"' })).status).toBe(200);
    expect(rendered).toEqual([]);
  });

  it.each<[string, Page | undefined, Record<string, string>, string]>([
    ['a response setting a cookie', prerendered('x', { 'Set-Cookie': 'a=b' }), {}, '/storehouse'],
    [
      'a page that is not shareable',
      prerendered('x', { 'Cache-Control': 'private, no-store' }),
      {},
      '/storehouse',
    ],
    ['a stale copy', prerendered('x', { 'x-nextjs-cache': 'STALE' }), {}, '/storehouse'],
    ['a page that is not found', { ...prerendered('x'), status: 404 }, {}, '/storehouse'],
    [
      'a response that is not HTML',
      prerendered('x', { 'Content-Type': 'text/x-component' }),
      {},
      '/storehouse',
    ],
    ['a request with a query', undefined, {}, '/storehouse?category=x'],
    ['the router’s RSC request', undefined, { rsc: '1' }, '/storehouse'],
    [
      'a click on a link of this site (a language switch)',
      undefined,
      { 'sec-fetch-user': '?1', 'sec-fetch-site': 'same-origin' },
      '/storehouse',
    ],
  ])('does not keep %s', async (_what, page, headers, path) => {
    if (page) pages['/storehouse'] = page;
    await warm(path, headers);
    await get(path, headers);
    expect(rendered).toEqual([path, path]);
    expect(cache.size).toBe(0);
  });

  it('keys the root by language, cookie and whether the visitor is a bot', async () => {
    const zh = { 'accept-language': 'zh-CN' };
    await warm('/', zh);
    rendered = [];
    await get('/', { 'accept-language': 'en' });
    await get('/', { ...zh, cookie: 'i18n_redirected=en' });
    await get('/', { ...zh, 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    expect(rendered).toEqual(['/', '/', '/']);
  });

  it('tells the balancer it may keep a page a second, but not the root', async () => {
    viaProxy = true;
    expect((await get('/storehouse')).headers['x-accel-expires']).toBe('1');
    await warm('/storehouse');
    expect((await get('/storehouse')).headers['x-accel-expires']).toBe('1');
    expect((await get('/')).headers['x-accel-expires']).toBeUndefined();
    viaProxy = false;
    expect((await get('/storehouse')).headers['x-accel-expires']).toBeUndefined();
  });

  it('forgets every page when cleared, and does not keep a render that spanned the clear', async () => {
    await warm('/storehouse');
    cache.clear();
    expect(cache.size).toBe(0);
    let release: (() => void) | undefined;
    hold = (end) => (release = end);
    const pending = get('/storehouse');
    await expect.poll(() => release).toBeDefined();
    cache.clear(); // the content changed while the page was rendering
    hold = undefined;
    release!();
    await pending;
    expect(cache.size).toBe(0);
    await get('/storehouse');
    expect(rendered.filter((path) => path === '/storehouse')).toHaveLength(3);
  });

  it('keeps a page as long as s-maxage says', async () => {
    pages['/storehouse'] = prerendered('x', { 'Cache-Control': 's-maxage=60' });
    await warm('/storehouse');
    rendered = [];
    clock += 59_000;
    await get('/storehouse');
    expect(rendered).toEqual([]);
    clock += 2_000;
    await get('/storehouse');
    expect(rendered).toEqual(['/storehouse']);
  });

  it('drops the least recently served page when full', async () => {
    for (const path of ['/a', '/b', '/c']) pages[path] = prerendered(path);
    await warm('/storehouse');
    await warm('/a');
    await warm('/b');
    await get('/storehouse'); // now /a is the least recently served
    await warm('/c');
    rendered = [];
    await get('/storehouse');
    await get('/b');
    await get('/c');
    await get('/a');
    expect(rendered).toEqual(['/a']);
  });
});
