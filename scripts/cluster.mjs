#!/usr/bin/env node
// `npm run cluster [-- -n 3] [--port 8080]`: the scaled-out setup on one machine, on loopback.
// PostgreSQL (DATABASE_URL when it names one, else a throwaway server from Debian's package,
// scripts/ci-postgres.sh), the migrations run once, N instances of the production server
// (server/index.mjs) sharing one résumé key, and nginx (Debian's package, deploy/nginx.conf) in
// front of them. Prints the address; Ctrl+C (or SIGTERM) stops everything it started, the
// instances gracefully. Also used by the failover test (`npm run test:cluster`) through
// `startCluster`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import {
  aptInstall,
  build,
  ensureDependencies,
  log,
  root,
  startPostgres,
  ensureProjectNode,
  waitForUrl,
} from './lib/bootstrap.mjs';

/** Debian's nginx binary, installed when missing. */
function nginxBinary() {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  log("No nginx found: installing Debian's nginx with apt-get");
  aptInstall('nginx');
  return '/usr/sbin/nginx';
}

const PROMETHEUS = '/usr/bin/prometheus';

/**
 * Debian's prometheus (when installed) scraping the instances with deploy/prometheus.yml and its
 * alert rules, its data in the cluster's folder, on loopback at `port`: its stop().
 */
