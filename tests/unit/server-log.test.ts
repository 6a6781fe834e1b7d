import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, logRequest, requestId, scrub } from '../../server/log.mjs';

/** A logger whose lines are collected as parsed JSON objects. */
function collectingLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger(destination), lines };
}

describe('server log', () => {
  it('scrubs email addresses, bearer tokens and URL passwords', () => {
    expect(scrub('mail 李雷.li+cv@example.com.cn failed')).toBe('mail [email] failed');
    expect(scrub('Authorization: Bearer abc.DEF-123_x')).toBe('Authorization: Bearer [token]');
    expect(scrub('smtps://hr:s3cret@smtp.example.com:465')).toBe(
      'smtps://hr:[password]@smtp.example.com:465',
    );
  });

  it('keeps a sane X-Request-Id and makes one otherwise', () => {
    expect(requestId({ headers: { 'x-request-id': 'lb-42.a_b:c' } })).toBe('lb-42.a_b:c');
    const made = requestId({ headers: { 'x-request-id': 'bad id\n{"level":"fatal"}' } });
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId({ headers: {} })).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('errors are one JSON line with the stack and without personal data', () => {
    const { logger, lines } = collectingLogger();
    const error = Object.assign(new Error('duplicate key for wang@example.com'), {
      detail: 'Key (email)=(wang@example.com) already exists.',
    });
    logger.error({ err: error }, 'storing failed for wang@example.com');
    expect(lines).toHaveLength(1);
    const line = JSON.stringify(lines[0]);
    expect(line).not.toContain('wang@example.com');
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'storing failed for [email]' });
    expect((lines[0]!.err as { stack: string }).stack).toContain('server-log.test.ts');
  });

  describe('one line per request', () => {
    const { logger, lines } = collectingLogger();
    let server: Server;
    let base = '';
    beforeAll(async () => {
      server = createServer((req, res) => {
        res.setHeader('X-Request-Id', logRequest(logger, req, res));
        res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
        res.end('ok');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('with the request id, method, path without the query, status and duration', async () => {
      const response = await fetch(`${base}/missing/page?email=zhang@example.com`, {
        headers: { 'x-request-id': 'nginx-7f3a' },
      });
      expect(response.headers.get('x-request-id')).toBe('nginx-7f3a');
      await expect.poll(() => lines.length).toBe(1);
      expect(lines[0]).toMatchObject({
        level: 'info',
        msg: 'request',
        reqId: 'nginx-7f3a',
        method: 'GET',
        path: '/missing/page',
        status: 404,
      });
      expect(typeof lines[0]!.durationMs).toBe('number');
      expect(JSON.stringify(lines)).not.toContain('zhang');
    });

    it('never with a link secret: in the query string, or a retired booking link in the path', async () => {
      const secret = 'Zx9_-aB3dEfGhIjKlMnOpQrStUvWxYz0123456789Ab';
      expect(secret).toHaveLength(43);
      for (const url of [
        `/booking?k=${secret}`,
        `/api/bookings/labels?k=${secret}&format=a4`,
        `/booking/${secret}`,
        `/zh/booking/${secret}/`,
        `/api/bookings/${secret}/labels?format=label`,
      ])
        await fetch(`${base}${url}`, { headers: { 'x-request-id': `secret-${url.length}` } });
      await expect.poll(() => lines.length).toBe(6);
      expect(JSON.stringify(lines)).not.toContain(secret);
      expect(lines.slice(1).map((l) => l.path)).toEqual([
        '/booking',
        '/api/bookings/labels',
        '/booking/[secret]',
        '/zh/booking/[secret]/',
        '/api/bookings/[secret]/labels',
      ]);
    });
  });
});
