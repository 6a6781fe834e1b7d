#!/usr/bin/env node
// `npm run bench`: performance figures, never pass/fail. Builds if needed, starts the production
// server on loopback, measures (engine, server with a static-file reference, Lighthouse on every
// page, first-load JavaScript), prints Markdown tables and writes bench/results/latest.{md,json}.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import {
  build,
  ensureDependencies,
  log,
  root,
  startPostgres,
  ensureProjectNode,
  waitForUrl,
} from '../lib/bootstrap.mjs';
import { startFloor } from './floor.mjs';

/** First-load JavaScript budgets (gzip), as tests/e2e/pages.spec.ts checks them. */
const JS_BUDGET = { content: 150_000, tool: 160_000 };
/** The enquiry list's measures (scripts/bench/enquiries.ts), as the report names them. */
const ENQUIRY_MEASURES = [
  ['firstPage', 'first page'],
  ['page1000', 'page 1,000 (cursor)'],
  ['statusService', 'status + service, first page'],
  ['statusServicePage20', 'status + service, page 20 (cursor)'],
  ['overdueCount', 'overdue count (console home)'],
];
/** The shipper account's measures (scripts/bench/accounts.ts), as the report names them. */
const ACCOUNT_MEASURES = [
  ['home', 'home: quotes, bookings and sessions'],
  ['bookingsList', 'bookings list'],
  ['booking', 'one booking by reference'],
];
/** The console numbers' measures (scripts/bench/numbers.ts), as the report names them. */
const NUMBER_MEASURES = [
  ['numbersTwelveWeeks', 'numbers page, default twelve weeks'],
  ['numbersYear', 'numbers page, a whole year'],
  ['adminQueues', "console home, the administrator's queues"],
];
const TOOL_PAGES = new Set(['/query-price', '/query-route', '/zh/query-price', '/zh/query-route']);

await ensureProjectNode();
ensureDependencies();
build();
// Loaded once ensureDependencies() has installed the bench tools (Playwright, Lighthouse,
// autocannon), which a first `npm start` leaves out.
const { firstLoadJs } = await import('./first-load-js.mjs');
const { lighthouseRuns } = await import('./lighthouse.mjs');
const { BROWSER_HEADERS, load, recordResponse, startNginx, startReference } =
  await import('./serving.mjs');

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
/** The same server with the script rewrite off (DEFER_SCRIPTS=off): what the rewrite is worth. */
const plainBase = `http://localhost:${port + 2}`;
/** The same server with its page cache off (PAGE_CACHE=off): every page from Next, as before. */
const uncachedBase = `http://localhost:${port + 4}`;
/** The same server without request metrics (METRICS=off): what counting each request costs. */
const unmeteredBase = `http://localhost:${port + 8}`;
/** Pages measured with and without the rewrite. */
const PLAIN_PAGES = ['/', '/zh', '/storehouse', '/query-route'];
const servers = [];
let floor = null;
function startServer(serverPort, env = {}) {
  const child = spawn('node', ['server/index.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: 'localhost',
      PORT: String(serverPort),
      ...env,
    },
    detached: true,
  });
  servers.push(child);
  return child;
}
const stop = () => {
  for (const child of servers)
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  floor?.stop();
};
log(`Starting the production server on ${base}, and on ${plainBase} with DEFER_SCRIPTS=off`);
const site = startServer(port);
startServer(port + 2, { DEFER_SCRIPTS: 'off' });
const uncached = startServer(port + 4, { PAGE_CACHE: 'off' });
const unmetered = startServer(port + 8, { METRICS: 'off' });
process.on('exit', stop);
log('The framework floor: an empty page of the same Next version, served by next start');
floor = await startFloor(port + 3);

/**
 * A database bench (scripts/bench/tracking.ts, enquiries.ts) on SQLite and on PostgreSQL
 * (BENCH_POSTGRES_URL or TEST_POSTGRES_URL, else a throwaway server from scripts/ci-postgres.sh
 * configured as production runs it: deploy/postgresql.conf, scaled to this machine's memory):
 * the JSON line it prints last.
 */
