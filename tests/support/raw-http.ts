// A request sent as written, for tests that need what goes over the wire: the path byte for
// byte (no client-side normalisation of dots or escapes) and the body as sent (not decompressed).
import { request } from 'node:http';
import { connect } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export function rawRequest(
  base: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

export type RawExchange = { status: number; head: string; body: string };

/**
 * Bytes written on a connection of their own as they are (request lines Node's client would
 * never send: `GET *`, absolute targets, unknown methods, CONNECT), and the answer read until the
 * server closes the connection (send `Connection: close` or HTTP/1.0).
 */
export function rawExchange(base: string, text: string): Promise<RawExchange> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write(text));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('latin1');
      const split = answer.indexOf('\r\n\r\n');
      const head = split < 0 ? answer : answer.slice(0, split);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: split < 0 ? '' : answer.slice(split + 4) });
    });
  });
}
