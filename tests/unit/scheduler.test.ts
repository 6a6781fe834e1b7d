import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOUSEKEEPING_LOCK } from '@/lib/jobs/lock';
import { createScheduler, type Job } from '@/lib/jobs/scheduler';
import { databaseSetups, useDatabase } from '../support/db';
import { schedulerOutput } from '../support/scheduler-output';

const HOUR = 3600_000;
const T0 = new Date('2026-11-20T06:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

/** A job that counts its runs (in the database it is given) and reports each. */
function counting(name: string, everyMs: number) {
  const runs: Date[] = [];
  const job: Job = {
    name,
    everyMs,
    async run(db, now) {
      await db.selectFrom('rate_limit_hits').select('id').execute();
      runs.push(now);
      return `ran at ${now.toISOString()}`;
    },
  };
  return { job, runs };
}

for (const setup of databaseSetups()) {
  describe(`the housekeeping scheduler in ${setup.name}`, () => {
    const database = useDatabase(setup);
    const getDb = async () => database.db();
    afterEach(() => void vi.useRealTimers());

    it('runs each declared job when it is due, each at its own interval', async () => {
      const hourly = counting('hourly', HOUR);
      const sixHourly = counting('six-hourly', 6 * HOUR);
      const out = schedulerOutput();
      const scheduler = createScheduler([hourly.job, sixHourly.job], getDb, out);
      await scheduler.run(T0);
      await scheduler.run(at(1));
      await scheduler.run(at(6));
      expect(hourly.runs).toEqual([T0, at(1), at(6)]);
      expect(sixHourly.runs).toEqual([T0, at(6)]);
      expect(out.logs).toContain(`Housekeeping (six-hourly): ran at ${at(6).toISOString()}`);
      expect(out.errors).toEqual([]);
    });

    it('a failing job is logged and tried again; the others still run', async () => {
      const after = counting('after', HOUR);
      let tries = 0;
      const failing: Job = {
        name: 'failing',
        everyMs: HOUR,
        async run(db) {
          tries++;
          // A statement the database refuses (on PostgreSQL it must not abort the others').
          await sql`select * from no_such_table`.execute(db);
          return null;
        },
      };
      const out = schedulerOutput();
      const scheduler = createScheduler([failing, after.job], getDb, out);
      await scheduler.run(T0);
      expect(after.runs).toEqual([T0]);
      expect(out.errors).toEqual([expect.stringMatching(/^Housekeeping \(failing\) failed: /)]);
      // Not due again by the clock, but it failed: the next run tries it again.
      await scheduler.run(at(0.5));
      expect(tries).toBe(2);
      expect(after.runs).toEqual([T0]);
    });

    it('runs when the server starts and on its timer, until the server shuts down', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: T0 });
      const lifecycleKey = Symbol.for('bridgeway.lifecycle');
      const holder = globalThis as { [lifecycleKey]?: { closers: (() => unknown)[] } };
      const closers = () => holder[lifecycleKey]?.closers ?? [];
      const before = closers().length;
      const hourly = counting('hourly', HOUR);
      const scheduler = createScheduler([hourly.job], getDb, schedulerOutput());
      await scheduler.start();
      expect(hourly.runs).toEqual([T0]);
      vi.advanceTimersByTime(HOUR);
      await scheduler.run(); // the run the timer began
      expect(hourly.runs).toEqual([T0, at(1)]);
      expect(closers()).toHaveLength(before + 1);
      await closers().pop()!();
      vi.advanceTimersByTime(2 * HOUR);
      expect(hourly.runs).toEqual([T0, at(1)]);
    });

    if (setup.name !== 'PostgreSQL') return;

    it('is skipped while another instance holds its lock, and runs once it is released', async () => {
      const config = database.config();
      if (config.dialect !== 'postgres') throw new Error('expected PostgreSQL');
      const { Client } = await import('pg');
      const other = new Client({ connectionString: config.url });
      await other.connect();
      const job = counting('job', HOUR);
      const scheduler = createScheduler([job.job], getDb, schedulerOutput());
      try {
        await other.query('select pg_advisory_lock($1)', [HOUSEKEEPING_LOCK]);
        await scheduler.run(T0);
        expect(job.runs).toEqual([]);
        await other.query('select pg_advisory_unlock($1)', [HOUSEKEEPING_LOCK]);
        await scheduler.run(T0);
        expect(job.runs).toEqual([T0]);
      } finally {
        await other.end();
      }
    });
  });
}