export function launchPrometheus(prefix, port, instancePorts) {
  const config = readFileSync(join(root, 'deploy', 'prometheus.yml'), 'utf8').replace(
    /targets: \[.*\]/,
    `targets: [${instancePorts.map((p) => `'127.0.0.1:${p}'`).join(', ')}]`,
  );
  const dir = join(prefix, 'prometheus');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'prometheus.yml'), config);
  writeFileSync(
    join(dir, 'prometheus-alerts.yml'),
    readFileSync(join(root, 'deploy', 'prometheus-alerts.yml')),
  );
  const child = spawn(
    PROMETHEUS,
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The nginx configuration for these instances (deploy/nginx.conf with its fields filled). */
export async function nginxConfig({ prefix, port, instancePorts }) {
  const { securityHeaders } = await import('../server/security-headers.mjs');
  const quote = (value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  const fields = {
    PREFIX: prefix,
    MIME_TYPES: '/etc/nginx/mime.types',
    LISTEN: `127.0.0.1:${port}`,
    STATIC_ROOT: join(root, '.next', 'static'),
    SERVERS: instancePorts
      .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`)
      .join('\n'),
    STATIC_HEADERS: securityHeaders
      .map((h) => `      add_header ${h.key} ${quote(h.value)} always;`)
      .join('\n'),
  };
  const template = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
  return template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in fields)) throw new Error(`deploy/nginx.conf: unknown field {{${name}}}`);
    return fields[name];
  });
}

/**
 * Runs nginx with `config` in `prefix` (its temporary folders and its page cache are made there).
 * Its workers run as another user (nobody): they may pass through the prefix, which holds the
 * résumé key readable by its owner only, and nginx gives them the folders it makes.
 */
export function launchNginx(prefix, config) {
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(prefix, dir), { recursive: true });
  chmodSync(prefix, 0o711);
  writeFileSync(join(prefix, 'nginx.conf'), config);
  const nginx = spawn(
    nginxBinary(),
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  return {
    async stop() {
      if (nginx.exitCode === null) {
        nginx.kill('SIGQUIT');
        await exited;
      }
    },
  };
}

/**
 * Refuses ports something already listens on: an instance left from an earlier run would answer
 * the new one's readiness check and take its traffic.
 */
async function ensureFree(ports) {
  for (const port of ports)
    await new Promise((resolve, reject) => {
      const probe = createServer()
        .once('error', () =>
          reject(new Error(`port ${port} is in use on 127.0.0.1 (is another cluster running?)`)),
        )
        .listen(port, '127.0.0.1', () => probe.close(resolve));
    });
}

/**
 * Starts the cluster. Returns its address, the instances (each can be stopped, killed and
 * restarted), the database URL and `stop()`.
 */
export async function startCluster({
  instances = 3,
  port = 8080,
  env: extraEnv = {},
  quiet = false,
} = {}) {
  const started = [];
  const stopAll = async () => {
    for (const stop of started.reverse()) await stop();
  };
  try {
    await ensureFree(Array.from({ length: instances + 1 }, (_, i) => port + i));
    // PostgreSQL.
    let databaseUrl = /^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? '')
      ? process.env.DATABASE_URL
      : undefined;
    if (!databaseUrl) {
      const postgres = startPostgres();
      databaseUrl = postgres.url;
      started.push(async () => postgres.stop());
    }

    const prefix = mkdtempSync(join(tmpdir(), 'bw-cluster-'));
    started.push(async () => rmSync(prefix, { recursive: true, force: true }));
    // One résumé key for every instance (a PostgreSQL instance never makes its own).
    const keyFile = join(prefix, 'resume.key');
    writeFileSync(keyFile, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    const appUrl = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      RESUME_KEY: '',
      RESUME_KEY_FILE: process.env.RESUME_KEY_FILE ?? keyFile,
      APP_URL: process.env.APP_URL ?? appUrl,
      ...extraEnv,
    };

    // The migrations, once, before any instance starts.
    const migrate = spawnSync('npx', ['tsx', 'scripts/migrate.ts'], {
      cwd: root,
      env,
      stdio: quiet ? 'ignore' : 'inherit',
    });
    if (migrate.status !== 0) throw new Error('the migrations failed');

    const instancePorts = Array.from({ length: instances }, (_, i) => port + 1 + i);
    const apps = instancePorts.map((instancePort, i) => {
      const app = {
        name: `app${i + 1}`,
        port: instancePort,
        child: null,
        exited: null,
        start() {
          // Quiet, each instance's log goes to <prefix>/<name>.log (the failover test reads it).
          const out = quiet ? openSync(join(prefix, `${app.name}.log`), 'a') : 'inherit';
          app.child = spawn(process.execPath, ['server/index.mjs'], {
            cwd: root,
            env: { ...env, PORT: String(instancePort) },
            stdio: ['ignore', out, 'inherit'],
          });
          if (typeof out === 'number') closeSync(out);
          app.exited = new Promise((resolve) => app.child.once('exit', resolve));
          return waitForUrl(`http://127.0.0.1:${instancePort}/readyz`);
        },
        async stop(signal = 'SIGTERM') {
          if (!app.child || app.child.exitCode !== null || app.child.signalCode !== null) return;
          app.child.kill(signal);
          await app.exited;
        },
      };
      return app;
    });
    started.push(async () => {
      await Promise.all(apps.map((a) => a.stop()));
    });
    await Promise.all(apps.map((a) => a.start()));

    // nginx in front.
    const nginx = launchNginx(prefix, await nginxConfig({ prefix, port, instancePorts }));
    started.push(nginx.stop);
    await waitForUrl(`${appUrl}/readyz`);
    return { url: appUrl, databaseUrl, apps, prefix, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

// `npm run cluster`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureProjectNode();
  const { values } = parseArgs({
    options: {
      n: { type: 'string', short: 'n', default: '3' },
      port: { type: 'string', default: '8080' },
    },
  });
  const instances = Number(values.n);
  const port = Number(values.port);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16)
    throw new Error('-n takes a number of instances from 1 to 16');
  ensureDependencies();
  build();
  log(`Starting PostgreSQL, ${instances} instances and nginx`);
  const cluster = await startCluster({ instances, port });
  log(
    `The site is at ${cluster.url} (nginx → ${cluster.apps.map((a) => a.port).join(', ')}; database ${cluster.databaseUrl}). Ctrl+C stops it.`,
  );
  // Prometheus when Debian's package is installed (apt-get install prometheus): scraping every
  // instance with deploy/prometheus.yml and evaluating deploy/prometheus-alerts.yml.
  if (existsSync(PROMETHEUS)) {
    const prometheusPort = port + instances + 2;
    const prometheus = launchPrometheus(
      cluster.prefix,
      prometheusPort,
      cluster.apps.map((a) => a.port),
    );
    const stopCluster = cluster.stop;
    cluster.stop = async () => {
      await prometheus.stop();
      await stopCluster();
    };
    log(`Prometheus is at http://127.0.0.1:${prometheusPort} (alerts: /alerts)`);
  } else log('Prometheus is not installed (apt-get install prometheus): not started');
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log('Stopping nginx, the instances (gracefully) and PostgreSQL');
      void cluster.stop().then(() => process.exit(0));
    });
}
