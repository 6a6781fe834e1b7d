import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@/i18n/catalogues';
import { openDatabase, type Db } from '@/lib/db';
import { RETENTION, retentionCutoffs } from '@/lib/careers/retention';
import { siteJobs } from '@/lib/jobs/registry';
import { createScheduler, RETENTION_EVERY_MS } from '@/lib/jobs/scheduler';
import { schedulerOutput } from '../support/scheduler-output';

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

  it("the site's jobs delete every limit's old records, and say nothing when nothing is left", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 25 * 3600_000).toISOString();
    await opened.db
      .insertInto('rate_limit_hits')
      .values([
        { bucket: 'careers', client_key: 'a', created_at: old },
        { bucket: 'tracking', client_key: 'c', created_at: old },
        { bucket: 'careers', client_key: 'b', created_at: now.toISOString() },
      ])
      .execute();
    const out = schedulerOutput();
    const scheduler = createScheduler(siteJobs, async () => opened, out);
    await scheduler.run(now);
    expect(out.logs).toEqual([
      expect.stringMatching(
        /^Housekeeping \(abuse-limit records\): deleted 2 abuse-limit record\(s\) from before /,
      ),
    ]);
    // Every limit's records go after 24 hours, the careers limit's and the others'.
    const left = await opened.db.selectFrom('rate_limit_hits').select('client_key').execute();
    expect(left).toEqual([{ client_key: 'b' }]);

    // Six hours later every job runs again, finds nothing to delete and says nothing.
    await scheduler.run(new Date(now.getTime() + RETENTION_EVERY_MS));
    expect(out.logs).toHaveLength(1);
    expect(out.errors).toEqual([]);
    expect(RETENTION_EVERY_MS).toBe(6 * 3600_000);
  });

  it('logs a database that cannot be reached and tries again at the next run', async () => {
    const out = schedulerOutput();
    let tries = 0;
    const scheduler = createScheduler(
      siteJobs,
      async () => {
        tries++;
        throw new Error('connection refused');
      },
      out,
    );
    await expect(scheduler.run()).resolves.toBeUndefined();
    await scheduler.run();
    expect(out.errors).toEqual([
      'Housekeeping: the run could not start: Error: connection refused',
      'Housekeeping: the run could not start: Error: connection refused',
    ]);
    expect(tries).toBe(2);
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
    const consent = (locale: 'en' | 'zh') => catalogues[locale].JoinForm.consent;
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
