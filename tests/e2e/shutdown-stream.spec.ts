// SIGTERM under clients that open a new connection for every request: each connection the
// server accepted is answered, only connections opened after the listener closed are refused.
// Node's own close() reset the ones accepted a moment before whose request it had not read yet.
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { expect, test } from '@playwright/test';
import { ownPort, startServer, type Server } from './server';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const CLIENTS = 30;
type Outcome = 'answered' | 'refused' | 'reset';

/** One request on a connection of its own; how it ended for the client. */
function once(port: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('connect', () =>
      socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    );
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('end', () => resolve(/^HTTP\/1\.1 200 /.test(received) ? 'answered' : 'reset'));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'),
    );
  });
}

/** A client sending request after request, each on a new connection, until one is refused. */
async function client(port: number, counts: Record<Outcome, number>) {
  for (;;) {
    const outcome = await once(port);
    counts[outcome] += 1;
    if (outcome === 'refused') return;
  }
}

async function stopUnderStream(server: Server, port: number) {
  const counts: Record<Outcome, number> = { answered: 0, refused: 0, reset: 0 };
  const clients = Array.from({ length: CLIENTS }, () => client(port, counts));
  await expect.poll(() => counts.answered, { timeout: 30_000 }).toBeGreaterThan(300);
  server.child.kill('SIGTERM');
  await Promise.all(clients);
  expect(counts.reset, JSON.stringify(counts)).toBe(0);
  expect(counts.refused).toBe(CLIENTS);
  await server.exited;
  expect(server.child.exitCode).toBe(0);
}

/** Whether `npm start` would serve the existing build rather than build again. */
async function buildIsFresh(): Promise<boolean> {
  const hashFile = '.next/source-hash';
  if (!existsSync(hashFile)) return false;
  const bootstrap = './../../scripts/lib/bootstrap.mjs';
  const { sourceHash } = (await import(bootstrap)) as { sourceHash: () => string };
  return readFileSync(hashFile, 'utf8') === sourceHash();
}

for (const [name, script] of [
  ['server/index.mjs', 'server/index.mjs'],
  ['npm start', 'scripts/start.mjs'],
] as const) {
  test(`${name}: SIGTERM under a stream of new connections resets none of them`, async () => {
    test.skip(
      script === 'scripts/start.mjs' && !(await buildIsFresh()),
      'npm start would build first: the build was not made by npm start or npm test',
    );
    const port = ownPort(script === 'scripts/start.mjs' ? 33 : 32);
    const server = await startServer(
      port,
      { DATABASE_URL: `${tmpdir()}/bw-shutdown-stream-${process.pid}.sqlite` },
      script,
    );
    try {
      await stopUnderStream(server, port);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });
}
