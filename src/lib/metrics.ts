import { Counter, Gauge, Registry } from 'prom-client';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';

/**
 * The app's metrics, in the process's one registry (server/metrics.mjs serves it at /metrics;
 * docs/operations.md#metrics lists them). Each is made on first use and found again by its name:
 * Next evaluates this module in more than one bundle, and a metric may be registered once.
 */
const KEY = Symbol.for('bridgeway.metrics');
type Holder = { [KEY]?: Registry };

export function metricsRegistry(): Registry {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Registry();
  return holder[KEY];
}

function counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []) {
  const registry = metricsRegistry();
  return (
    (registry.getSingleMetric(name) as Counter<L> | undefined) ??
    new Counter<L>({ name, help, labelNames, registers: [registry] })
  );
}

function gauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  collect?: (this: Gauge<L>) => void | Promise<void>,
) {
  const registry = metricsRegistry();
  return (
    (registry.getSingleMetric(name) as Gauge<L> | undefined) ??
    new Gauge<L>({ name, help, labelNames, registers: [registry], ...(collect ? { collect } : {}) })
  );
}

/** A scheduled job's run: its last success and duration, or one more failure. */
export function recordJobRun(job: string, ok: boolean, seconds: number, at: Date) {
  if (ok) {
    gauge(
      'bridgeway_job_last_success_timestamp_seconds',
      'When each scheduled job last ran without failing (Unix time); only the instance holding the housekeeping lock runs them.',
      ['job'],
    )
      .labels(job)
      .set(at.getTime() / 1000);
    gauge(
      'bridgeway_job_last_duration_seconds',
      'How long each scheduled job took the last time it succeeded.',
      ['job'],
    )
      .labels(job)
      .set(seconds);
  } else
    counter('bridgeway_job_failures_total', 'Scheduled job runs that failed, by job.', ['job'])
      .labels(job)
      .inc();
}

export type SignInOutcome = 'success' | 'failure' | 'lockout';

/** A request to a sign-in step: answered (success), refused (failure) or rate limited (lockout). */
export function recordSignIn(outcome: SignInOutcome) {
  counter(
    'bridgeway_staff_sign_in_attempts_total',
    'Requests to the console sign-in steps (password, code, backup code), by outcome: success, failure, lockout (429).',
    ['outcome'],
  )
    .labels(outcome)
    .inc();
}

/** Events a tracking ingest stored (new ones; a replayed event is not counted again). */
export function recordIngestedEvents(count: number) {
  counter(
    'bridgeway_tracking_ingested_events_total',
    'Tracking events stored by the ingest API and CSV imports; rate() gives events per second.',
  ).inc(count);
}

/** A mail the outbox gave up on after its last attempt. */
export function recordMailFailure(kind: string) {
  counter(
    'bridgeway_mail_failures_total',
    'Mails the outbox gave up on after their last attempt, by kind.',
    ['kind'],
  )
    .labels(kind)
    .inc();
}

/** This instance applied the published content's `version`, `lagSeconds` after it changed. */
export function recordContentSync(version: number, lagSeconds: number) {
  gauge(
    'bridgeway_content_version',
    'The published content version this instance serves; instances that disagree for long are out of sync.',
  ).set(version);
  gauge(
    'bridgeway_content_sync_lag_seconds',
    'Seconds from the last publish to this instance serving it (measured when it applied it).',
  ).set(Math.max(0, lagSeconds));
}

/**
 * Gauges read from the database when Prometheus scrapes: the outbox's depth and oldest pending
 * mail, and the newest successful backup. Registered once per process (src/instrumentation.ts).
 */
export function registerDatabaseGauges(getDb: () => Promise<{ db: Kysely<Database> }>) {
  gauge(
    'bridgeway_mail_outbox_pending',
    'Mails waiting in the outbox (pending or being sent).',
    [],
    async function () {
      const { db } = await getDb();
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('n'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('status', 'in', ['pending', 'sending'])
        .executeTakeFirst();
      this.set(Number(row?.n ?? 0));
      oldest.set(
        row?.oldest ? Math.max(0, (Date.now() - Date.parse(String(row.oldest))) / 1000) : 0,
      );
    },
  );
  const oldest = gauge(
    'bridgeway_mail_outbox_oldest_pending_seconds',
    'Age of the oldest mail still waiting in the outbox (0 when none waits).',
  );
  gauge(
    'bridgeway_backup_last_success_timestamp_seconds',
    'When the newest successful scheduled backup started (Unix time; 0 before the first).',
    [],
    async function () {
      const { db } = await getDb();
      const row = await db
        .selectFrom('backup_runs')
        .select((eb) => eb.fn.max('started_at').as('at'))
        .where('outcome', '=', 'ok')
        .executeTakeFirst();
      this.set(row?.at ? Date.parse(String(row.at)) / 1000 : 0);
    },
  );
}

/** PostgreSQL's connection pool of this instance, read when Prometheus scrapes. */
export function registerPoolGauges(pool: {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}) {
  gauge(
    'bridgeway_db_pool_connections',
    'PostgreSQL connections of this instance, by state: total, idle, and clients waiting for one.',
    ['state'],
    function () {
      this.labels('total').set(pool.totalCount);
      this.labels('idle').set(pool.idleCount);
      this.labels('waiting').set(pool.waitingCount);
    },
  );
}
