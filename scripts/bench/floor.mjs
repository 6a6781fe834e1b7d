// The framework floor: an empty page of the same Next version, built and served by Next's own
// server (`next start`) beside ours, so the bench can say how far each page is from what any
// Next 16 page costs on this machine (Lighthouse's simulated TBT of an empty page is far from 0
// on a slow CPU). It is built outside the project, with our node_modules linked in: inside it,
// Turbopack would take our root and compile our src/instrumentation.ts into the empty app.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, waitForUrl } from '../lib/bootstrap.mjs';

const dir = join(tmpdir(), 'bridgeway-bench-floor');
const nextBin = join(dir, 'node_modules', '.bin', 'next');
const files = {
  // The root covers the linked node_modules, which live outside this directory.
  'next.config.mjs': "export default { turbopack: { root: '/' } };\n",
  'app/layout.js':
    'export default function Layout({ children }) {\n' +
    '  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  'app/page.js': 'export default function Page() {\n  return <main>Empty</main>;\n}\n',
};

const nextVersion = () =>
  JSON.parse(readFileSync(join(root, 'node_modules', 'next', 'package.json'), 'utf8')).version;

/** Builds the empty app when its build is missing or of another Next version. */
function buildFloor() {
  const stamp = join(dir, '.next', 'floor-next-version');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === nextVersion()) return;
  rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const run = spawnSync(nextBin, ['build'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (run.status !== 0) throw new Error('the empty Next page did not build');
  writeFileSync(stamp, nextVersion());
}

/** Builds (if needed) and serves the empty page with `next start` on `port`. */
export async function startFloor(port) {
  buildFloor();
  const server = spawn(nextBin, ['start', '-p', String(port), '-H', 'localhost'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
  });
  const url = `http://localhost:${port}/`;
  await waitForUrl(url);
  return {
    url,
    version: nextVersion(),
    stop() {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
