// A request sent as written, for tests that need what goes over the wire: the path byte for
// byte (no client-side normalisation of dots or escapes) and the body as sent (not decompressed).
import { request } from 'node:http';
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
