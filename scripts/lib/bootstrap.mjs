// Shared steps of `npm start` and `npm test`. Only Node built-ins: these run before dependencies exist.
// Imported on the machine's own Node, before ensureProjectNode() moves to the project's: it
// imports only what Node 20 has too.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterNextBuild } from './postbuild.mjs';
import { ensureProjectNode, log, root, runOnProjectNode } from './runtime.mjs';

export { ensureProjectNode, log, root };

/** Runs a command in the project root with inherited output; returns whether it succeeded. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) console.error(result.error.message);
  return result.status === 0;
}

export function runOrExit(command, args, options) {
  if (!run(command, args, options)) {
    console.error(`\n✖ ${[command, ...args].join(' ')} failed`);
    process.exit(1);
  }
}

/** The package names package.json lists as dependencies, and as devDependencies. */
function declared() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return {
    production: Object.keys(pkg.dependencies ?? {}),
    dev: Object.keys(pkg.devDependencies ?? {}),
  };
}

/**
 * What node_modules holds, from npm's record of what it installed there: the package paths
 * (`node_modules/name`), and whether that record is as new as package-lock.json.
 */
function installed() {
  const record = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(record)) return { packages: new Set(), current: false };
  const { packages = {} } = JSON.parse(readFileSync(record, 'utf8'));
  return {
    packages: new Set(Object.keys(packages)),
    current: statSync(record).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs,
  };
}

/** Whether every one, or any one, of `names` is in node_modules as `installed()` found it. */
const allIn = ({ packages }, names) => names.every((name) => packages.has(`node_modules/${name}`));
const anyIn = ({ packages }, names) => names.some((name) => packages.has(`node_modules/${name}`));

/** Whether node_modules holds the lint, test and bench tools (the devDependencies) too. */
export function devToolsInstalled() {
  return allIn(installed(), declared().dev);
}

/**
 * Installs from package-lock.json when what is asked for is missing or older than the lock:
 * with `production` (`npm start`), what serving and building need, the dependencies (`npm
 * install --omit=dev`); otherwise the lint, test and bench tools (devDependencies) as well. Where
 * the tools were installed before, a production install keeps them (a full install), since
 * `--omit=dev` would remove them. `npm ci` is not used: the registry these machines reach has
 * only the Linux builds of some optional platform packages (@swc/core-*), so the lock cannot list
 * the others and `npm ci` refuses it.
 */
export function ensureDependencies({ production = false } = {}) {
  const { production: needed, dev: tools } = declared();
  const now = installed();
  if (!now.current || !allIn(now, needed) || !(production || allIn(now, tools))) {
    const lean = production && !anyIn(now, tools);
    log(
      lean
        ? 'Installing what serving and building need (npm install --omit=dev from package-lock.json)'
        : 'Installing dependencies and the lint, test and bench tools (npm install from package-lock.json)',
    );
    // --include=dev: even where NODE_ENV=production would make npm leave the tools out.
    runOrExit('npm', ['install', '--no-audit', '--no-fund', lean ? '--omit=dev' : '--include=dev']);
  }
  matchNodeAbi({ fresh: now.packages.size === 0 });
}

/**
 * A native module is built for one Node ABI (`process.versions.modules`), which
 * node_modules/.node-abi records: a node_modules installed under another Node (the machine's
 * own before the project's was fetched, or the Node before an upgrade) is rebuilt for this one.
 * A fresh install has just built them for this one.
 */
function matchNodeAbi({ fresh }) {
  const file = join(root, 'node_modules', '.node-abi');
  const abi = process.versions.modules;
  if (existsSync(file) && readFileSync(file, 'utf8') === abi) return;
  if (!fresh) {
    log(`Rebuilding the native modules for Node ${process.versions.node} (npm rebuild)`);
    runOrExit('npm', ['rebuild']);
  }
  writeFileSync(file, abi);
}

