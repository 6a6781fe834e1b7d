// Tracking at scale, on SQLite and on PostgreSQL (docs/tracking-scale.md): BENCH_TRACKING_EVENTS
// stored events (a million by default; the target is 10,000,000), then, at that size,
// the ingest rate through ingestTracking (batches of 1,000 events, as the API takes them: new
// parcels with their ten events; one new event each for 1,000 parcels in flight, as a feed sends
// them; and one more delivery each for 1,000 delivered parcels, the passes before's mix) and the
// time of a 40-number lookup (waybill numbers, references and last-mile numbers mixed, a few
// unknown). The stored events are set-up, not measured: written by one SQL statement per 100,000
// parcels (generate_series / a recursive CTE), the parcels first stored over six months (so
// PostgreSQL has seven monthly partitions) and their events interleaved as they arrive, a day
// apart; one parcel in ten is still in flight (its last scans in transit, not delivered).
// Prints one JSON line: { sqlite: {...}, postgres: {...} | null }.
// PostgreSQL: BENCH_POSTGRES_URL (else TEST_POSTGRES_URL), else skipped; the server as
// production runs it: `bash scripts/ci-postgres.sh start --production` (deploy/postgresql.conf).
// BENCH_DATABASES=postgres or sqlite: one of them only. BENCH_TRACKING_TAIL=1: what the slowest
// lookups shared their time with (Node's garbage collector, autovacuum, checkpoints), on stderr.
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import { openDatabase, type DatabaseConfig } from '../../src/lib/db';
import type { Database } from '../../src/lib/db/types';
import { benchDatabases } from './databases';
import type { IngestBatch, IngestEvent } from '../../src/lib/tracking/ingest';
import { lookupTracking } from '../../src/lib/tracking/lookup';
import { ensureMonthPartitions, nextMonth } from '../../src/lib/tracking/partitions';
import { ingestTracking } from '../../src/lib/tracking/store';
import type { TrackingStatus } from '../../src/lib/tracking/model';
import { percentile } from './timing';
import { performance, PerformanceObserver } from 'node:perf_hooks';

const TOTAL_EVENTS = Number(process.env.BENCH_TRACKING_EVENTS ?? 1_000_000);
const EVENTS_PER_SHIPMENT = 10;
const TIMED_BATCHES = 50; // 50,000 events through ingestTracking, of each kind
const LOOKUPS = 300;
const FILL_CHUNK = 100_000; // parcels per fill statement
const now = new Date('2026-11-20T02:00:00Z');
const DAY = 86_400;
/** The first stored parcel's first event (seconds); the last one's comes 180 days later. */
const FIRST = now.getTime() / 1000 - 190 * DAY;

const TRAIL: TrackingStatus[] = [
  'info_received',
  'at_warehouse',
  'at_warehouse',
  'in_transit',
  'in_transit',
  'customs',
  'in_transit',
  'in_transit',
  'out_for_delivery',
  'delivered',
];
const HANDED_OVER = 7; // events from this one on name the last-mile number
/**
 * One stored parcel in ten is in flight: its events 8 and 9 are scans in transit (not out for
 * delivery, delivered), no last mile named yet. Real parcels in flight are those of the last
 * ten days or so (5 % of 190 days); a tenth, spread over every month, leaves enough of them for
 * the update batches and keeps their pages as scattered as the delivered parcels'.
 */
const IN_FLIGHT_EVERY = 10;
const inFlight = (i: number) => i % IN_FLIGHT_EVERY === IN_FLIGHT_EVERY - 1;

const number = (i: number) => `BN${String(i).padStart(9, '0')}`;
const reference = (i: number) => `PO-${i}`;
const lastMile = (i: number) => `1Z${String(i).padStart(16, '0')}`;

