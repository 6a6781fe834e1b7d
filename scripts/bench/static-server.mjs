// The reference for the server figures: the same prerendered HTML served from disk by a plain
// Node static file server (no framework), on loopback.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';

export function startStaticServer(file, port) {
  const server = createServer(async (request, response) => {
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
      });
      response.end(body);
    } catch {
      response.writeHead(500).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
