// A production server of its own for tests that kill it, load it or watch its memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { openDatabase, type Db } from '../../src/lib/db';
import { startSmtp } from '../support/smtp';

/**
 * A port for a test's own server: the suite's port (E2E_PORT, as playwright.config.ts reads it)
 * plus an offset, so that two runs on one machine with different E2E_PORTs never share one.
 */
export const ownPort = (offset: number) => Number(process.env.E2E_PORT ?? 3100) + offset;

export type Server = { base: string; child: ChildProcess; exited: Promise<void> };

/** `script` is server/index.mjs, or scripts/start.mjs for what `npm start` runs. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  script = 'server/index.mjs',
): Promise<Server> {
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      HOST: 'localhost',
      PORT: String(port),
      SMTP_URL: '',
      CAREERS_INBOX: '',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return { base, child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server on port ${port} did not start`);
}

export async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}

/**
 * A server of a spec's own, with mail to a test SMTP server and a SQLite database of its own
 * (TRACKING_DEMO off), started before the file's tests and stopped after them. The returned
 * object holds, once started, the SMTP server (its `received` mails), the database and its file.
 */
export function mailingServer(port: number, name: string, mailFrom: string) {
  const site = {} as {
    smtp: Awaited<ReturnType<typeof startSmtp>>;
    db: Db;
    file: string;
    server: Server;
    dir: string;
  };
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    site.dir = mkdtempSync(join(tmpdir(), `bw-${name}-`));
    site.file = join(site.dir, 'site.sqlite');
    site.smtp = await startSmtp();
    site.server = await startServer(port, {
      DATABASE_URL: site.file,
      SMTP_URL: site.smtp.url,
      MAIL_FROM: mailFrom,
      APP_URL: `http://localhost:${port}`,
      TRACKING_DEMO: 'off',
    });
    site.db = await openDatabase({ dialect: 'sqlite', file: site.file });
    await site.db.ready;
  });
  test.afterAll(async () => {
    await site.db?.db.destroy();
    if (site.server) await stopServer(site.server);
    await site.smtp?.close();
    if (site.dir) rmSync(site.dir, { recursive: true, force: true });
  });
  return site;
}
