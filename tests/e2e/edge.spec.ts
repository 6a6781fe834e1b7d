// Requests no browser sends, written on the wire as they are: the server answers each with a
// 4xx (or OPTIONS * with 204), never a 5xx, a bare empty answer, a closed socket or a redirect
// to another origin (server/edge.mjs, docs/security.md).
import { expect, test } from '@playwright/test';
import { rawExchange } from '../support/raw-http';

const allowOf = (head: string) => /\r\nAllow: ([^\r]*)/i.exec(head)?.[1];

test('GET * and OPTIONS * answer 400 and 204 with Allow, in HTTP/1.1 and 1.0', async ({
  baseURL,
}) => {
  const host = new URL(baseURL!).host;
  for (const version of ['HTTP/1.1', 'HTTP/1.0']) {
    const get = await rawExchange(
      baseURL!,
      `GET * ${version}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    expect(get.status, `GET * ${version}`).toBe(400);
    const options = await rawExchange(
      baseURL!,
      `OPTIONS * ${version}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    expect(options.status, `OPTIONS * ${version}`).toBe(204);
    expect(allowOf(options.head)).toBe('GET, HEAD, POST');
  }
});

test('an absolute target: another host is refused, ours is served as its path, redirects stay here', async ({
  baseURL,
}) => {
  const host = new URL(baseURL!).host;
  const evil = await rawExchange(
    baseURL!,
    `GET http://evil.example/contact HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  );
  expect(evil.status).toBe(400);
  expect(evil.head).not.toMatch(/\r\nLocation:/i);
  const ours = await rawExchange(
    baseURL!,
    `GET http://${host}/en/contact HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  );
  expect(ours.status).toBe(308);
  const location = /\r\nLocation: ([^\r]*)/i.exec(ours.head)?.[1];
  expect(new URL(location!, baseURL).href).toBe(new URL('/contact', baseURL).href);
});

test('one rule for methods the site does not serve: 405 with Allow and a body, however Node parses them', async ({
  baseURL,
}) => {
  const host = new URL(baseURL!).host;
  for (const [method, path] of [
    ['TRACK', '/'],
    ['TRACE', '/contact'],
    ['PROPFIND', '/'],
    ['PROPFIND', '/api/quotes'],
    ['MKCOL', '/zh/storehouse'],
    ['BREW', '/api/routes'],
    ['CONNECT', host],
  ]) {
    const answer = await rawExchange(
      baseURL!,
      `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status, `${method} ${path}`).toBe(405);
    expect(allowOf(answer.head), `${method} ${path}`).toBe('GET, HEAD, POST');
    expect(answer.body, `${method} ${path}`).toBe('Method Not Allowed');
    expect(answer.head, `${method} ${path}`).toMatch(/\r\nX-Content-Type-Options: nosniff/i);
  }
});
