#!/usr/bin/env node
// The reference for the server figures: a Node `http` server that answers every request with one
// recorded response (status, headers and body bytes as the site sent them, Brotli included) from
// memory, with no framework. Run as its own process, as the site's server is, so that both have a
// core of their own beside the load generator.
// Usage: node scripts/bench/reference-server.mjs <recorded.json> <port>
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [file, port] = process.argv.slice(2);
const recorded = JSON.parse(readFileSync(file, 'utf8'));
const body = Buffer.from(recorded.body, 'base64');
const headers = [...recorded.headers, ['Content-Length', String(body.length)]];
createServer((_request, response) => {
  response.writeHead(recorded.status, headers);
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