// Everything the production build is made from; a change to any of these needs a new build.
const BUILD_INPUTS = ['src', 'messages', 'content', 'data', 'public'];
const BUILD_FILES = [
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
  'scripts/lib/compile-hints.mjs',
  'scripts/lib/precompress.mjs',
  'scripts/lib/postbuild.mjs',
  'server/security-headers.mjs',
  'server/env.mjs',
  'server/static-files.mjs',
  'server/forwarded.mjs',
];
// Site configuration is baked into the prerendered pages (src/config/site.ts, contact.ts).
const BUILD_ENV = [
  'APP_URL',
  'APP_THUMBNAIL',
  'SITE_TITLE_EN',
  'SITE_TITLE_ZH',
  'SITE_DESCRIPTION_EN',
  'SITE_DESCRIPTION_ZH',
  'CONTACT_PHONE',
  'ICP_NUMBER',
  'WECHAT_QR',
];

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  const files = [
    ...BUILD_INPUTS.flatMap((d) => [...walk(join(root, d))]),
    ...BUILD_FILES.map((f) => join(root, f)),
  ]
    .filter((f) => existsSync(f))
    .sort();
  for (const file of files)
    hash.update(relative(root, file)).update('\0').update(readFileSync(file));
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  return hash.digest('hex');
}

const hashFile = join(root, '.next', 'source-hash');

/**
 * `next build`, unconditionally or only when the sources changed since the last build. Without
 * `typeCheck`, Next does not type-check (BUILD_TYPECHECKED in next.config.ts): its check covers
 * every file tsconfig.json includes, the tests' and tools' too, whose types come with the dev
 * tools.
 */
export function build({ force = false, typeCheck = true } = {}) {
  const hash = sourceHash();
  const fresh =
    existsSync(join(root, '.next', 'BUILD_ID')) &&
    existsSync(hashFile) &&
    readFileSync(hashFile, 'utf8') === hash;
  if (fresh && !force) {
    log('Production build is up to date');
    return;
  }
  // The build prerenders the news from the database: migrate it once first, so that the build's
  // workers do not race each other migrating (and importing the seed articles into) one database.
  log('Migrating the database before the build');
  runOrExit('npx', ['tsx', 'scripts/migrate.ts']);
  log('Building for production (next build)');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  if (!typeCheck) env.BUILD_TYPECHECKED = '1';
  runOrExit('npx', ['next', 'build'], { env });
  afterNextBuild(root);
  writeFileSync(hashFile, hash);
}

/** apt-get install, with sudo unless running as root (Debian packages the tools need). */
export function aptInstall(...packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) => (sudo.length ? ['sudo', ['apt-get', ...args]] : ['apt-get', args]);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  runOrExit(...apt('update', '-qq'), { env });
  runOrExit(...apt('install', '-y', '-qq', ...packages), { env });
}

/** Resolves once `url` answers 2xx (polled every 100 ms); throws after `tries` attempts. */
export async function waitForUrl(url, tries = 600) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * A throwaway PostgreSQL server on loopback (scripts/ci-postgres.sh, which installs Debian's
 * package when missing): its URL and `stop()`, which deletes its data. `production`: with
 * deploy/postgresql.conf's settings, scaled to this machine's memory (the bench's server).
 */
export function startPostgres({ production = false } = {}) {
  const args = ['scripts/ci-postgres.sh', 'start', ...(production ? ['--production'] : [])];
  const result = spawnSync('bash', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [url, dir] = (result.stdout ?? '').trim().split(/\s+/);
  if (result.status !== 0 || !url) throw new Error('PostgreSQL could not be started');
  return {
    url,
    stop: () => spawnSync('bash', ['scripts/ci-postgres.sh', 'stop', dir], { cwd: root }),
  };
}

// `node scripts/lib/bootstrap.mjs [command args…]`, as npm's lint, type-check and test scripts
// run their tools: on the project's Node, installs the dev tools where a first `npm start` left
// them out, then runs the command.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureProjectNode();
  ensureDependencies();
  const [command, ...args] = process.argv.slice(2);
  if (command) await runOnProjectNode(command, args);
}
