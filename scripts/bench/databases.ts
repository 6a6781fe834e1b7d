// The database benches' frame (scripts/bench/enquiries.ts, tracking.ts): `measure` on a fresh
// SQLite file and, given BENCH_POSTGRES_URL (else TEST_POSTGRES_URL), on a PostgreSQL database of
// its own, dropped afterwards. Prints one JSON line: { sqlite, postgres } (postgres null when
// there is no server; either null when BENCH_DATABASES names the other).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '../../src/lib/db';

/** BENCH_DATABASES=postgres (or sqlite): one of the two only, for a focused run. */
const only = process.env.BENCH_DATABASES;

async function onBoth(name: string, measure: (config: DatabaseConfig) => Promise<unknown>) {
  const dir = mkdtempSync(join(tmpdir(), `bw-bench-${name}-`));
  try {
    const sqlite =
      only === 'postgres'
        ? null
        : await measure({ dialect: 'sqlite', file: join(dir, `${name}.sqlite`) });
    const url =
      only === 'sqlite'
        ? undefined
        : (process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL);
    let postgres = null;
    if (url) {
      const { Client } = await import('pg');
      const database = `bench_${name}_${process.pid}`;
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${database}`);
      try {
        const target = new URL(url);
        target.pathname = `/${database}`;
        postgres = await measure({ dialect: 'postgres', url: target.toString() });
      } finally {
        // The pool's connections close after destroy() returns: dropping with force while one
        // is closing kills it with an error its pool no longer handles, so wait for them to go.
        const open = async () =>
          (
            await admin.query<{ n: number }>(
              'select count(*)::int as n from pg_stat_activity where datname = $1',
              [database],
            )
          ).rows[0]!.n;
        while ((await open()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
        await admin.query(`drop database ${database}`);
        await admin.end();
      }
    }
    console.log(JSON.stringify({ sqlite, postgres }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the bench `name` (its files and database are named after it) and exits 1 if it fails. */
export function benchDatabases(
  name: string,
  measure: (config: DatabaseConfig) => Promise<unknown>,
) {
  onBoth(name, measure).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