/** New parcels [from, to) with their ten events each, as one batch per 100 parcels. */
function batchOf(from: number, to: number): IngestBatch {
  const shipments = [];
  const events: IngestEvent[] = [];
  for (let i = from; i < to; i++) {
    shipments.push({
      number: number(i),
      reference: reference(i),
      service: 'us-air-express',
      origin: 'SZX',
      destination: 'ONT8',
    });
    const start = now.getTime() - 12 * 86_400_000 + (i % 1000) * 60_000;
    for (let e = 0; e < EVENTS_PER_SHIPMENT; e++)
      events.push(eventOf(i, `e${e}`, start + e * 86_400_000, TRAIL[e]!, e >= HANDED_OVER));
  }
  return { shipments, events };
}

function eventOf(i: number, id: string, ms: number, status: TrackingStatus, handedOver: boolean) {
  return {
    number: number(i),
    id,
    time: { utc: new Date(ms).toISOString(), offsetMinutes: 480 },
    status,
    location: 'Shenzhen, CN',
    description: `Event ${id} of ${number(i)}`,
    code: null,
    params: null,
    descriptionZh: null,
    lastMile: handedOver ? { carrier: 'UPS', number: lastMile(i) } : null,
  };
}

/** SQL for the fill, in each database's words. */
function words(dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  return {
    /** An instant (seconds since 1970) as the app writes it: `2026-11-20T02:00:00.000Z`. */
    iso: (seconds: RawBuilder<unknown>) =>
      pg
        ? sql`to_char(to_timestamp(${seconds}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
        : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`,
    pad: (value: RawBuilder<unknown>, width: number) =>
      pg
        ? sql`lpad(${value}::text, ${sql.lit(width)}, '0')`
        : sql`substr(${sql.lit('0'.repeat(width))} || ${value}, ${sql.lit(-width)}, ${sql.lit(width)})`,
    /** The rows i = from…to (and e = 0…9): generate_series, or a recursive CTE in SQLite. */
    parcels: (from: number, to: number) =>
      pg
        ? sql`generate_series(${sql.lit(from)}, ${sql.lit(to - 1)}) as p(i)`
        : sql`(with recursive p(i) as (select ${sql.lit(from)} union all select i + 1 from p
            where i < ${sql.lit(to - 1)}) select i from p) as p`,
    steps: pg
      ? sql`generate_series(0, 9) as t(e)`
      : sql`(with recursive t(e) as (select 0 union all select e + 1 from t where e < 9)
          select e from t) as t`,
  };
}

/** Stores `shipments` delivered parcels and their ten events each, set-up for the measures. */
async function fill(db: Kysely<Database>, dialect: 'sqlite' | 'postgres', shipments: number) {
  const w = words(dialect);
  const step = (180 * DAY) / shipments;
  const months: string[] = [];
  const last = new Date((FIRST + 180 * DAY) * 1000).toISOString().slice(0, 7);
  for (let m = new Date(FIRST * 1000).toISOString().slice(0, 7); m <= last; m = nextMonth(m))
    months.push(m);
  await ensureMonthPartitions(db, months);
  const statuses = sql.join(
    TRAIL.map((status, e) => sql`when ${sql.lit(e)} then ${sql.lit(status)}`),
    sql` `,
  );
  for (let from = 0; from < shipments; from += FILL_CHUNK) {
    const to = Math.min(shipments, from + FILL_CHUNK);
    const created = sql`(${sql.lit(FIRST)} + p.i * ${sql.lit(step)})`;
    const at = (days: RawBuilder<unknown>) => w.iso(sql`${created} + ${days} * ${sql.lit(DAY)}`);
    const num = sql`'BN' || ${w.pad(sql`p.i`, 9)}`;
    const mile = sql`'1Z' || ${w.pad(sql`p.i`, 16)}`;
    const flying = sql`p.i % ${sql.lit(IN_FLIGHT_EVERY)} = ${sql.lit(IN_FLIGHT_EVERY - 1)}`;
    await sql`insert into tracking_shipments (number, reference, service, origin, destination,
        status, status_at, last_mile_carrier, last_mile_number, ended_at, created_at, updated_at)
      select ${num}, 'PO-' || p.i, 'us-air-express', 'SZX', 'ONT8',
        case when ${flying} then 'in_transit' else 'delivered' end, ${at(sql`9`)},
        case when ${flying} then null else 'UPS' end, case when ${flying} then null else ${mile} end,
        case when ${flying} then null else ${at(sql`9`)} end, ${at(sql`0`)}, ${at(sql`9`)}
      from ${w.parcels(from, to)}`.execute(db);
    // Events interleaved as they arrive (every parcel's first event, then every second one…).
    await sql`insert into tracking_events (number, event_id, month, time_utc, utc_offset_minutes,
        status, location, description, last_mile_carrier, last_mile_number, received_at)
      select ${num}, 'e' || t.e, substr(${at(sql`0`)}, 1, 7), ${at(sql`t.e`)}, 480,
        case when ${flying} and t.e >= 8 then 'in_transit' else case t.e ${statuses} end end,
        'Shenzhen, CN', 'Event e' || t.e || ' of ' || ${num},
        case when t.e >= ${sql.lit(HANDED_OVER)} and not ${flying} then 'UPS' end,
        case when t.e >= ${sql.lit(HANDED_OVER)} and not ${flying} then ${mile} end,
        ${at(sql`t.e`)}
      from ${w.steps} cross join ${w.parcels(from, to)}
      order by t.e, p.i`.execute(db);
    console.error(`tracking bench (${dialect}): ${to * EVENTS_PER_SHIPMENT} events stored`);
  }
  // What autovacuum does by itself on PostgreSQL (statistics, the visibility map).
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
}