function databaseBench(script) {
  const given = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL;
  const postgres = given ? null : startPostgres({ production: true });
  try {
    const run = spawnSync('npx', ['tsx', script], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BENCH_POSTGRES_URL: given ?? postgres.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return JSON.parse(run.stdout.trim().split('\n').at(-1));
  } finally {
    postgres?.stop();
  }
}

const quoteBody = JSON.stringify({
  origin: 'SZX',
  destination: 'ONT8',
  cartons: [{ quantity: 20, length: 50, width: 40, height: 40, weight: 12 }],
});

try {
  await waitForUrl(`${base}/robots.txt`);
  await waitForUrl(`${plainBase}/robots.txt`);
  await waitForUrl(`${uncachedBase}/robots.txt`);
  await waitForUrl(`${unmeteredBase}/robots.txt`);
  // Every page in both languages, from the two sitemaps; articles are represented by two.
  const sitemapPaths = [];
  for (const map of ['/sitemap.xml', '/zh/sitemap.xml']) {
    const xml = await (await fetch(`${base}${map}`)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g))
      sitemapPaths.push(new URL(loc).pathname);
  }
  const isArticle = (p) => /\/news-services\/[^/]+$/.test(p);
  const articles = sitemapPaths.filter(isArticle);
  const pagePaths = [
    ...new Set([
      ...sitemapPaths.filter((p) => !isArticle(p)),
      ...[
        articles.find((p) => !p.startsWith('/zh/')),
        articles.find((p) => p.startsWith('/zh/')),
      ].filter(Boolean),
    ]),
  ];

  log('Engine: quote() for 20 cartons over the whole card');
  const engineRun = spawnSync('npx', ['tsx', 'scripts/bench/engine.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  const engine = JSON.parse(engineRun.stdout.trim().split('\n').at(-1));

  log('Tracking: ingest rates and 40-number lookups at BENCH_TRACKING_EVENTS (SQLite, PostgreSQL)');
  const tracking = databaseBench('scripts/bench/tracking.ts');

  log(
    'Enquiry list at 100,000 rows: findEnquiries pages and the overdue count (SQLite, PostgreSQL)',
  );
  const enquiries = databaseBench('scripts/bench/enquiries.ts');

  log(
    'Shipper account: a shipper with 2,000 bookings among 200,000 bookings and 1,000,000 enquiries (SQLite, PostgreSQL)',
  );
  const accounts = databaseBench('scripts/bench/accounts.ts');

  log('Console numbers: 100,000 enquiries and 50,000 bookings (SQLite, PostgreSQL)');
  const numbers = databaseBench('scripts/bench/numbers.ts');

  log('Serving: autocannon, 10 s at 50 connections each, requests as a browser sends them');
  // Until a page comes from the page cache (its answer has a length; Next's is chunked): the
  // first content sync empties the cache twice in the server's first seconds.
  const warm = async (url) => {
    for (let i = 0; i < 300; i++) {
      const response = await recordResponse(url);
      if (response.whole) return response;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${url} never came from the page cache`);
  };
  const article = pagePaths.find((p) => isArticle(p) && !p.startsWith('/zh/'));
  const served = ['/storehouse', '/', '/news-services', article];
  for (const path of served) await warm(`${base}${path}`);
  // The first round trip: every page's Brotli HTML and headers as they go out.
  const firstTrip = [];
  for (const path of pagePaths) {
    const { status, headers, body } = await warm(`${base}${path}`);
    const head = `HTTP/1.1 ${status} OK\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}Date: ${new Date().toUTCString()}\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\nContent-Length: ${body.length}\r\n\r\n`;
    firstTrip.push({ path, bodyBytes: body.length, bytes: body.length + Buffer.byteLength(head) });
  }
  const server = [];
  const page = await load('GET /storehouse (prerendered), page cache', {
    url: `${base}/storehouse`,
    pid: site.pid,
  });
  server.push(page);
  await warm(`${unmeteredBase}/storehouse`);
  server.push(
    await load('GET /storehouse, page cache, METRICS=off (no request metrics)', {
      url: `${unmeteredBase}/storehouse`,
      pid: unmetered.pid,
    }),
  );
  server.push(
    await load('GET /storehouse, PAGE_CACHE=off (every request to Next)', {
      url: `${uncachedBase}/storehouse`,
      pid: uncached.pid,
    }),
  );
  const recorded = await warm(`${base}/storehouse`);
  const referencePort = port + 5;
  const reference = await startReference(recorded, referencePort);
  const nodeReference = await load(
    'reference: the same bytes and headers from a Node http server',
    {
      url: `http://127.0.0.1:${referencePort}/storehouse`,
      pid: reference.pid,
    },
  );
  reference.stop();
  server.push(nodeReference);
  server.push(
    await load('GET / (English visitor), page cache', { url: `${base}/`, pid: site.pid }),
  );
  server.push(await load('GET /, PAGE_CACHE=off', { url: `${uncachedBase}/`, pid: uncached.pid }));
  server.push(
    await load('GET /news-services (news list), page cache', {
      url: `${base}/news-services`,
      pid: site.pid,
    }),
  );
  server.push(
    await load(`GET ${article} (article), page cache`, { url: `${base}${article}`, pid: site.pid }),
  );
  const nginx = await startNginx({
    port: port + 6,
    staticPort: port + 7,
    upstreamPort: port,
    recorded,
  });
  let throughNginx;
  let nginxReference;
  try {
    await warm(`http://127.0.0.1:${port + 6}/storehouse`).catch(() => undefined);
    throughNginx = await load('GET /storehouse through nginx (deploy/nginx.conf, its page cache)', {
      url: `http://127.0.0.1:${port + 6}/storehouse`,
    });
    nginxReference = await load('reference: nginx serving the same bytes and headers from disk', {
      url: `http://127.0.0.1:${port + 7}/storehouse`,
    });
  } finally {
    await nginx.stop();
  }
  server.push(throughNginx, nginxReference);
  const json = { 'content-type': 'application/json' };
  server.push(
    await load('POST /api/quotes', {
      url: `${base}/api/quotes`,
      method: 'POST',
      headers: { ...BROWSER_HEADERS, ...json },
      body: quoteBody,
      pid: site.pid,
    }),
  );
  server.push(
    await load('POST /api/quotes, PAGE_CACHE=off', {
      url: `${uncachedBase}/api/quotes`,
      method: 'POST',
      headers: { ...BROWSER_HEADERS, ...json },
      body: quoteBody,
      pid: uncached.pid,
    }),
  );
  server.push(
    await load('GET /api/routes', { url: `${base}/api/routes?from=YIW&to=DTM2`, pid: site.pid }),
  );
  const ratio = (a, b) => Number((a.requestsPerSecond / b.requestsPerSecond).toFixed(2));
  const ratios = {
    node: ratio(page, nodeReference),
    nodeBefore: ratio(server[1], nodeReference),
    nginx: ratio(throughNginx, nginxReference),
  };

  log(`First-load JavaScript (${pagePaths.length} pages)`);
  const js = (await firstLoadJs(base, pagePaths, root)).map((r) => {
    const budget = TOOL_PAGES.has(r.path) ? JS_BUDGET.tool : JS_BUDGET.content;
    return { ...r, budget, withinBudget: r.gzip <= budget };
  });

  // Five runs a page, as Lighthouse's documentation advises, for a median that one or two
  // disturbed runs cannot move: on this kind of machine a run's score varies by up to 10 points.
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const urls = [
    floor.url,
    ...pagePaths.map((p) => `${base}${p}`),
    ...PLAIN_PAGES.map((p) => `${plainBase}${p}`),
  ];
  log(`Lighthouse 13, mobile (${urls.length} pages, ${runs} rounds over all, one at a time)`);
  const measured = await lighthouseRuns(urls, {
    runs,
    onResult: (r) =>
      log(
        `  ${r.url}: ${r.performance} (${r.performanceRange.join('–')})/${r.accessibility}/${r.bestPractices}/${r.seo}, TBT ${r.tbtMs} ms, worst CLS ${r.clsWorst}`,
      ),
  });
  const floorRun = measured[0];
  const lighthouse = measured.slice(1, 1 + pagePaths.length);
  const plain = measured.slice(1 + pagePaths.length);
  const benchmarkIndexes = measured.flatMap((r) => r.benchmarkIndexRange);
  const machine = {
    cpu: `${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}`,
    benchmarkIndex: [Math.min(...benchmarkIndexes), Math.max(...benchmarkIndexes)],
    next: floor.version,
  };
  const vsFloor = (r) =>
    `${r.performance - floorRun.performance} | ${r.tbtMs - floorRun.tbtMs >= 0 ? '+' : ''}${r.tbtMs - floorRun.tbtMs}`;

  // Where any run had a layout shift, what moved (CLS should be 0 on every load).
  const shiftNotes = lighthouse.flatMap((r) =>
    r.shifts.map(
      (s) =>
        `Layout shift in ${new URL(r.url).pathname}, run ${s.run} of ${r.runs} (CLS ${s.cls}): ${s.shifted.join('; ')}.`,
    ),
  );
  if (shiftNotes.length) shiftNotes.push('');
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
    `## Tracking (${(tracking.sqlite?.events ?? 0).toLocaleString('en')} stored events)`,
    '',
    '| database | ingest events/s: new parcels | one event each for 1,000 parcels in flight | one more delivery each for 1,000 delivered parcels | lookup of 40 numbers: p50 ms | p99 ms | found per lookup |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...Object.entries(tracking)
      .filter(([, r]) => r)
      .map(
        ([name, r]) =>
          `| ${name} | ${r.ingestEventsPerSecond} | ${r.updateEventsPerSecond} | ${r.redeliverEventsPerSecond} | ${r.lookupP50Ms} | ${r.lookupP99Ms} | ${r.shipmentsFoundPerLookup} of 40 |`,
      ),
    '',
    'Measured at that size (BENCH_TRACKING_EVENTS; stored first by bulk SQL, not measured): batches',
    "of 1,000 events through ingestTracking (as the API stores them): new parcels; a feed's events",
    'for parcels in flight (a ninth deliver, a ninth hand over to the last mile, the rest scans);',
    "the passes before's mix, every event a new delivery. Lookups mix waybill numbers, references,",
    'last-mile numbers and unknown numbers (docs/tracking-scale.md). PostgreSQL runs with',
    'deploy/postgresql.conf (scripts/ci-postgres.sh start --production).',
    '',
    '## Enquiry list (100,000 enquiries, console page of 50)',
    '',
    '| database | measure | p50 ms | p99 ms |',
    '| --- | --- | --- | --- |',
    ...Object.entries(enquiries)
      .filter(([, r]) => r)
      .flatMap(([name, r]) =>
        ENQUIRY_MEASURES.map(
          ([key, label]) => `| ${name} | ${label} | ${r[key].p50Ms} | ${r[key].p99Ms} |`,
        ),
      ),
    '',
    'findEnquiries as the console calls it (scripts/bench/enquiries.ts); target p99 < 50 ms.',
    '',
    `## Shipper account (${(accounts.sqlite?.shipperBookings ?? 0).toLocaleString('en')} bookings of one shipper among ${(accounts.sqlite?.bookings ?? 0).toLocaleString('en')} bookings and ${(accounts.sqlite?.enquiries ?? 0).toLocaleString('en')} enquiries)`,
    '',
    '| database | measure | p50 ms | p95 ms | p99 ms |',
    '| --- | --- | --- | --- | --- |',
    ...Object.entries(accounts)
      .filter(([, r]) => r)
      .flatMap(([name, r]) =>
        ACCOUNT_MEASURES.map(
          ([key, label]) =>
            `| ${name} | ${label} | ${r[key].p50Ms} | ${r[key].p95Ms} | ${r[key].p99Ms} |`,
        ),
      ),
    '',
    'The records of /account as it reads them (scripts/bench/accounts.ts), by the address lower-cased',
    'and trimmed (the indexes enquiries_email_key, bookings_email_key); target p95 < 50 ms.',
    '',
    `## Console numbers (${(numbers.sqlite?.enquiries ?? 0).toLocaleString('en')} enquiries, ${(numbers.sqlite?.bookings ?? 0).toLocaleString('en')} bookings)`,
    '',
    '| database | measure | p50 ms | p95 ms | p99 ms |',
    '| --- | --- | --- | --- | --- |',
    ...Object.entries(numbers)
      .filter(([, r]) => r)
      .flatMap(([name, r]) =>
        NUMBER_MEASURES.map(
          ([key, label]) =>
            `| ${name} | ${label} | ${r[key].p50Ms} | ${r[key].p95Ms} | ${r[key].p99Ms} |`,
        ),
      ),
    '',
    'businessNumbers and workQueues as the pages call them (scripts/bench/numbers.ts); target < 200 ms.',
    '',
    '## Serving (autocannon, 10 s, 50 connections, requests as a browser sends them)',
    '',
    'Headers of a phone Chrome typing the address (Accept-Encoding with br, Accept-Language en).',
    "CPU: the server process's user and system time over the run, per request answered.",
    '',
    '| target | req/s | p50 ms | p99 ms | CPU ms/request | errors |',
    '| --- | --- | --- | --- | --- | --- |',
    ...server.map(
      (s) =>
        `| ${s.title} | ${s.requestsPerSecond} | ${s.latencyP50Ms} | ${s.latencyP99Ms} | ${s.cpuMsPerRequest ?? ''} | ${s.errors} |`,
    ),
    '',
    `A prerendered page from \`npm start\` at ${ratios.node}× the Node reference's rate (target ≥ 0.5×;`,
    `${ratios.nodeBefore}× with PAGE_CACHE=off). Through nginx at ${ratios.nginx}× nginx serving the file from`,
    'disk (target ≥ 0.8×).',
    '',
    '## First round trip: Brotli HTML plus response headers',
    '',
    'Target ≤ 14,600 bytes (ten TCP segments); join-us and articles are exempt.',
    '',
    '| page | body bytes | with headers |',
    '| --- | --- | --- |',
    ...firstTrip.map((r) => `| ${r.path} | ${r.bodyBytes} | ${r.bytes} |`),
    '',
    `## Lighthouse 13, mobile preset (default throttling), median of ${runs} runs`,
    '',
    `Machine: ${machine.cpu}; Lighthouse benchmarkIndex ${machine.benchmarkIndex.join('–')} over`,
    `the runs (higher is faster). The floor is an empty page of Next ${machine.next} served by`,
    `\`next start\`, measured in the same rounds: Perf ${floorRun.performance}`,
    `(${floorRun.performanceRange.join('–')}), TBT ${floorRun.tbtMs} ms, LCP ${floorRun.lcpMs} ms.`,
    'The simulation multiplies the main-thread work it observes, so on a slow or busy machine even',
    'the empty page loses points; compare pages with the floor, not with 100.',
    '',
    '| page | Perf | Perf range | vs floor | TBT vs floor ms | A11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | CLS worst run | bytes | first frame ms (observed) | failed audits |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lighthouse.map(
      (r) =>
        `| ${new URL(r.url).pathname} | ${r.performance} | ${r.performanceRange.join('–')} | ${vsFloor(r)} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.clsWorst} | ${r.transferBytes} | ${r.observedFcpMs} | ${r.failing.join(', ')} |`,
    ),
    '',
    '### Scripts after the first paint (server/deferred-scripts.mjs): on and off',
    '',
    'The same pages from a second server with `DEFER_SCRIPTS=off` (scripts where Next puts them),',
    'in the same rounds.',
    '',
    '| page | Perf on | Perf off | TBT on ms | TBT off ms | FCP on / off ms | LCP on / off ms |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...plain.map((off) => {
      const path = new URL(off.url).pathname;
      const on = lighthouse.find((r) => new URL(r.url).pathname === path);
      return `| ${path} | ${on?.performance} | ${off.performance} | ${on?.tbtMs} | ${off.tbtMs} | ${on?.fcpMs} / ${off.fcpMs} | ${on?.lcpMs} / ${off.lcpMs} |`;
    }),
    '',
    `CLS worst run: the largest CLS of a page's ${runs} runs (the goal is 0 on every load).`,
    '',
    ...shiftNotes,
    'First frame (observed): when Chromium on this machine painted the page, before the',
    'simulation. The simulation counts every script and task that ran before it as needed for',
    'the first paint, so a late first frame raises the simulated LCP and TBT of that run.',
    '',
    '## JavaScript (gzip level 9)',
    '',
    "First load: the scripts the page's HTML names, needed to paint and hydrate it. Later: what",
    'the router prefetches for pages linked in view, and lazy imports, after the page is ready.',
    '',
    '| page | files | framework | own | first load | budget | within | later files | later |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...js.map(
      (r) =>
        `| ${r.path} | ${r.files} | ${r.frameworkGzip} | ${r.ownGzip} | ${r.gzip} | ${r.budget} | ${r.withinBudget ? 'yes' : 'NO'} | ${r.laterFiles} | ${r.laterGzip} |`,
    ),
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
        machine,
        engine,
        tracking,
        enquiries,
        accounts,
        numbers,
        server,
        ratios,
        firstTrip,
        floor: floorRun,
        lighthouse,
        withoutDeferredScripts: plain,
        js: js.map((r) => ({
          path: r.path,
          files: r.files,
          raw: r.raw,
          gzip: r.gzip,
          frameworkGzip: r.frameworkGzip,
          ownGzip: r.ownGzip,
          laterFiles: r.laterFiles,
          laterGzip: r.laterGzip,
          budget: r.budget,
          withinBudget: r.withinBudget,
        })),
      },
      null,
      2,
    ),
  );
} finally {
  stop();
}
