import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as healthz } from '@/app/healthz/route';
import { GET as readyz } from '@/app/readyz/route';

const lifecycleKey = Symbol.for('bridgeway.lifecycle');
const state = () => (globalThis as { [lifecycleKey]?: { draining: boolean } })[lifecycleKey];

describe('health checks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bw-health-'));
  const previous = process.env.DATABASE_URL;
  beforeAll(() => {
    process.env.DATABASE_URL = join(dir, 'health.sqlite');
  });
  afterAll(() => {
    process.env.DATABASE_URL = previous;
    rmSync(dir, { recursive: true, force: true });
  });

  it('/healthz answers 200 without the database, uncached', async () => {
    const response = healthz();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz answers 200 once the database is migrated, and 503 while the server drains', async () => {
    const ready = await readyz();
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    // server/lifecycle.mjs marks the shared state draining on SIGTERM.
    state()!.draining = true;
    try {
      const draining = await readyz();
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ status: 'draining' });
    } finally {
      state()!.draining = false;
    }
  });
});
