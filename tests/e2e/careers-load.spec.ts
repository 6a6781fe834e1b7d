// The application store under load, on the production build: 200 parallel submissions, and a
// server killed with SIGKILL in the middle of a burst. Each test starts its own server on its
// own database. Figures are printed and attached to the report, never asserted as timings.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { actionFields } from '../support/e2e';
import { pdfBytes } from '../support/resume-bytes';
import { ownPort, startServer as startShared, stopServer, type Server } from './server';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

async function startServer(port: number, databaseUrl: string): Promise<Server> {
  return startShared(port, { DATABASE_URL: databaseUrl });
}

async function stop(server: Server, signal: NodeJS.Signals = 'SIGTERM') {
  await stopServer(server, signal);
}

type Outcome = { status: number; reference: string | null; ms: number };

/** One application posted like a browser without JavaScript; the reference if it was accepted. */
async function submit(
  base: string,
  hidden: [string, string][],
  n: number,
  submissionId = randomUUID(),
): Promise<Outcome> {
  const form = new FormData();
  for (const [name, value] of hidden) form.append(name, value);
  const fields: Record<string, string> = {
    locale: 'en',
    submissionId,
    website: '',
    name: `Load Test ${n}`,
    email: `load-${n}-${submissionId.slice(0, 8)}@example.com`,
    phone: `+86 139 ${String(10000000 + n).slice(-8)}`,
    position: 'open',
    city: 'Shenzhen',
    experience: '1-3',
    message: `Application number ${n}`,
    consent: 'on',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(
    'resume',
    new Blob([new Uint8Array(pdfBytes(`Load ${n}`))], { type: 'application/pdf' }),
    `cv-${n}.pdf`,
  );
  const started = performance.now();
  const response = await fetch(`${base}/join-us`, {
    method: 'POST',
    body: form,
    headers: {
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      origin: base,
    },
  });
  const html = await response.text();
  const reference =
    /data-testid="application-reference"[^>]*>(BW-\d{6}-[0-9A-Z]{6})</.exec(html)?.[1] ?? null;
  return { status: response.status, reference, ms: performance.now() - started };
}

const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1]!;

function storedReferences(file: string): { ids: Set<string>; files: number; integrity: string } {
  const db = new Database(file, { readonly: true });
  try {
    const ids = new Set(
      db
        .prepare('select id from applications')
        .all()
        .map((r) => (r as { id: string }).id),
    );
    const files = (db.prepare('select count(*) n from application_files').get() as { n: number }).n;
    const integrity = (db.prepare('pragma integrity_check').get() as { integrity_check: string })
      .integrity_check;
    return { ids, files, integrity };
  } finally {
    db.close();
  }
}

test('200 parallel applications are all stored exactly once', async ({}, testInfo) => {
  const dir = mkdtempSync(join(tmpdir(), 'bw-load-'));
  const file = join(dir, 'load.sqlite');
  const server = await startServer(ownPort(10), file);
  try {
    const hidden = await actionFields(server.base);
    expect(hidden.length).toBeGreaterThan(0);
    // Warm up the action's code path once (its first compile is not what is measured).
    expect((await submit(server.base, hidden, 100_000)).reference).not.toBeNull();

    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, n) => submit(server.base, hidden, n)),
    );
    const seconds = (performance.now() - started) / 1000;
    expect(outcomes.map((o) => o.status).filter((s) => s !== 200)).toEqual([]);
    const references = outcomes.map((o) => o.reference);
    expect(references.filter((r) => r === null)).toHaveLength(0);
    expect(new Set(references).size).toBe(200);

    // The same form posted five times at once is one application.
    const again = randomUUID();
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => submit(server.base, hidden, 300, again)),
    );
    expect(new Set(repeats.map((r) => r.reference)).size).toBe(1);

    await stop(server);
    const stored = storedReferences(file);
    expect(stored.integrity).toBe('ok');
    expect(stored.ids.size).toBe(202);
    expect(stored.files).toBe(202);
    for (const r of references) expect(stored.ids.has(r!)).toBe(true);

    const figures = `200 parallel applications: ${(200 / seconds).toFixed(1)} submissions/s, p99 ${p99(outcomes.map((o) => o.ms)).toFixed(0)} ms, ${stored.ids.size - 2} of 200 stored once`;
    console.log(figures);
    testInfo.annotations.push({ type: 'figures', description: figures });
  } finally {
    if (server.child.exitCode === null) await stop(server, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a server killed mid-burst keeps every acknowledged application', async ({}, testInfo) => {
  const dir = mkdtempSync(join(tmpdir(), 'bw-kill-'));
  const file = join(dir, 'kill.sqlite');
  let server = await startServer(ownPort(11), file);
  try {
    const hidden = await actionFields(server.base);
    expect((await submit(server.base, hidden, 200_000)).reference).not.toBeNull();

    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const n = sent++;
        try {
          const outcome = await submit(server.base, hidden, n);
          if (outcome.status === 200 && outcome.reference) acknowledged.push(outcome.reference);
        } catch {
          // the connection died with the server
        }
      }
    };
    const workers = Array.from({ length: 20 }, worker);
    // Kill once a good number of applications have been acknowledged, while others are in flight.
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(workers);

    // The database opens cleanly and holds everything that was acknowledged.
    const afterKill = storedReferences(file);
    expect(afterKill.integrity).toBe('ok');
    const missing = acknowledged.filter((r) => !afterKill.ids.has(r));
    expect(missing).toEqual([]);
    expect(afterKill.files).toBe(afterKill.ids.size);

    // And the restarted server carries on with the same database.
    server = await startServer(ownPort(11), file);
    expect(
      (await submit(server.base, await actionFields(server.base), 200_001)).reference,
    ).not.toBeNull();
    await stop(server);

    const figures = `SIGKILL during a burst: ${sent} sent, ${acknowledged.length} acknowledged, ${afterKill.ids.size - 1} stored (every acknowledged one among them), integrity ${afterKill.integrity}`;
    console.log(figures);
    testInfo.annotations.push({ type: 'figures', description: figures });
  } finally {
    if (server.child.exitCode === null) await stop(server, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a client that is not a trusted proxy cannot escape the limit by rotating X-Forwarded-For', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bw-forged-'));
  // Only 192.0.2.1 is a proxy here: this test's connections (loopback) are a plain client.
  const server = await startShared(ownPort(12), {
    DATABASE_URL: join(dir, 'forged.sqlite'),
    TRUSTED_PROXIES: '192.0.2.1',
  });
  try {
    const hidden = await actionFields(server.base);
    const outcomes: Outcome[] = [];
    // submit() sends a different X-Forwarded-For with each application.
    for (let n = 1; n <= 6; n++) outcomes.push(await submit(server.base, hidden, n));
    expect(outcomes.slice(0, 5).map((o) => o.status)).toEqual([200, 200, 200, 200, 200]);
    expect(outcomes.slice(0, 5).every((o) => o.reference)).toBe(true);
    expect(outcomes[5]!.status).toBe(429);
    expect(outcomes[5]!.reference).toBeNull();
    expect(storedReferences(join(dir, 'forged.sqlite')).ids.size).toBe(5);
  } finally {
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
});
