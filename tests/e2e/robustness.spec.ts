// Bounded robustness runs on the production build, each on a server of its own: 2,000 random and
// malformed requests, then 1,500 requests at 50 connections across every page and both APIs
// (bounded in requests, not seconds: the same work on a fast machine and a slow one).
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import autocannon from 'autocannon';
import { expect, test } from '@playwright/test';
import { allPages } from './support';
import { ownPort, startServer, stopServer } from './server';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : 0;
}

function random(seed: number) {
  let s = seed >>> 0;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

const QUOTE = {
  origin: 'SZX',
  destination: 'ONT8',
  goods: 'general',
  cartons: [{ quantity: 2, length: 50, width: 40, height: 40, weight: 12 }],
};

test('2,000 random and malformed requests: no 5xx, the server stays up, memory stays bounded', async ({}, testInfo) => {
  const server = await startServer(ownPort(20), {
    DATABASE_URL: `${tmpdir()}/bw-fuzz-${process.pid}.sqlite`,
  });
  try {
    const rnd = random(20261121);
    const paths = [
      ...allPages.map((p) => p.path),
      '/api/quotes',
      '/api/routes',
      '/sitemap.xml',
      '/zh/sitemap.xml',
      '/robots.txt',
      '/og-image.png',
      '/builds/latest.json',
      '/query-price/results',
      '/news-services/unknown',
      '/zh/news-services/x',
      '/_next/image',
      '/_next/static/chunks/nope.js',
      '/%E4%B8%AD',
      '/en',
      '/en/join-us',
    ];
    const methods = [
      'GET',
      'GET',
      'GET',
      'POST',
      'POST',
      'PUT',
      'DELETE',
      'PATCH',
      'OPTIONS',
      'HEAD',
    ];
    const garbage = () =>
      Array.from({ length: rnd.int(40) }, () => String.fromCharCode(rnd.int(0x3000))).join('');
    const queryPart = () =>
      rnd.pick([
        '',
        `?from=${encodeURIComponent(garbage())}&to=${encodeURIComponent(garbage())}`,
        `?page=${rnd.pick(['-1', '0', '2', '999999999999', 'NaN', '1e9'])}`,
        `?qty=${rnd.int(1e6)}&len=-1&wid=NaN&hei=1e400&wt=${'9'.repeat(rnd.int(400))}`,
        `?${'a='.repeat(rnd.int(500))}`,
        `?url=${encodeURIComponent(garbage())}&w=${rnd.int(5000)}&q=${rnd.int(200)}`,
        `?%zz=%zz`,
      ]);
    const body = () =>
      rnd.pick<() => BodyInit | undefined>([
        () => undefined,
        () => JSON.stringify(QUOTE),
        () =>
          JSON.stringify({
            ...QUOTE,
            cartons: Array.from({ length: rnd.int(400) }, () => ({ quantity: rnd.next() * 1e9 })),
          }),
        () => '{"from": "SZX", "cartons": [',
        () => garbage(),
        () => new Uint8Array(Array.from({ length: rnd.int(5000) }, () => rnd.int(256))),
        () => 'x'.repeat(70_000 + rnd.int(100_000)),
        () => 'name=a&email=b&$ACTION_ID_zzz=1',
      ])();
    const contentTypes = [
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/json; charset=gbk',
      '',
    ];

    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const before = rssMb(server.child.pid!);
    let peak = before;
    let sent = 0;
    const worker = async () => {
      while (sent < 2000) {
        sent++;
        const method = rnd.pick(methods);
        const path =
          rnd.pick(paths) +
          (rnd.next() < 0.2 ? `/${encodeURIComponent(garbage())}` : '') +
          queryPart();
        const headers: Record<string, string> = {
          'accept-language': rnd.pick([
            'zh-CN,zh;q=0.9',
            'en',
            '*',
            ';;;q=abc',
            garbage().replace(/[^\x20-\x7e]/g, ''),
          ]),
          cookie: rnd.pick([
            '',
            'i18n_redirected=zh',
            'i18n_redirected=<script>',
            'a=b; '.repeat(50),
          ]),
          'x-forwarded-for': `10.9.${rnd.int(255)}.${rnd.int(255)}`,
        };
        const type = rnd.pick(contentTypes);
        if (type) headers['content-type'] = type;
        if (rnd.next() < 0.1)
          headers['next-action'] = rnd.pick([
            '0',
            'x'.repeat(42),
            garbage().replace(/[^\x20-\x7e]/g, ''),
          ]);
        if (rnd.next() < 0.1) headers.rsc = '1';
        const hasBody = method !== 'GET' && method !== 'HEAD';
        try {
          const response = await fetch(`${server.base}${path}`, {
            method,
            headers,
            body: hasBody ? body() : undefined,
            redirect: 'manual',
            signal: AbortSignal.timeout(20_000),
          });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500)
            failures.push(`${method} ${path.slice(0, 120)} → ${response.status}`);
        } catch (error) {
          failures.push(`${method} ${path.slice(0, 120)} → ${(error as Error).message}`);
        }
        if (sent % 200 === 0) peak = Math.max(peak, rssMb(server.child.pid!));
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(failures).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    for (const path of ['/', '/zh/query-price', '/api/routes?from=SZX&to=US'])
      expect((await fetch(`${server.base}${path}`)).status, path).toBe(200);
    const after = rssMb(server.child.pid!);
    peak = Math.max(peak, after);
    expect(peak).toBeLessThan(1536);
    const figures = `fuzz: 2000 requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`;
    console.log(figures);
    testInfo.annotations.push({ type: 'figures', description: figures });
  } finally {
    await stopServer(server, 'SIGKILL');
  }
});

/** What the load test sends, 50 at a time. */
const LOAD_REQUESTS = 1500;

test('1,500 requests at 50 connections across every page and both APIs: no failed request', async ({}, testInfo) => {
  const server = await startServer(ownPort(21), {
    DATABASE_URL: `${tmpdir()}/bw-load-${process.pid}.sqlite`,
  });
  try {
    const requests = [
      ...allPages.map((p) => ({ method: 'GET' as const, path: p.path })),
      { method: 'GET' as const, path: '/api/routes?from=SZX&to=US&mode=sea' },
      {
        method: 'POST' as const,
        path: '/api/quotes',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(QUOTE),
      },
    ];
    const result = await autocannon({
      url: server.base,
      connections: 50,
      amount: LOAD_REQUESTS,
      requests,
      timeout: 20,
    });
    const failed = result.errors + result.timeouts + result.non2xx;
    const figures = `load: ${result.requests.total} requests in ${result.duration.toFixed(1)} s (${result.requests.average.toFixed(0)} req/s), p99 ${result.latency.p99} ms, ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`;
    console.log(figures);
    testInfo.annotations.push({ type: 'figures', description: figures });
    expect(failed).toBe(0);
    // Every request was answered: the bound, not a timer, ended the run.
    expect(result.requests.total).toBe(LOAD_REQUESTS);
    for (const page of allPages)
      expect((await fetch(`${server.base}${page.path}`)).status, page.path).toBe(200);
  } finally {
    await stopServer(server, 'SIGKILL');
  }
});
