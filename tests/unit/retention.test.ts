import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@/lib/db';
import {
  keepRetention,
  PURGE_INTERVAL_MS,
  RETENTION,
  retentionCutoffs,
} from '@/lib/careers/retention';

describe('retention', () => {
  let dir = '';
  let opened: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bw-retention-'));
    opened = await openDatabase({ dialect: 'sqlite', file: join(dir, 'test.sqlite') });
    await opened.ready;
  });
  afterAll(async () => {
    await opened?.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  function scheduler() {
    const timers: { ms: number; unref: boolean; run: () => void }[] = [];
    const logs: string[] = [];
    const errors: string[] = [];
    return {
      timers,
      logs,
      errors,
      setInterval(run: () => void, ms: number) {
        const timer = { ms, unref: false, run };
        timers.push(timer);
        return { unref: () => void (timer.unref = true) };
      },
      log: (message: string) => void logs.push(message),
      error: (message: string, error: unknown) => void errors.push(`${message} ${String(error)}`),
    };
  }

  it('purges when the server starts and every 6 hours after, without holding the process', async () => {
    const old = new Date(Date.now() - 25 * 3600_000).toISOString();
    await opened.db
      .insertInto('rate_limit_hits')
      .values([
        { bucket: 'careers', client_key: 'a', created_at: old },
        { bucket: 'tracking', client_key: 'c', created_at: old },
        { bucket: 'careers', client_key: 'b', created_at: new Date().toISOString() },
      ])
      .execute();
    const s = scheduler();
    await keepRetention(async () => opened, s);
    expect(s.timers).toEqual([{ ms: 6 * 3600_000, unref: true, run: expect.any(Function) }]);
    expect(PURGE_INTERVAL_MS).toBe(6 * 3600_000);
    expect(s.logs).toEqual([
      expect.stringMatching(
        /^Retention: deleted 0 application\(s\) received before .* and 2 abuse-limit record\(s\)$/,
      ),
    ]);
    // Every limit's records go after 24 hours, the careers limit's and the others'.
    const left = await opened.db.selectFrom('rate_limit_hits').select('client_key').execute();
    expect(left).toEqual([{ client_key: 'b' }]);

    // The next runs find nothing to delete and say nothing.
    s.timers[0]!.run();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(s.logs).toHaveLength(1);
    expect(s.errors).toEqual([]);
  });

  it('logs a database that cannot be reached and keeps its timer', async () => {
    const s = scheduler();
    await expect(
      keepRetention(async () => {
        throw new Error('connection refused');
      }, s),
    ).resolves.toBeUndefined();
    expect(s.errors).toEqual([
      'Retention: expired applications, shipments or enquiries could not be deleted: Error: connection refused',
    ]);
    expect(s.timers).toHaveLength(1);
  });

  it('counts months on the calendar', () => {
    expect(retentionCutoffs(new Date('2026-03-31T08:00:00Z'))).toEqual({
      applications: '2024-03-31T08:00:00.000Z',
      attempts: '2026-03-30T08:00:00.000Z',
    });
  });

  // Every application may be kept 24 months because the form's required consent covers other
  // openings ("similar positions"); if that consent changes, so must the retention.
  it('keeps what the privacy notice says, in both languages', () => {
    const consent = (locale: string) =>
      (
        JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as {
          JoinForm: { consent: string };
        }
      ).JoinForm.consent;
    expect(consent('en')).toContain('this and similar positions');
    expect(consent('zh')).toContain('本职位及类似职位');
    const notice = (locale: string) =>
      readFileSync(join(process.cwd(), 'content/pages/privacy', `${locale}.md`), 'utf8');
    const en = notice('en').split('## How long we keep it')[1]!.split('\n## ')[0]!;
    expect(en).toContain(`${RETENTION.applicationMonths} months if you agree`);
    expect(en).toContain(`**Abuse-limit records:** ${RETENTION.attemptHours} hours`);
    const zh = notice('zh').split('## 保存期限')[1]!.split('\n## ')[0]!;
    expect(zh).toContain(`保存 ${RETENTION.applicationMonths} 个月`);
    expect(zh).toContain(`**防刷记录**（提交时的 IP 地址）：${RETENTION.attemptHours} 小时`);
  });
});
