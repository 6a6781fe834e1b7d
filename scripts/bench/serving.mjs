// The server figures of the bench: request rates and latency of prerendered pages as a
// browser asks for them, against references that answer the same bytes and headers with no
// framework (a Node `http` server from memory; nginx from disk), and the server's CPU time per
// request.
import { fork } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { launchNginx, nginxConfig } from '../cluster.mjs';
import { waitForUrl } from '../lib/bootstrap.mjs';

/** What Chrome sends when a visitor types a page's address (English, no cookie yet). */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'none',
  'sec-fetch-user': '?1',
  'upgrade-insecure-requests': '1',
};

/** Headers that belong to one response (the references send their own). */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/**
 * One response as it came over the wire: status, headers (without those of the connection) and
 * the body still compressed; `whole` when it came with its length.
 */
export function recordResponse(url, headers = BROWSER_HEADERS) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const pairs = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (!PER_RESPONSE.has(res.rawHeaders[i].toLowerCase()))
            pairs.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
        // Next streams a page (chunked); the page cache sends it whole, with its length.
        const whole = res.headers['content-length'] !== undefined;
        resolve({ status: res.statusCode, headers: pairs, body: Buffer.concat(chunks), whole });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** The process's CPU time so far in seconds (Linux: /proc/<pid>/stat, user + system). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Requests per second and latency of `url` for 10 s at 50 connections (autocannon), and with
 * `pid` the CPU milliseconds that process spent per request.
 */
export function load(title, { pid, headers = BROWSER_HEADERS, ...options }) {
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: 10, headers, ...options }, (error, result) => {
      if (error) return reject(error);
      const requests = result.requests.total;
      resolve({
        title,
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        ...(pid && requests
          ? {
              cpuMsPerRequest: Number(
                (((cpuSeconds(pid) - cpuBefore) * 1000) / requests).toFixed(3),
              ),
            }
          : {}),
      });
    });
  });
}

/** The Node reference serving `recorded` on `port` from memory, in a process of its own. */
export async function startReference(recorded, port) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-reference-'));
  const file = join(dir, 'recorded.json');
  writeFileSync(file, JSON.stringify({ ...recorded, body: recorded.body.toString('base64') }));
  const child = fork(
    new URL('./reference-server.mjs', import.meta.url).pathname,
    [file, String(port)],
    {
      stdio: 'ignore',
    },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('the reference server stopped')));
  });
  return {
    pid: child.pid,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * nginx as deploy/nginx.conf sets it up in front of the instance at `upstreamPort` (its page
 * cache included) on `port`, and beside it on `staticPort` the reference: the recorded response's
 * bytes served from a file on disk with the same headers.
 */
export async function startNginx({ port, staticPort, upstreamPort, recorded }) {
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const file = join(prefix, 'page.body');
  writeFileSync(file, recorded.body);
  const quote = (value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  const headers = recorded.headers
    .filter(([name]) => !/^(content-type|etag|x-request-id)$/i.test(name))
    .map(([name, value]) => `        add_header ${name} ${quote(value)} always;`);
  const contentType = recorded.headers.find(([name]) => /^content-type$/i.test(name))?.[1];
  const reference = [
    '  server {',
    `    listen 127.0.0.1:${staticPort};`,
    '    access_log off;',
    '    location = /storehouse {',
    `      alias ${file};`,
    '      types { }',
    `      default_type ${quote(contentType ?? 'text/html')};`,
    ...headers,
    '    }',
    '  }',
  ].join('\n');
  const config = (await nginxConfig({ prefix, port, instancePorts: [upstreamPort] })).replace(
    /\}\s*$/,
    `${reference}\n}\n`,
  );
  const nginx = launchNginx(prefix, config);
  await waitForUrl(`http://127.0.0.1:${staticPort}/storehouse`);
  await waitForUrl(`http://127.0.0.1:${port}/robots.txt`);
  return {
    stop: async () => {
      await nginx.stop();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
