import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The Node the project runs on: .nvmrc's version, fetched by the scripts where the machine's Node
// is older (scripts/lib/runtime.mjs).
const nvmrc = readFileSync('.nvmrc', 'utf8').trim();
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

// A main thread whose statements are being collected while a worker thread opens a database and
// ends without closing it: better-sqlite3 12 on Node 24 aborted at random in such a process
// (`Assertion failed: (env) != nullptr` in Statement::~Statement), 8 runs in 10 here.
const statementsAndWorker = `
  const { Worker } = require('node:worker_threads');
  const body = \`
    const Database = require(\${JSON.stringify(require.resolve('better-sqlite3'))});
    const db = new Database(':memory:');
    db.exec('create table t (id integer primary key, v text)');
    const kept = [];
    for (let i = 0; i < 20000; i++) {
      const statement = db.prepare('select v from t where id = ' + (i % 50));
      statement.get();
      if (i % 10 === 0) kept.push(statement);
    }
    globalThis.kept = kept;
  \`;
  new Function('require', body)(require);
  const worker = new Worker(body, { eval: true });
  worker.on('error', (error) => { throw error; });
  worker.on('exit', (code) => { process.exitCode = code; });
`;

describe('the runtime (.nvmrc)', () => {
  it("runs the tests, and every `node` they start, on .nvmrc's major version or newer", () => {
    expect(major(process.version)).toBeGreaterThanOrEqual(major(nvmrc));
    // A child's `node` comes from PATH, as in every script and tool the tests start.
    const child = spawnSync('node', ['-v'], { encoding: 'utf8' });
    expect(major(child.stdout.trim())).toBeGreaterThanOrEqual(major(nvmrc));
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${major(nvmrc)}`);
  });

  it('better-sqlite3 survives 20,000 statements collected beside a worker thread', () => {
    for (let run = 1; run <= 5; run++) {
      const child = spawnSync(process.execPath, ['-e', statementsAndWorker], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect({ run, status: child.status, signal: child.signal, stderr: child.stderr }).toEqual({
        run,
        status: 0,
        signal: null,
        stderr: '',
      });
    }
  });
});
