import type { Kysely } from 'kysely';
import type { Dialect } from '@/lib/db/migrations';
import type { Database } from '@/lib/db/types';
import { onShutdown } from '@/lib/lifecycle';
import { recordJobRun } from '@/lib/metrics';
import { oneInstanceAtATime } from './lock';

/**
 * A periodic job, declared by the feature whose data it keeps (`careersJobs` in
 * src/lib/careers/retention.ts, …) and listed in ./registry.ts.
 */
export type Job = {
  /** What the log calls it. */
  name: string;
  /** How often it is due. */
  everyMs: number;
  /** Does the work due at `now`; returns a line for the log when there was something to do. */
  run: (db: Kysely<Database>, now: Date) => Promise<string | null>;
};

/**
 * A job that deletes what is past its keeping time: `purge` answers how many records it deleted
 * and the log's line for them (logged only when there were some).
 */
export function purgeJob(
  name: string,
  everyMs: number,
  purge: (db: Kysely<Database>, now: Date) => Promise<readonly [deleted: number, line: string]>,
): Job {
  return {
    name,
    everyMs,
    async run(db, now) {
      const [deleted, line] = await purge(db, now);
      return deleted ? line : null;
    },
  };
}

/** How often data past its keeping time is deleted (the jobs also run when the server starts). */
export const RETENTION_EVERY_MS = 6 * 3600_000;

/** A job is run up to a minute early rather than a whole tick late when timers drift. */
const EARLY_MS = 60_000;

type Output = { log: (message: string) => void; error: (message: string, error: unknown) => void };

type GetDb = () => Promise<{ db: Kysely<Database>; dialect?: Dialect }>;

export type Scheduler = {
  /** Runs the jobs due at `now`; resolves when they are done (never rejects: failures are logged). */
  run: (now?: Date) => Promise<void>;
  /** Runs now, then ticks for as long as the server runs; stops when it shuts down. */
  start: () => Promise<void>;
};

/**
 * Runs `jobs` when due, one run at a time: all the due jobs of a run under one PostgreSQL
 * advisory lock (./lock.ts), so one instance does them while the others skip. A failing job is
 * logged and tried again at the next tick; the others still run.
 */
export function createScheduler(
  jobs: readonly Job[],
  getDb: GetDb,
  output: Output = console,
): Scheduler {
  const doneAt = new Map<string, number>();
  let running: Promise<void> | null = null;

  const runJobs = async (due: readonly Job[], db: Kysely<Database>, now: Date) => {
    for (const job of due) {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const report = await job.run(db, now);
        doneAt.set(job.name, now.getTime());
        recordJobRun(job.name, true, seconds(), new Date());
        if (report) output.log(`Housekeeping (${job.name}): ${report}`);
      } catch (error) {
        recordJobRun(job.name, false, seconds(), new Date());
        output.error(`Housekeeping (${job.name}) failed:`, error);
      }
    }
  };

  const runDue = async (now: Date) => {
    const due = jobs.filter(
      (job) => now.getTime() - (doneAt.get(job.name) ?? -Infinity) + EARLY_MS >= job.everyMs,
    );
    if (due.length === 0) return;
    try {
      const { db, dialect } = await getDb();
      await oneInstanceAtATime(db, dialect, (locked) => runJobs(due, locked, now));
    } catch (error) {
      output.error('Housekeeping: the run could not start:', error);
    }
  };

  const run = (now = new Date()) => {
    running ??= runDue(now).finally(() => {
      running = null;
    });
    return running;
  };

  return {
    run,
    start() {
      const timer = setInterval(() => void run(), Math.min(...jobs.map((job) => job.everyMs)));
      // The timer must not keep a stopping process alive; on shutdown a run in progress
      // finishes before the database closes.
      timer.unref();
      onShutdown(async () => {
        clearInterval(timer);
        await running;
      });
      return run();
    },
  };
}
