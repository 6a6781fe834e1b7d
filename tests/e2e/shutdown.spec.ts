// Graceful shutdown (server/lifecycle.mjs): on SIGTERM the server stops taking connections but
// finishes every request it has, then exits 0. Each test runs a server of its own.
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { expect, test } from '@playwright/test';
import { ownPort, startServer, type Server } from './server';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const QUOTE = JSON.stringify({
  origin: 'SZX',
  destination: 'ONT8',
  goods: 'general',
  cartons: [{ quantity: 2, length: 50, width: 40, height: 40, weight: 12 }],
});

type Answer = { status: number; connection: string | undefined; body: string };

function read(response: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (c: Buffer) => chunks.push(c));
    response.on('error', reject);
    response.on('end', () =>
      resolve({
        status: response.statusCode ?? 0,
        connection: response.headers.connection,
        body: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
}

function get(port: number, path: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: 'localhost', port, path, agent }, (r) => read(r).then(resolve, reject))
      .on('error', reject)
      .end();
  });
}

/**
 * A POST whose body is sent in two halves: the first once the server has read the headers (it
 * answered `Expect: 100-continue`, so the request is in flight, not an idle connection), the
 * second when `finish()` is called.
 */
function slowQuote(port: number, agent: Agent) {
  const bytes = Buffer.from(QUOTE);
  const half = Math.floor(bytes.length / 2);
  let finish!: () => void;
  let started!: () => void;
  const inFlight = new Promise<void>((resolve) => (started = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: 'localhost',
        port,
        path: '/api/quotes',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': bytes.length,
          expect: '100-continue',
        },
      },
      (r) => read(r).then(resolve, reject),
    );
    req.on('error', reject);
    req.on('continue', () => req.write(bytes.subarray(0, half), () => started()));
    req.flushHeaders();
    finish = () => req.end(bytes.subarray(half));
  });
  return { answer, inFlight, finish: () => finish() };
}

/** Resolves once a new connection to the port is refused (the listener has closed). */
async function listenerClosed(port: number): Promise<void> {
  await expect
    .poll(
      () =>
        new Promise<string>((resolve) => {
          const socket = connect(port, '127.0.0.1');
          socket.once('connect', () => {
            socket.destroy();
            resolve('open');
          });
          socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        }),
      { timeout: 30_000 },
    )
    .toBe('ECONNREFUSED');
}

function exitCode(server: Server): Promise<number | null> {
  return server.exited.then(() => server.child.exitCode);
}

test('on SIGTERM, 20 uploads in flight are all answered, then the server exits 0', async () => {
  const port = ownPort(30);
  const server = await startServer(port, {
    DATABASE_URL: `${tmpdir()}/bw-shutdown-${process.pid}.sqlite`,
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 20 });
  try {
    expect((await get(port, '/healthz', agent)).status).toBe(200);
    // Ready once its first content sync is done (a balancer waits for it the same way).
    await expect.poll(async () => (await get(port, '/readyz', agent)).status).toBe(200);
    // Twenty connections the server has certainly accepted (each answered a request), kept
    // alive, each then carrying an upload the server is waiting to finish reading.
    await Promise.all(Array.from({ length: 20 }, () => get(port, '/healthz', agent)));
    const uploads = Array.from({ length: 20 }, () => slowQuote(port, agent));
    await Promise.all(uploads.map((u) => u.inFlight));

    server.child.kill('SIGTERM');
    await listenerClosed(port);
    for (const upload of uploads) upload.finish();
    const answers = await Promise.all(uploads.map((u) => u.answer));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).offers.length).toBeGreaterThan(0);
      // Draining: the connection closes after this response instead of being kept alive.
      expect(answer.connection).toBe('close');
    }
    expect(await exitCode(server)).toBe(0);
  } finally {
    agent.destroy();
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
});

test('on SIGTERM with nothing in flight, idle keep-alive connections close and the server exits 0', async () => {
  const port = ownPort(31);
  const server = await startServer(port, {
    DATABASE_URL: `${tmpdir()}/bw-shutdown-idle-${process.pid}.sqlite`,
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 5 });
  try {
    await Promise.all(Array.from({ length: 5 }, () => get(port, '/zh/storehouse', agent)));
    server.child.kill('SIGTERM');
    expect(await exitCode(server)).toBe(0);
  } finally {
    agent.destroy();
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
});
