#!/usr/bin/env node
// `npm start`: install if needed, build if the build is missing or stale, then serve on PORT (3000).
// A first start installs only what serving and building need; `npm test` and the other tools add
// the lint, test and bench tools when they first run.
import { spawn } from 'node:child_process';
import {
  build,
  devToolsInstalled,
  ensureDependencies,
  log,
  root,
  ensureProjectNode,
} from './lib/bootstrap.mjs';

// On a Node older than .nvmrc's: this script again, on the Node fetched into .runtime/.
await ensureProjectNode();
ensureDependencies({ production: true });
// Next's type check needs the dev tools (the tests' types): without them `npm test` checks later.
build({ typeCheck: devToolsInstalled() });

// The production server (server/index.mjs) reads PORT (3000) and HOST. HOST limits the interface
// (a name or an address); unset, the server listens on every interface.
log(`Starting the production server on port ${process.env.PORT || '3000'}`);
const server = spawn('node', ['server/index.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
