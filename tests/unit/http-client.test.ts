import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, http, isApiError } from '@/lib/http/client';

interface Seen {
  method: string;
  path: string;
  query: string;
  body: string;
  contentType: string | undefined;
}

let server: Server;
let base: string;
let seen: Seen[] = [];
let hits = new Map<string, number>();

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse, body: string) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const count = (hits.get(url.pathname) ?? 0) + 1;
  hits.set(url.pathname, count);
  seen.push({
    method: req.method ?? '',
    path: url.pathname,
    query: url.search,
    body,
    contentType: req.headers['content-type'],
  });

  switch (url.pathname) {
    case '/flaky-503':
      if (count === 1) return json(res, 503, { message: 'Warming up' });
      return json(res, 200, { ok: true, attempt: count });
    case '/always-503':
      return json(res, 503, { message: 'Depot system is down' });
    case '/not-found':
      return json(res, 404, { error: 'No such shipment' });
    case '/plain-502':
      res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/plain' });
      return res.end('upstream died');
    case '/echo':
      return json(res, 200, { received: body ? JSON.parse(body) : null, query: url.search });
    case '/fields':
      return json(res, 400, { message: 'Invalid input', errors: { email: 'Enter a valid email' } });
    case '/fields-array':
      return json(res, 422, {
        message: 'Check the form',
        errors: [
          { field: 'phone', message: 'Too short' },
          { path: ['address', 'city'], message: 'Required' },
        ],
      });
    case '/slow': {
      const timer = setTimeout(() => json(res, 200, { late: true }), 2000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    default:
      return json(res, 500, { message: `unexpected path ${url.pathname}` });
  }
}

function listen(s: Server): Promise<number> {
  return new Promise((resolve) =>
    s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)),
  );
}

function requestsTo(path: string) {
  return seen.filter((r) => r.path === path);
}

/** Runs `promise`, expecting it to reject, and hands back what it rejected with. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handle(req, res, body));
  });
  base = `http://127.0.0.1:${String(await listen(server))}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  hits = new Map();
});

describe('http client retries', () => {
  it('retries a GET once after a 503 and resolves with the second answer', async () => {
    await expect(http.get(`${base}/flaky-503`)).resolves.toEqual({ ok: true, attempt: 2 });
    expect(requestsTo('/flaky-503')).toHaveLength(2);
  });

  it('gives up on a GET after two attempts that both get 503', async () => {
    const error = await failure(http.get(`${base}/always-503`));
    expect(error.status).toBe(503);
    expect(error.message).toBe('Depot system is down');
    expect(requestsTo('/always-503')).toHaveLength(2);
  });

  it('retries a HEAD once after a 503', async () => {
    await expect(http.head(`${base}/flaky-503`)).resolves.toBeUndefined();
    expect(requestsTo('/flaky-503').map((r) => r.method)).toEqual(['HEAD', 'HEAD']);
  });

  it('lets a caller switch GET retries off', async () => {
    const error = await failure(http.get(`${base}/flaky-503`, { retry: 0 }));
    expect(error.status).toBe(503);
    expect(requestsTo('/flaky-503')).toHaveLength(1);
  });

  it('does not retry a GET that gets 404', async () => {
    const error = await failure(http.get(`${base}/not-found`));
    expect(error.status).toBe(404);
    expect(error.message).toBe('No such shipment');
    expect(requestsTo('/not-found')).toHaveLength(1);
  });

  it('does not retry a POST that gets 503', async () => {
    const error = await failure(http.post(`${base}/always-503`, { id: 7 }));
    expect(error.status).toBe(503);
    expect(error.message).toBe('Depot system is down');
    expect(requestsTo('/always-503')).toHaveLength(1);
  });

  it('retries a POST once when the caller opts in with retry: 1', async () => {
    await expect(http.post(`${base}/flaky-503`, { id: 7 }, { retry: 1 })).resolves.toEqual({
      ok: true,
      attempt: 2,
    });
    const requests = requestsTo('/flaky-503');
    expect(requests.map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(requests.map((r) => r.body)).toEqual(['{"id":7}', '{"id":7}']);
  });

  it.each([
    ['PUT', () => http.put(`${base}/always-503`, { a: 1 })],
    ['PATCH', () => http.patch(`${base}/always-503`, { a: 1 })],
    ['DELETE', () => http.delete(`${base}/always-503`)],
  ])('does not retry a %s that gets 503', async (method, call) => {
    const error = await failure(call());
    expect(error.status).toBe(503);
    expect(seen.map((r) => r.method)).toEqual([method]);
  });
});

describe('http client requests', () => {
  it('sends an object body as JSON', async () => {
    const shipment = { ref: 'SZX-1042', pieces: 3, fragile: true, note: '易碎' };
    await expect(http.post(`${base}/echo`, shipment)).resolves.toEqual({
      received: shipment,
      query: '',
    });
    const [request] = requestsTo('/echo');
    expect(request?.contentType).toBe('application/json');
    expect(request && JSON.parse(request.body)).toEqual(shipment);
  });

  it('appends query parameters to the URL', async () => {
    const result = await http.get<{ query: string }>(`${base}/echo`, {
      query: { lang: 'zh', page: 2 },
    });
    expect(result.query).toBe('?lang=zh&page=2');
  });
});

describe('ApiError', () => {
  it('carries the message and field errors of a 400', async () => {
    const error = await failure(http.post(`${base}/fields`, { email: 'nope' }));
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid input');
    expect(error.fieldErrors).toEqual({ email: 'Enter a valid email' });
  });

  it('normalises an array of field errors', async () => {
    const error = await failure(http.put(`${base}/fields-array`, {}));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Check the form');
    expect(error.fieldErrors).toEqual({ phone: 'Too short', 'address.city': 'Required' });
  });

  it('falls back to the status text when the body has no message', async () => {
    const error = await failure(http.delete(`${base}/plain-502`));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad Gateway');
    expect(error.fieldErrors).toBeUndefined();
  });

  it('has status 0 when the connection is refused', async () => {
    const spare = createServer();
    const port = await listen(spare);
    await new Promise<void>((resolve) => spare.close(() => resolve()));

    const error = await failure(http.post(`http://127.0.0.1:${String(port)}/echo`, { a: 1 }));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network request failed');
  });

  it('has status 0 and is not retried when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = http.get(`${base}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await failure(pending);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Request was aborted');
    expect(requestsTo('/slow')).toHaveLength(1);
  });

  it('has status 0 when the timeout passes', async () => {
    const error = await failure(http.post(`${base}/slow`, {}, { timeout: 100 }));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Request timed out');
  });

  it('still honours the timeout when the caller also passes a signal', async () => {
    const controller = new AbortController();
    const error = await failure(
      http.patch(`${base}/slow`, {}, { signal: controller.signal, timeout: 100 }),
    );
    expect(error.status).toBe(0);
    expect(error.message).toBe('Request timed out');
    expect(controller.signal.aborted).toBe(false);
  });

  it('isApiError recognises thrown errors and rejects plain ones', async () => {
    const thrown = await http.get(`${base}/not-found`).catch((e: unknown) => e);
    expect(isApiError(thrown)).toBe(true);
    expect(isApiError(new Error('No such shipment'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 404, message: 'x' })).toBe(false);
  });
});
