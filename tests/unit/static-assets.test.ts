// The production server's static files: Brotli and gzip copies written at build time
// (scripts/lib/precompress.mjs) and served by content negotiation (server/static-assets.mjs).
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressStatic } from '../../scripts/lib/precompress.mjs';
import { securityHeaders } from '../../server/security-headers.mjs';
import { acceptedEncodings, createStaticAssets } from '../../server/static-assets.mjs';
import { rawRequest } from '../support/raw-http';

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', { br: true, gzip: true }],
    ['gzip', { br: false, gzip: true }],
    ['br;q=0, gzip', { br: false, gzip: true }],
    ['BR;Q=0.5', { br: true, gzip: false }],
    ['*', { br: true, gzip: true }],
    ['gzip;q=0, *;q=0.1', { br: true, gzip: false }],
    ['identity', { br: false, gzip: false }],
    ['', { br: false, gzip: false }],
    [undefined, { br: false, gzip: false }],
    ['br;q=abc, gzip;q=0.000', { br: false, gzip: false }],
  ])('%j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('static files', () => {
  let root: string;
  let server: Server;
  let port: number;
  const script = `//# allFunctionsCalledOnLoad\n${'console.log("BridgeWay", 1);\n'.repeat(400)}`;
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(`http://127.0.0.1:${port}`, path, { method, headers });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'static-assets-'));
    const chunks = join(root, '.next', 'static', 'chunks');
    mkdirSync(chunks, { recursive: true });
    mkdirSync(join(root, '.next', 'static', 'media'));
    writeFileSync(join(chunks, 'app.js'), script);
    writeFileSync(join(chunks, 'tiny.js'), '1');
    writeFileSync(join(root, '.next', 'static', 'media', 'logo.png'), png);
    writeFileSync(join(root, 'secret.txt'), 'not served');
    // The images the build prerendered at fixed addresses (src/app/og-image.png, icon.svg).
    mkdirSync(join(root, '.next', 'server', 'app'), { recursive: true });
    writeFileSync(join(root, '.next', 'server', 'app', 'og-image.png.body'), png);
    writeFileSync(join(root, '.next', 'server', 'app', 'icon.svg.body'), '<svg/>');
    expect(precompressStatic(root)).toBe(2);
    const assets = createStaticAssets(root);
    server = createServer((req, res) => {
      if (assets.handle(req, res, securityHeaders)) return;
      res.statusCode = 404;
      res.end('handed on');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => {
    server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes Brotli and gzip copies of text files that decompress to the file', () => {
    const file = join(root, '.next', 'static', 'chunks', 'app.js');
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(gz.length);
    // A copy that would not be smaller is not written, and images are not compressed.
    expect(existsSync(join(root, '.next', 'static', 'chunks', 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(root, '.next', 'static', 'media', 'logo.png.br'))).toBe(false);
  });

  it('sends the Brotli copy to a browser that accepts it, with the headers of a static file', async () => {
    const reply = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['vary']).toBe('Accept-Encoding');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toContain("object-src 'none'");
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(brotliDecompressSync(reply.body).toString()).toBe(script);
  });

  it('sends gzip, or the file itself, to clients without Brotli', async () => {
    const gzip = await get('/_next/static/chunks/app.js?v=1', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('/_next/static/chunks/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const tiny = await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('1');
    const image = await get('/_next/static/media/logo.png', { 'accept-encoding': 'br' });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body.equals(png)).toBe(true);
  });

  it('answers HEAD without a body and a known ETag with 304', async () => {
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const etag = String(head.headers['etag']);
    expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);
    const again = await get('/_next/static/chunks/app.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await get('/_next/static/chunks/app.js', { 'if-none-match': 'W/"other"' });
    expect(other.status).toBe(200);
  });

  it('sends the prerendered sharing image and icon with an ETag, kept a day, then revalidated', async () => {
    const image = await get('/og-image.png');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    // Other sites show the sharing image; the icon stays ours.
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.body.equals(png)).toBe(true);
    const icon = await get('/icon.svg?icon.0h6_x--twi1u8.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(icon.body.toString()).toBe('<svg/>');
    for (const [path, reply] of [
      ['/og-image.png', image],
      ['/icon.svg', icon],
    ] as const) {
      const etag = String(reply.headers['etag']);
      expect(etag, path).toMatch(/^W\/"[\w-]{20,}"$/);
      expect((await get(path, { 'if-none-match': etag })).status, path).toBe(304);
    }
  });

  it('hands every other request on: unknown files, the copies, other methods, odd paths', async () => {
    for (const path of [
      '/_next/static/chunks/missing.js',
      '/_next/static/chunks/app.js.br',
      '/_next/static/chunks/app.js.gz',
      '/_next/static/../../secret.txt',
      '/_next/static/chunks/..%2f..%2f..%2fsecret.txt',
      '/_next/static/chunks/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/_next/static/chunks/app.js%00',
      '/_next/static/chunks/',
      '/secret.txt',
    ]) {
      const reply = await get(path, { 'accept-encoding': 'br' });
      expect(reply.status, path).toBe(404);
      expect(reply.body.toString(), path).toBe('handed on');
    }
    const post = await get('/_next/static/chunks/app.js', {}, 'POST');
    expect(post.body.toString()).toBe('handed on');
  });

  it('hands on a file that disappeared after the server started, without failing', async () => {
    const file = join(root, '.next', 'static', 'media', 'gone.css');
    writeFileSync(file, 'body{}');
    const assets = createStaticAssets(root);
    rmSync(file);
    const res = { setHeader: () => undefined, end: () => undefined };
    const req = { method: 'GET', url: '/_next/static/media/gone.css', headers: {} };
    expect(assets.handle(req as never, res as never, [])).toBe(false);
  });
});
