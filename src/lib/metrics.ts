import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '../../server/metrics.mjs';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';

/**
 * The app's metrics, in the process's one registry (made and served at /metrics by
 * server/metrics.mjs; docs/operations.md#metrics lists them). Each is made on first use and found again by its name:
 * Next evaluates this module in more than one bundle, and a metric may be registered once.
 */
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

/** How often each scheduled job is due, for the alert on a late one (deploy/prometheus-alerts.yml). */
export function recordJobInterval(job: string, seconds: number) {
  gauge(
    'bridgeway_job_interval_seconds',
    'How often each scheduled job is due; a job whose last success is older than two intervals is late.',
    ['job'],
  )
    .labels(job)
    .set(seconds);
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

type GetDb = () => Promise<{ db: Kysely<Database> }>;
/** The database the scrape-time gauges read (the newest registered: one per process). */
let database: GetDb | undefined;

/** The outbox's depth and oldest waiting mail, read once per scrape for both gauges. */
let outbox: { at: number; state: Promise<{ pending: number; oldestSeconds: number }> } | undefined;
function outboxState() {
  const now = Date.now();
  if (outbox && now - outbox.at < 1000) return outbox.state;
  const state = (async () => {
    const { db } = await database!();
    const row = await db
      .selectFrom('mail_outbox')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('n'),
        eb.fn.min('created_at').as('oldest'),
      ])
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirst();
    return {
      pending: Number(row?.n ?? 0),
      oldestSeconds: row?.oldest ? Math.max(0, (now - Date.parse(String(row.oldest))) / 1000) : 0,
    };
  })();
  outbox = { at: now, state };
  return state;
}

/**
 * Gauges read from the database when Prometheus scrapes: the outbox's depth and oldest pending
 * mail, and the newest successful backup. Registered once per process (src/instrumentation.ts).
 */
export function registerDatabaseGauges(getDb: GetDb, backupsScheduled: boolean) {
  database = getDb;
  outbox = undefined;
  gauge(
    'bridgeway_backups_scheduled',
    'Whether this instance makes the daily backup when it holds the housekeeping lock (BACKUP_DIR set): 1 or 0.',
  ).set(backupsScheduled ? 1 : 0);
  gauge(
    'bridgeway_mail_outbox_pending',
    'Mails waiting in the outbox (pending or being sent).',
    [],
    async function () {
      this.set((await outboxState()).pending);
    },
  );
  gauge(
    'bridgeway_mail_outbox_oldest_pending_seconds',
    'Age of the oldest mail still waiting in the outbox (0 when none waits).',
    [],
    async function () {
      this.set((await outboxState()).oldestSeconds);
    },
  );
  gauge(
    'bridgeway_backup_last_success_timestamp_seconds',
    'When the newest successful scheduled backup started (Unix time; 0 before the first).',
    [],
    async function () {
      const { db } = await database!();
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
