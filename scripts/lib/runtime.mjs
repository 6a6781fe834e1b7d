// The Node.js the project runs on: the LTS line named in .nvmrc (its exact version). Where the
// machine's own Node is older, `npm start`, `npm test`, `.ci/run` and package.json's scripts run
// on that version instead, fetched once from the npm registry into .runtime/. Only Node
// built-ins, and only what Node 20 has: this runs on the machine's Node, before any install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

export function log(message) {
  console.log(`\n▶ ${message}`);
}

/** The version fetched where the machine's Node is older: .nvmrc, which nvm and fnm read too. */
const version = readFileSync(join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
const major = (v) => Number(v.split('.')[0]);
/** Whether this process runs on .nvmrc's major version or a newer one: then nothing is fetched. */
const current = () => major(process.versions.node) >= major(version);

// npm's `node` package has no binary of its own: its install script installs this platform
// package, which holds bin/node and include/node (the headers node-gyp builds against). It is
// installed directly: one package and no install script.
const platformPackage = `${process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node'}-${process.platform}-${process.arch}`;
const runtimeDir = join(root, '.runtime', `node-v${version}`);
const packageDir = (dir) => join(dir, 'node_modules', platformPackage);
const binDir = join(packageDir(runtimeDir), 'bin');
const nodeBinary = join(binDir, 'node');

/** Installs .nvmrc's Node into .runtime/ unless a run before did: in a staging folder, checked, then renamed. */
function fetchRuntime() {
  if (existsSync(nodeBinary)) return;
  log(
    `Node ${process.versions.node} is older than ${major(version)}: fetching Node ${version} from the npm registry (${platformPackage}) into .runtime/`,
  );
  const staging = join(root, '.runtime', `.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const installed = spawnSync(
    'npm',
    [
      'install',
      ...['--prefix', staging, '--no-save', '--no-package-lock', '--ignore-scripts'],
      ...['--no-audit', '--no-fund', `${platformPackage}@${version}`],
    ],
    { stdio: 'inherit' },
  );
  const staged = join(packageDir(staging), 'bin', 'node');
  const printed =
    installed.status === 0 ? spawnSync(staged, ['-v'], { encoding: 'utf8' }).stdout?.trim() : '';
  if (printed !== `v${version}`) {
    rmSync(staging, { recursive: true, force: true });
    console.error(
      `\n✖ Node ${version} could not be installed from the npm registry (${platformPackage}): install Node ${major(version)} yourself (nvm install reads .nvmrc)`,
    );
    process.exit(1);
  }
  try {
    renameSync(staging, runtimeDir);
  } catch (error) {
    // Another run fetched it meanwhile.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(nodeBinary)) throw error;
  }
}

/**
 * The environment of a process on the fetched Node: first on PATH, so that every `node` a child
 * starts is it (npm and npx included, which are scripts run by `node`), and the headers it ships
 * for node-gyp, should a native module compile (a user's npmrc may name another `nodedir`).
 */
function runtimeEnv() {
  return {
    ...process.env,
    PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: packageDir(runtimeDir),
  };
}

/**
 * Runs `command` on the project's Node (fetched first where the machine's is older) with
 * inherited output, passes SIGINT, SIGTERM and SIGHUP on to it, and exits as it exits: the
 * returned promise never settles.
 */
export function runOnProjectNode(command, args) {
  if (!current()) fetchRuntime();
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: current() ? process.env : runtimeEnv(),
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`✖ ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + constants.signals[signal]));
  return new Promise(() => {});
}

/**
 * The first step of an entry script: on .nvmrc's major version or newer, returns at once; on an
 * older Node, runs the same script again on the project's Node and never returns.
 */
export async function ensureProjectNode() {
  if (!current())
    await runOnProjectNode(nodeBinary, [...process.execArgv, ...process.argv.slice(1)]);
}

// `node scripts/lib/runtime.mjs <command> [args…]`, as package.json's scripts run their tools.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  await runOnProjectNode(command, args);
}
