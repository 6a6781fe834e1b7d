// server/edge.mjs: what the production server refuses before Next sees a request.
import { describe, expect, it } from 'vitest';
import { clientErrorStatus, edgeRefusal, originForm, rawRefusal } from '../../server/edge.mjs';
import { securityHeaders } from '../../server/security-headers.mjs';

const HOST = 'localhost:3000';

describe('edgeRefusal', () => {
  it.each([
    ['TRACE', '/', { status: 405, allow: 'GET, HEAD, POST' }],
    ['PROPFIND', '/', { status: 405, allow: 'GET, HEAD, POST' }],
    ['PROPFIND', '/api/quotes', { status: 405, allow: 'GET, HEAD, POST' }],
    ['MKCOL', '/og-image.png', { status: 405, allow: 'GET, HEAD' }],
    ['POST', '/sitemap.xml', { status: 405, allow: 'GET, HEAD' }],
    ['PUT', '/_next/static/chunks/app.js', { status: 405, allow: 'GET, HEAD' }],
    ['GET', '/api/%ff', { status: 400 }],
    ['GET', '*', { status: 400 }],
    ['HEAD', '*', { status: 400 }],
    ['OPTIONS', '*', { status: 204, allow: 'GET, HEAD, POST' }],
    ['GET', 'http://evil.example/contact', { status: 400 }],
    ['GET', 'https://localhost:3001/contact', { status: 400 }],
    ['GET', 'mailto:someone@example.com', { status: 400 }],
    ['GET', 'localhost:3000', { status: 400 }],
  ])('%s %s', (method, url, expected) => {
    expect(edgeRefusal(method, url, HOST)).toEqual(expected);
  });

  it.each([
    ['GET', '/contact'],
    ['POST', '/contact'],
    ['PUT', '/api/quotes'],
    ['OPTIONS', '/api/quotes'],
    ['GET', '/og-image.png'],
    ['GET', 'http://localhost:3000/contact?x=1'],
    ['GET', 'HTTP://LOCALHOST:3000/'],
  ])('lets %s %s through', (method, url) => {
    expect(edgeRefusal(method, url, HOST)).toBeNull();
  });
});

describe('originForm', () => {
  it('reduces an absolute target naming the Host to its path and query', () => {
    expect(originForm('http://localhost:3000/en/contact?a=1', HOST)).toBe('/en/contact?a=1');
    expect(originForm('http://localhost:3000', HOST)).toBe('/');
    expect(originForm('/zh', HOST)).toBe('/zh');
  });
  it('has no path for another host, the asterisk or no Host', () => {
    expect(originForm('http://evil.example/contact', HOST)).toBeUndefined();
    expect(originForm('http://localhost:3000/', undefined)).toBeUndefined();
    expect(originForm('*', HOST)).toBeUndefined();
  });
});

describe('what Node refuses before the handler', () => {
  const parserError = (code: string, packet: string) =>
    Object.assign(new Error(code), { code, rawPacket: Buffer.from(packet, 'latin1') });

  it('an unknown method on a sound request line is 405, garbage 400', () => {
    expect(clientErrorStatus(parserError('HPE_INVALID_METHOD', 'TRACK / HTTP/1.1\r\n'))).toBe(405);
    expect(clientErrorStatus(parserError('HPE_INVALID_METHOD', '\x16\x03\x01\x02\x00'))).toBe(400);
    expect(clientErrorStatus(parserError('HPE_HEADER_OVERFLOW', 'GET / HTTP/1.1\r\n'))).toBe(431);
    expect(clientErrorStatus(parserError('HPE_INVALID_HEADER_TOKEN', 'GET / HTTP/1.1\r\n'))).toBe(
      400,
    );
  });

  it('is answered as raw HTTP with the security headers, Allow and a body', () => {
    const text = rawRefusal(405, securityHeaders);
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(head).toContain('\r\nAllow: GET, HEAD, POST');
    expect(head).toContain('\r\nX-Content-Type-Options: nosniff');
    expect(head).toContain('\r\nConnection: close');
    expect(head).toContain(`\r\nContent-Length: ${body!.length}`);
    expect(body).toBe('Method Not Allowed');
    expect(rawRefusal(400, [])).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[^]*\r\n\r\nBad Request$/);
  });
});
