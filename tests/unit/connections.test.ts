// server/connections.mjs: draining under clients that open a new connection for every request.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { trackConnections } from '../../server/connections.mjs';

type Outcome = 'answered' | 'refused' | 'reset';

function once(port: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('end', () => resolve(received.startsWith('HTTP/1.1 200 ') ? 'answered' : 'reset'));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'),
    );
  });
}

let server: Server | undefined;
afterEach(() => void server?.close());

it('a drain under a stream of new connections answers every one accepted and resets none', async () => {
  const tracked = { connections: undefined as ReturnType<typeof trackConnections> | undefined };
  server = createServer((req, res) =>
    tracked.connections!.admit(() => {
      res.setHeader('Connection', 'close');
      res.end('ok');
    }),
  );
  tracked.connections = trackConnections(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const counts: Record<Outcome, number> = { answered: 0, refused: 0, reset: 0 };
  const clients = Array.from({ length: 30 }, async () => {
    for (;;) {
      const outcome = await once(port);
      counts[outcome] += 1;
      if (outcome === 'refused') return;
    }
  });
  await expect.poll(() => counts.answered, { timeout: 20_000 }).toBeGreaterThan(300);
  await tracked.connections.drain({ quietMs: 50, holdMs: 10_000, firstRequestMs: 2_000 });
  await Promise.all(clients);
  expect(counts).toMatchObject({ reset: 0, refused: 30 });
});
