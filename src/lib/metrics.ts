import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '../../server/metrics.mjs';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';

/**
 * The app's metrics, in the process's one registry (made and served at /metrics by
 * server/metrics.mjs; docs/operations.md#metrics lists them). Each is made on first use and found
 * again by its name: Next evaluates this module in more than one bundle, and a metric may be
 * registered once. The server's start makes them all (registerAppMetrics), so they are on
 * /metrics before their first event.
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

const jobInterval = () =>
  gauge(
    'bridgeway_job_interval_seconds',
    'How often each scheduled job is due; a job whose last success is older than two intervals is late.',
    ['job'],
  );
const jobLastSuccess = () =>
  gauge(
    'bridgeway_job_last_success_timestamp_seconds',
    'When each scheduled job last ran without failing (Unix time; 0 before its first success); only the instance holding the housekeeping lock runs them.',
    ['job'],
  );
const jobLastDuration = () =>
  gauge(
    'bridgeway_job_last_duration_seconds',
    'How long each scheduled job took the last time it succeeded.',
    ['job'],
  );
const jobFailures = () =>
  counter('bridgeway_job_failures_total', 'Scheduled job runs that failed, by job.', ['job']);

/** How often each scheduled job is due, for the alert on a late one (deploy/prometheus-alerts.yml). */
export function recordJobInterval(job: string, seconds: number) {
  jobInterval().labels(job).set(seconds);
}

/** A scheduled job's run: its last success and duration, or one more failure. */
export function recordJobRun(job: string, ok: boolean, seconds: number, at: Date) {
  if (ok) {
    jobLastSuccess()
      .labels(job)
      .set(at.getTime() / 1000);
    jobLastDuration().labels(job).set(seconds);
  } else jobFailures().labels(job).inc();
}

const SIGN_IN_OUTCOMES = ['success', 'failure', 'lockout'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

const signIns = () =>
  counter(
    'bridgeway_staff_sign_in_attempts_total',
    'Requests to the console sign-in steps (password, code, backup code), by outcome: success, failure, lockout (429).',
    ['outcome'],
  );

/** A request to a sign-in step: answered (success), refused (failure) or rate limited (lockout). */
export function recordSignIn(outcome: SignInOutcome) {
  signIns().labels(outcome).inc();
}

const ingestedEvents = () =>
  counter(
    'bridgeway_tracking_ingested_events_total',
    'Tracking events stored by the ingest API and CSV imports; rate() gives events per second.',
  );

/** Events a tracking ingest stored (new ones; a replayed event is not counted again). */
export function recordIngestedEvents(count: number) {
  ingestedEvents().inc(count);
}

const mailFailures = () =>
  counter(
    'bridgeway_mail_failures_total',
    'Mails the outbox gave up on after their last attempt, by kind.',
    ['kind'],
  );

/** A mail the outbox gave up on after its last attempt. */
export function recordMailFailure(kind: string) {
  mailFailures().labels(kind).inc();
}

const contentVersion = () =>
  gauge(
    'bridgeway_content_version',
    'The published content version this instance serves (0 until its first sync); instances that disagree for long are out of sync.',
  );
const contentSyncLag = () =>
  gauge(
    'bridgeway_content_sync_lag_seconds',
    'Seconds from the last publish to this instance serving it (measured when it applied it).',
  );

/** This instance applied the published content's `version`, `lagSeconds` after it changed. */
export function recordContentSync(version: number, lagSeconds: number) {
  contentVersion().set(version);
  contentSyncLag().set(Math.max(0, lagSeconds));
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

const backupsScheduled = () =>
  gauge(
    'bridgeway_backups_scheduled',
    'Whether this instance makes the daily backup when it holds the housekeeping lock (BACKUP_DIR set): 1 or 0.',
  );
const outboxPending = () =>
  gauge(
    'bridgeway_mail_outbox_pending',
    'Mails waiting in the outbox (pending or being sent).',
    [],
    async function () {
      this.set((await outboxState()).pending);
    },
  );
const outboxOldestPending = () =>
  gauge(
    'bridgeway_mail_outbox_oldest_pending_seconds',
    'Age of the oldest mail still waiting in the outbox (0 when none waits).',
    [],
    async function () {
      this.set((await outboxState()).oldestSeconds);
    },
  );
const backupLastSuccess = () =>
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

type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };
/**
 * PostgreSQL's pool, on globalThis like the registry: src/lib/db may register it from another
 * bundle's copy of this module than the one that made the gauge.
 */
const POOL = Symbol.for('bridgeway.metrics.pool');
type PoolHolder = { [POOL]?: PoolCounts };
const POOL_STATES = ['total', 'idle', 'waiting'] as const;

const poolConnections = () =>
  gauge(
    'bridgeway_db_pool_connections',
    'PostgreSQL connections of this instance, by state: total, idle, and clients waiting for one (0 on SQLite).',
    ['state'],
    function () {
      const pool = (globalThis as PoolHolder)[POOL];
      if (!pool) return;
      this.labels('total').set(pool.totalCount);
      this.labels('idle').set(pool.idleCount);
      this.labels('waiting').set(pool.waitingCount);
    },
  );

/** PostgreSQL's connection pool of this instance, read when Prometheus scrapes. */
export function registerPoolGauges(pool: PoolCounts) {
  (globalThis as PoolHolder)[POOL] = pool;
  poolConnections();
}

/**
 * Every metric of the app, made when the server starts (src/instrumentation.ts): /metrics has each
 * from the first scrape, with the label values known in advance (each job, each kind of mail, each
 * sign-in outcome, each pool state) at 0, so an alert on rate() or increase() sees 0 rather than
 * nothing. The gauges read from the database (the outbox's depth and oldest pending mail, the
 * newest successful backup) read it when Prometheus scrapes, once per scrape.
 */
export function registerAppMetrics(start: {
  getDb: GetDb;
  backupsScheduled: boolean;
  jobs: readonly { name: string }[];
  mailKinds: readonly string[];
}) {
  database = start.getDb;
  outbox = undefined;
  // inc(0) makes a series at 0 and leaves one that already counts as it is.
  for (const { name } of start.jobs)
    for (const family of [jobInterval(), jobLastSuccess(), jobLastDuration(), jobFailures()])
      family.labels(name).inc(0);
  for (const outcome of SIGN_IN_OUTCOMES) signIns().labels(outcome).inc(0);
  for (const kind of start.mailKinds) mailFailures().labels(kind).inc(0);
  for (const state of POOL_STATES) poolConnections().labels(state).inc(0);
  ingestedEvents();
  contentVersion();
  contentSyncLag();
  backupsScheduled().set(start.backupsScheduled ? 1 : 0);
  outboxPending();
  outboxOldestPending();
  backupLastSuccess();
}
