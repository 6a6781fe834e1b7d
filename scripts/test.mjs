#!/usr/bin/env node
// `npm test`: install what is missing, then lint, type-check, unit tests, production build and
// browser tests. Ends with one line "tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  aptInstall,
  build,
  ensureDependencies,
  log,
  root,
  run,
  runOrExit,
  ensureProjectNode,
} from './lib/bootstrap.mjs';
import { deploymentEnv } from '../tests/deployment-env.mjs';

const BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** A Chrome or Chromium for Playwright: CHROME_PATH, an installed one, or Debian's chromium. */
function ensureBrowser() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const found = BROWSERS.find((path) => existsSync(path));
  if (found) return found;
  log("No Chromium found: installing Debian's chromium with apt-get");
  aptInstall('chromium', 'fonts-noto-cjk');
  if (!existsSync('/usr/bin/chromium')) {
    console.error('✖ apt-get finished but /usr/bin/chromium is missing');
    process.exit(1);
  }
  return '/usr/bin/chromium';
}

/** Java for the Nu HTML Checker (vnu-jar) in the browser tests: Debian's headless JRE. */
function ensureJava() {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return;
  log("No Java found: installing Debian's default-jre-headless with apt-get");
  aptInstall('default-jre-headless');
}

// On a Node older than .nvmrc's: this script again, on the Node fetched into .runtime/.
await ensureProjectNode();

const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const counts = { passed: 0, failed: 0, skipped: 0 };
/** Each phase's wall time, printed at the end so that a slower phase shows in every CI log. */
const phases = [];

/** Runs `step` (sync or async) and records its wall time under `name`: what `step` returns. */
function timed(name, step) {
  const start = performance.now();
  const row = [name, NaN];
  phases.push(row);
  const record = () => (row[1] = performance.now() - start);
  const result = step();
  if (result instanceof Promise) return result.finally(record);
  record();
  return result;
}

function printPhases() {
  const rows = [...phases, ['total', performance.now()]];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${'phase'.padEnd(width)}  wall time`);
  for (const [name, ms] of rows)
    console.log(`${name.padEnd(width)}  ${(ms / 1000).toFixed(1).padStart(7)} s`);
}

function finish(ok) {
  printPhases();
  console.log(
    `\ntests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
  );
  process.exit(ok ? 0 : 1);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs a command in the project root without blocking: whether it succeeded. */
function runAsync(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * Lint and type-check, one after the other, with their output in a file (shown once they end, so
 * that it does not interleave with the unit tests'): the failed command, or '' when all pass.
 */
async function staticChecks(file, env) {
  const out = openSync(file, 'w');
  const steps = [
    ['npx', ['eslint', '.', '--max-warnings=0']],
    ['npm', ['run', '--silent', 'knip']],
    ['npx', ['prettier', '--check', '.', '--log-level=warn']],
    ['npx', ['tsc', '--noEmit']],
  ];
  try {
    for (const [command, args] of steps)
      if (!(await runAsync(command, args, { env, stdio: ['ignore', out, out] })))
        return [command, ...args].join(' ');
    return '';
  } finally {
    closeSync(out);
  }
}

const chrome = timed('install', () => {
  ensureDependencies();
  const path = ensureBrowser();
  ensureJava();
  return path;
});
// The build and the browser tests have a company's hotline and ICP number (baked into the pages),
// unless the shell sets them (tests/deployment-env.mjs).
process.env.CONTACT_PHONE ??= deploymentEnv.CONTACT_PHONE;
process.env.ICP_NUMBER ??= deploymentEnv.ICP_NUMBER;
const env = { ...process.env, CHROME_PATH: chrome, NEXT_TELEMETRY_DISABLED: '1' };

log('Generating route types (next typegen)');
timed('typegen', () => runOrExit('npx', ['next', 'typegen'], { env }));
// The lint and type-check run beside the unit tests instead of before them: Vitest runs a file per
// core (vitest.config.mts), and takes the core they leave once they end.
log('Lint (eslint, knip, prettier) and type-check (tsc), beside the unit tests');
const checksFile = join(reports, 'checks.log');
const checks = timed('lint and type-check', () => staticChecks(checksFile, env));
log(
  process.env.TEST_POSTGRES_URL
    ? 'Unit tests (vitest; database tests on SQLite and on PostgreSQL at TEST_POSTGRES_URL)'
    : 'Unit tests (vitest; database tests on SQLite only: set TEST_POSTGRES_URL to add PostgreSQL)',
);
const vitestFile = join(reports, 'vitest.json');
const unitOk = await timed('unit tests', () =>
  runAsync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`],
    { env },
  ),
);
const checksFailed = await checks;
log(`Lint and type-check: ${checksFailed ? `${checksFailed} failed` : 'passed'}`);
process.stdout.write(readFileSync(checksFile, 'utf8'));
const unit = readJson(vitestFile);
if (unit) {
  counts.passed += unit.numPassedTests ?? 0;
  counts.failed += unit.numFailedTests ?? 0;
  counts.skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
}
if (!unitOk || checksFailed) finish(false);

// A build from the same sources and build-time settings (the hash in .next/source-hash, written
// by `npm start` or an earlier `npm test`) is reused rather than made again. tsc has just checked
// these sources: the build does not check them a second time (next.config.ts).
process.env.BUILD_TYPECHECKED = '1';
timed('build', () => build());

// The browser tests' applications go to their own database, new for each run.
for (const suffix of ['', '-wal', '-shm'])
  rmSync(join(root, `.data/e2e.sqlite${suffix}`), { force: true });
log('Browser tests (playwright, Chromium at ' + chrome + ')');
const e2eFile = join(reports, 'playwright.json');
const e2eOk = timed('browser tests', () =>
  run('npx', ['playwright', 'test', '--reporter=list,json'], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eFile },
  }),
);
const stats = readJson(e2eFile)?.stats;
if (stats) {
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
} else if (!e2eOk) {
  counts.failed += 1;
}
finish(e2eOk);
