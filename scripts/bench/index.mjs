#!/usr/bin/env node
// `npm run bench`: performance figures, never pass/fail. Builds if needed, starts the production
// server on loopback, measures, prints a Markdown table and writes bench/results/latest.{md,json}.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { build, ensureDependencies, log, root } from '../lib/bootstrap.mjs';
import { firstLoadJs } from './first-load-js.mjs';

ensureDependencies();
build();

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
log(`Starting the production server on ${base}`);
const server = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

function load(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: 10, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        title,
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    });
  });
}

const quoteBody = JSON.stringify({
  origin: 'SZX',
  destination: 'ONT8',
  cartons: [{ quantity: 20, length: 50, width: 40, height: 40, weight: 12 }],
});

try {
  await waitForServer();
  log('Engine: quote() for 20 cartons over the whole card');
  const engineRun = spawnSync('npx', ['tsx', 'scripts/bench/engine.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  const engine = JSON.parse(engineRun.stdout.trim().split('\n').at(-1));

  log('Server: autocannon, 10 s at 50 connections each');
  const server = [];
  server.push(await load('GET /storehouse (prerendered)', { url: `${base}/storehouse` }));
  server.push(
    await load('POST /api/quotes', {
      url: `${base}/api/quotes`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: quoteBody,
    }),
  );
  server.push(await load('GET /api/routes', { url: `${base}/api/routes?from=YIW&to=DTM2` }));

  log('First-load JavaScript');
  const js = await firstLoadJs(base, ['/', '/zh', '/storehouse', '/query-price', '/query-route']);

  const lines = [
    `# Bench ${new Date().toISOString()}`,
    '',
    '## Engine',
    '',
    '| measure | value |',
    '| --- | --- |',
    `| quote(), 20 cartons, whole card: median | ${engine.medianMs.toFixed(3)} ms |`,
    `| quote(), 20 cartons, whole card: p99 | ${engine.p99Ms.toFixed(3)} ms |`,
    `| runs / offers per quote | ${engine.runs} / ${engine.offers} |`,
    '',
    '## Server (autocannon, 10 s, 50 connections)',
    '',
    '| target | req/s | p50 ms | p99 ms | errors |',
    '| --- | --- | --- | --- | --- |',
    ...server.map(
      (s) =>
        `| ${s.title} | ${s.requestsPerSecond} | ${s.latencyP50Ms} | ${s.latencyP99Ms} | ${s.errors} |`,
    ),
    '',
    '## First-load JavaScript (gzip level 9)',
    '',
    '| page | files | gzip bytes |',
    '| --- | --- | --- |',
    ...js.map((r) => `| ${r.path} | ${r.files} | ${r.gzip} |`),
    '',
  ];
  const markdown = lines.join('\n');
  console.log(`\n${markdown}`);
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'latest.md'), markdown);
  writeFileSync(
    join(root, 'bench', 'results', 'latest.json'),
    JSON.stringify(
      {
        engine,
        server,
        js: js.map((r) => ({ path: r.path, files: r.files, raw: r.raw, gzip: r.gzip })),
      },
      null,
      2,
    ),
  );
} finally {
  stop();
}