/**
 * CPU seconds spent so far by this process and, on PostgreSQL on this machine, by the server's
 * processes serving this database (/proc; null where it cannot be read): what a measure costs
 * whatever else the machine runs, while its wall-clock rate depends on the load.
 */
async function cpuSeconds(db: Kysely<Database>, dialect: string): Promise<number | null> {
  const own = process.cpuUsage();
  let total = (own.user + own.system) / 1e6;
  if (dialect !== 'postgres') return total;
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database()`.execute(db);
  const { readFileSync } = await import('node:fs');
  try {
    for (const { pid } of rows) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime (clock ticks)
    }
  } catch {
    return null;
  }
  return total;
}

/**
 * BENCH_TRACKING_TAIL: what each lookup spent, whatever the machine's load: `before()` then
 * `after()` around it give the CPU of this process (all its threads, the collector's too) and of
 * the server's backends for this database, and the time this thread and those backends waited
 * for a CPU (the kernel's schedstat); then what the server did meanwhile (pages the checkpointer
 * and the backends wrote, autovacuum workers running) and the machine's 1-minute load.
 */
async function tailProbe(db: Kysely<Database>, dialect: string) {
  const { loadavg } = await import('node:os');
  const { readFileSync } = await import('node:fs');
  const pids =
    dialect === 'postgres'
      ? (
          await sql<{ pid: number }>`select pid from pg_stat_activity
            where datname = current_database() and backend_type = 'client backend'`.execute(db)
        ).rows.map((r) => r.pid)
      : [];
  /** [on CPU, waiting for one] in ms, from /proc/<task>/schedstat (nanoseconds). */
  const sched = (path: string) => {
    try {
      const [run, wait] = readFileSync(path, 'utf8').split(' ').map(Number);
      return [run! / 1e6, wait! / 1e6];
    } catch {
      return [0, 0]; // a backend gone
    }
  };
  const reading = () => {
    const cpu = process.cpuUsage();
    const own = sched(`/proc/self/task/${process.pid}/schedstat`);
    const server = pids.map((pid) => sched(`/proc/${pid}/schedstat`));
    return {
      nodeCpu: (cpu.user + cpu.system) / 1000,
      nodeWait: own[1]!,
      serverCpu: server.reduce((ms, [run]) => ms + run!, 0),
      serverWait: server.reduce((ms, [, wait]) => ms + wait!, 0),
    };
  };
  const stats = async () =>
    dialect === 'postgres'
      ? (
          await sql<{ checkpoint: string; backend: string; vacuums: number }>`select
            (select buffers_checkpoint from pg_stat_bgwriter)::text as checkpoint,
            (select buffers_backend from pg_stat_bgwriter)::text as backend,
            (select count(*)::int from pg_stat_activity
              where backend_type = 'autovacuum worker') as vacuums`.execute(db)
        ).rows[0]!
      : { checkpoint: '0', backend: '0', vacuums: 0 };
  let last = await stats();
  let start = reading();
  return {
    before: () => {
      start = reading();
    },
    after: async () => {
      const end = reading();
      const next = await stats();
      const spent = {
        nodeCpu: end.nodeCpu - start.nodeCpu,
        nodeWait: end.nodeWait - start.nodeWait,
        serverCpu: end.serverCpu - start.serverCpu,
        serverWait: end.serverWait - start.serverWait,
        server:
          `checkpoint wrote ${Number(next.checkpoint) - Number(last.checkpoint)} pages, ` +
          `backends ${Number(next.backend) - Number(last.backend)}, ` +
          `autovacuum workers ${next.vacuums}, load ${loadavg()[0]!.toFixed(1)}`,
      };
      last = next;
      return spent;
    },
  };
}

/**
 * PostgreSQL's WAL written so far, in bytes: the position of its end (the bench's server serves
 * only the bench; pg_stat_wal would lag, backends report to it at most once a second). Else null.
 */
async function walBytes(db: Kysely<Database>, dialect: string): Promise<number | null> {
  if (dialect !== 'postgres') return null;
  const { rows } = await sql<{ bytes: string }>`select
    pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as bytes`.execute(db);
  return Number(rows[0]!.bytes);
}

/** MB of WAL per unit of work between two readings of walBytes. */
const walMb = (from: number | null, to: number | null, units: number) =>
  from === null || to === null ? null : Number(((to - from) / 1e6 / units).toFixed(2));

/** Milliseconds of CPU per unit of work between two readings of cpuSeconds. */
const cpuMs = (from: number | null, to: number | null, units: number) =>
  from === null || to === null ? null : Number((((to - from) * 1000) / units).toFixed(2));

/**
 * BENCH_TRACKING_EXPLAIN=1: the plan of a lookup's statement, as lookupTracking sends it
 * (EXPLAIN ANALYZE on PostgreSQL, EXPLAIN QUERY PLAN on SQLite), on stderr.
 */
async function explainLookup(db: Kysely<Database>, dialect: string, numbers: string[]) {
  // The plugin sees subqueries too: keep the statements that were executed.
  const compiled = new Map<unknown, CompiledQuery>();
  const statements: CompiledQuery[] = [];
  const spy = db.withPlugin({
    transformQuery: (args) => {
      compiled.set(args.queryId, db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => {
      statements.push(compiled.get(args.queryId)!);
      return args.result;
    },
  });
  await lookupTracking(spy, numbers.join(','), now);
  const prefix =
    dialect === 'postgres' ? 'explain (analyze, buffers, costs off) ' : 'explain query plan ';
  for (const statement of statements) {
    const { rows } = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(prefix + statement.sql, [...statement.parameters]),
    );
    const plan = rows.map((r) => String(r['QUERY PLAN'] ?? r.detail)).join('\n');
    console.error(`-- ${dialect}: ${statement.sql.slice(0, 100)}…\n${plan}\n`);
  }
}

async function measure(config: DatabaseConfig) {
  const { db, ready } = await openDatabase(config);
  await ready;
  try {
    const shipments = TOTAL_EVENTS / EVENTS_PER_SHIPMENT;
    const perBatch = 1000 / EVENTS_PER_SHIPMENT;
    let start = process.hrtime.bigint();
    await fill(db, config.dialect, shipments);
    const fillSeconds = Number(process.hrtime.bigint() - start) / 1e9;

    // Ingest at that size: new parcels with their ten events, through the API's function.
    const cpu0 = await cpuSeconds(db, config.dialect);
    const wal0 = await walBytes(db, config.dialect);
    start = process.hrtime.bigint();
    for (let b = 0; b < TIMED_BATCHES; b++)
      await ingestTracking(
        db,
        batchOf(shipments + b * perBatch, shipments + (b + 1) * perBatch),
        now,
      );
    const ingestEventsPerSecond = Math.round(
      (TIMED_BATCHES * 1000) / (Number(process.hrtime.bigint() - start) / 1e9),
    );

    const cpu1 = await cpuSeconds(db, config.dialect);
    const wal1 = await walBytes(db, config.dialect);

    let seed = 20261125;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed % n;
    };
    const stamp = (i: number, b: number) =>
      (FIRST + i * ((180 * DAY) / shipments) + 9.5 * DAY + b * 60) * 1000;
    // A feed's steady state: one new event each for 1,000 parcels in flight of all months, later
    // than the parcel's events so far (a parcel drawn again in a later batch gets a later one).
    // A parcel's life is about ten events, the first storing it: of the nine that reach it
    // stored, one hands it over to the last mile (a new last-mile number: indexed), one delivers
    // it (a new end time: indexed) and the rest are scans (status and its time only: written in
    // place). So a ninth of the events deliver, a ninth hand over, and a delivered parcel gets no
    // more events. Every event touches a different parcel, page and partition.
    const flying = Math.floor(shipments / IN_FLIGHT_EVERY);
    const delivered = new Set<number>();
    const handedOver = new Set<number>();
    let scanEvents = 0;
    start = process.hrtime.bigint();
    for (let b = 0; b < TIMED_BATCHES; b++) {
      const events = new Map<number, IngestEvent>();
      while (events.size < 1000 && events.size + delivered.size < flying) {
        const i = random(flying) * IN_FLIGHT_EVERY + IN_FLIGHT_EVERY - 1;
        if (delivered.has(i) || events.has(i)) continue;
        const kind = random(9);
        if (kind === 0) delivered.add(i);
        else if (kind === 1) handedOver.add(i);
        const status = kind === 0 ? 'delivered' : 'in_transit';
        events.set(i, eventOf(i, `u${b}`, stamp(i, b), status, handedOver.has(i) || kind === 0));
      }
      scanEvents += events.size;
      await ingestTracking(db, { shipments: [], events: [...events.values()] }, now);
    }
    const updateEventsPerSecond = Math.round(
      scanEvents / (Number(process.hrtime.bigint() - start) / 1e9),
    );
    const cpu2a = await cpuSeconds(db, config.dialect);
    const wal2a = await walBytes(db, config.dialect);

    // The passes before's mix, kept to compare with their figures: one more delivery each for
    // 1,000 delivered parcels (every update a new end time: a new row version on PostgreSQL, with
    // an entry in each of the shipments' five indexes).
    start = process.hrtime.bigint();
    for (let b = 0; b < TIMED_BATCHES; b++) {
      const events = new Map<number, IngestEvent>();
      while (events.size < 1000) {
        const i = random(shipments);
        if (!inFlight(i)) events.set(i, eventOf(i, `r${b}`, stamp(i, b), 'delivered', true));
      }
      await ingestTracking(db, { shipments: [], events: [...events.values()] }, now);
    }
    const redeliverEventsPerSecond = Math.round(
      (TIMED_BATCHES * 1000) / (Number(process.hrtime.bigint() - start) / 1e9),
    );
    const cpu2 = await cpuSeconds(db, config.dialect);
    const wal2 = await walBytes(db, config.dialect);

    const times: number[] = [];
    let found = 0;
    let lastNumbers: string[] = [];
    // The garbage collector's pauses during the lookups (they stop the lookup's own code).
    const pauses: { start: number; end: number; kind: number }[] = [];
    const gc = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        pauses.push({
          start: entry.startTime,
          end: entry.startTime + entry.duration,
          kind: (entry as { detail?: { kind?: number } }).detail?.kind ?? 0,
        });
    });
    gc.observe({ entryTypes: ['gc'] });
    const tail = process.env.BENCH_TRACKING_TAIL ? await tailProbe(db, config.dialect) : null;
    const spans: ({ start: number; end: number } & Awaited<
      ReturnType<NonNullable<typeof tail>['after']>
    >)[] = [];
    for (let l = 0; l < LOOKUPS; l++) {
      const numbers = Array.from({ length: 40 }, (_, k) => {
        const i = random(shipments);
        if (k % 10 === 9) return `ZZ${random(1e9)}`; // unknown
        return k % 3 === 0 ? number(i) : k % 3 === 1 ? reference(i) : lastMile(i);
      });
      lastNumbers = numbers;
      const t = process.hrtime.bigint();
      const begun = performance.now();
      tail?.before();
      const lookup = await lookupTracking(db, numbers.join(','), now);
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
      const ended = performance.now();
      if (tail) spans.push({ start: begun, end: ended, ...(await tail.after()) });
      if (lookup.ok) found += lookup.result.shipments.length;
    }
    const cpu3 = await cpuSeconds(db, config.dialect);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the last gc entries
    gc.disconnect();
    const gcIn = (span: { start: number; end: number }) =>
      pauses.reduce(
        (ms, p) => ms + Math.max(0, Math.min(p.end, span.end) - Math.max(p.start, span.start)),
        0,
      );
    if (tail) {
      const rows = spans.map((span, l) => ({ ms: times[l]!, gcMs: gcIn(span), ...span }));
      const f = (ms: number) => ms.toFixed(1);
      const work = rows.map((r) => r.nodeCpu + r.serverCpu).sort((a, b) => a - b);
      console.error(
        `tracking bench (${config.dialect}): a lookup's CPU (this process and the server's), ` +
          `p50 ${f(percentile(work, 0.5))} / p99 ${f(percentile(work, 0.99))} ms; ` +
          `the slowest 5 % of the lookups (wall ms: Node CPU + wait, server CPU + wait, GC):`,
      );
      for (const r of [...rows].sort((a, b) => b.ms - a.ms).slice(0, Math.ceil(LOOKUPS / 20)))
        console.error(
          `  ${f(r.ms)}: ${f(r.nodeCpu)} + ${f(r.nodeWait)}, ${f(r.serverCpu)} + ` +
            `${f(r.serverWait)}, GC ${f(r.gcMs)}; ${r.server}`,
        );
      const kinds = pauses.map((p) => `${p.kind} ${(p.end - p.start).toFixed(1)}`);
      console.error(`  GC pauses (kind, ms): ${kinds.join(', ')}`);
    }
    const gcTotal = pauses.reduce((ms, p) => ms + p.end - p.start, 0);
    times.sort((a, b) => a - b);
    if (process.env.BENCH_TRACKING_EXPLAIN) await explainLookup(db, config.dialect, lastNumbers);
    return {
      events: TOTAL_EVENTS,
      ingestEventsPerSecond,
      updateEventsPerSecond,
      redeliverEventsPerSecond,
      fillSeconds: Math.round(fillSeconds),
      lookups: LOOKUPS,
      shipmentsFoundPerLookup: Math.round(found / LOOKUPS),
      lookupP50Ms: Number(percentile(times, 0.5).toFixed(1)),
      lookupP99Ms: Number(percentile(times, 0.99).toFixed(1)),
      // Node's garbage collection during the 300 lookups: pauses, their total and longest.
      lookupGc: {
        pauses: pauses.length,
        totalMs: Number(gcTotal.toFixed(1)),
        maxMs: Number(Math.max(0, ...pauses.map((p) => p.end - p.start)).toFixed(1)),
      },
      // CPU (this process and the server's) per 1,000 events and per lookup.
      cpu: {
        ingestMsPer1000: cpuMs(cpu0, cpu1, TIMED_BATCHES),
        updateMsPer1000: cpuMs(cpu1, cpu2a, scanEvents / 1000),
        redeliverMsPer1000: cpuMs(cpu2a, cpu2, TIMED_BATCHES),
        lookupMs: cpuMs(cpu2, cpu3, LOOKUPS),
      },
      // PostgreSQL's WAL per 1,000 events of each kind (MB): the records and the full-page
      // images the commits wait for, which the server's wal_compression and checkpoints set.
      walMbPer1000: {
        ingest: walMb(wal0, wal1, TIMED_BATCHES),
        update: walMb(wal1, wal2a, scanEvents / 1000),
        redeliver: walMb(wal2a, wal2, TIMED_BATCHES),
      },
    };
  } finally {
    await db.destroy();
  }
}

benchDatabases('tracking', measure);
