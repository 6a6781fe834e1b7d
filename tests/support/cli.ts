// The operators' CLIs (scripts/<name>.ts) in the unit tests: each command a process of its own,
// its exit status and output as an operator sees them. Started through tsx (as `npm run <name>`
// starts it), a command compiled and loaded several hundred modules first: 1 to 2 s of CPU
// each, most of a CLI test's time. The tests run most commands from one bundle of the CLI made
// with esbuild before the file's tests (under a second, then about 0.4 s a command), and one
// through tsx, to keep `npm run`'s own way covered.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll } from 'vitest';

/** Packages with native code: loaded from node_modules, next to which the bundle is written. */
const NATIVE = ['better-sqlite3', 'pg-native', 'sharp'];

export type CliRun = (args: string[], env: NodeJS.ProcessEnv) => SpawnSyncReturns<string>;

/**
 * The CLI `script` (scripts/staff.ts), bundled in beforeAll and deleted in afterAll: `run` starts
 * the bundle, `runWithTsx` the script as `npm run` does. Both run in the project's directory,
 * with `env` as the whole environment.
 */
export function cliProcess(script: string): { run: CliRun; runWithTsx: CliRun } {
  const dir = resolve('node_modules/.cache/cli-tests');
  const bundle = join(dir, `${basename(script, '.ts')}-${process.pid}-${Date.now()}.mjs`);
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    await build({
      entryPoints: [script],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      external: NATIVE,
      // The CommonJS packages inside call require(): an ES module has none of its own.
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
      logLevel: 'error',
    });
  });
  afterAll(() => rmSync(bundle, { force: true }));
  const start = (entry: string[], args: string[], env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, [...entry, ...args], { env, encoding: 'utf8' });
  return {
    run: (args, env) => start([bundle], args, env),
    runWithTsx: (args, env) => start([resolve('node_modules/tsx/dist/cli.mjs'), script], args, env),
  };
}
