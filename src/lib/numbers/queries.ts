import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { overdueSinceByHour } from '@/lib/enquiries/overdue';
import { periodInstants, weekOf, type Period } from './period';
import { beijingDay, dialectOf } from './sql';

/**
 * The business in numbers, for the console's numbers page and its downloads: every figure comes
 * from here. Each stage counts what happened in the period, on the Beijing day it happened:
 * - lookups: price lookups that found offers (the daily counters, lookup-counts.ts);
 * - requests: quote requests received (enquiries with an offer, spam left out);
 * - won: quote requests marked won, on the day of that status (still won now);
 * - booked: bookings made, at the desk or online, not cancelled;
 * - delivered: those bookings' shipments delivered, on the day of delivery.
 * A booking's price and CO₂e are the offer's as quoted (the booking keeps it, never priced again).
 */

export const STAGES = ['lookups', 'requests', 'won', 'booked', 'delivered'] as const;
export type Stage = (typeof STAGES)[number];
export type StageCounts = Record<Stage, number>;

export type FunnelRow = { key: string; counts: StageCounts };
export type MonthRow = {
  /** YYYY-MM (Beijing). */
  month: string;
  online: number;
  desk: number;
  /** The offers' totals as quoted, in fen (CNY). */
  revenueFen: number;
  /** kg CO₂e of the offers as quoted; bookings quoted before the estimate existed add none. */
  co2eKg: number;
};
export type FirstAnswers = {
  /** Requests of the period answered (a reply or a status change by the desk). */
  answered: number;
  /** Of those, answered before the promised answer was overdue (enquiries/overdue.ts). */
  withinSla: number;
  /** Requests of the period not answered yet. */
  waiting: number;
  /** Hours to the first answer: the median and the 90th percentile (nearest rank); null with none. */
  medianHours: number | null;
  p90Hours: number | null;
};
export type BusinessNumbers = {
  period: Period;
  totals: StageCounts;
  weeks: FunnelRow[];
  lanes: FunnelRow[];
  months: MonthRow[];
  answers: FirstAnswers;
};

const zero = (): StageCounts => ({ lookups: 0, requests: 0, won: 0, booked: 0, delivered: 0 });

type DayLane = { day: string; lane: string | null; n: number | string };

/**
 * Counts of one stage by day and lane, as the database groups them. Each reads the columns kept
 * for the numbers (migration 0022) from an index that holds them all, never a record's JSON.
 */
async function stageRows(db: Kysely<Database>, period: Period): Promise<Record<Stage, DayLane[]>> {
  const d = dialectOf(db);
  const { start, end } = periodInstants(period);
  const count = sql<number>`count(*)`.as('n');
  const [lookups, requests, won, booked, delivered] = await Promise.all([
    db
      .selectFrom('lookup_counts')
      .select(['day', 'lane', sql<number>`sum(count)`.as('n')])
      .where('day', '>=', period.from)
      .where('day', '<=', period.to)
      .groupBy(['day', 'lane'])
      .execute(),
    // A quote request is an enquiry with an offer, so with a lane.
    db
      .selectFrom('enquiries')
      .select([d.hour('created_at').as('day'), 'lane', count])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .where('status', '!=', 'spam')
      .where('lane', 'is not', null)
      .groupBy([sql`1`, 'lane'])
      .execute(),
    db
      .selectFrom('enquiries')
      .select([d.hour('status_at').as('day'), 'lane', count])
      .where('status', '=', 'won')
      .where('status_at', '>=', start)
      .where('status_at', '<', end)
      .where('lane', 'is not', null)
      .groupBy([sql`1`, 'lane'])
      .execute(),
    db
      .selectFrom('bookings')
      .select([d.hour('created_at').as('day'), 'lane', count])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .where('cancelled_at', 'is', null)
      .groupBy([sql`1`, 'lane'])
      .execute(),
    db
      .selectFrom('tracking_shipments as s')
      .innerJoin('bookings as b', 'b.waybill', 's.number')
      .select([d.hour('s.ended_at').as('day'), 'b.lane', count])
      .where('s.ended_at', '>=', start)
      .where('s.ended_at', '<', end)
      .where('s.status', '=', 'delivered')
      .where('b.cancelled_at', 'is', null)
      .groupBy([sql`1`, 'b.lane'])
      .execute(),
  ]);
  return { lookups, requests, won, booked, delivered };
}

/** The bookings of the period by Beijing month: online and desk, revenue and CO₂e as quoted. */
async function bookingMonths(db: Kysely<Database>, period: Period): Promise<MonthRow[]> {
  const d = dialectOf(db);
  const { start, end } = periodInstants(period);
  const rows = await db
    .selectFrom('bookings')
    .select([
      d.hour('created_at').as('day'),
      'source',
      sql<number>`count(*)`.as('n'),
      sql<number>`coalesce(sum(total_fen), 0)`.as('fen'),
      sql<number>`coalesce(sum(co2e_kg), 0)`.as('co2e'),
    ])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('cancelled_at', 'is', null)
    .groupBy([sql`1`, 'source'])
    .execute();
  const months = new Map<string, MonthRow>();
  for (const row of rows) {
    const month = beijingDay(row.day).slice(0, 7);
    const m = months.get(month) ?? { month, online: 0, desk: 0, revenueFen: 0, co2eKg: 0 };
    m[row.source === 'online' ? 'online' : 'desk'] += Number(row.n);
    m.revenueFen += Number(row.fen);
    m.co2eKg += Number(row.co2e);
    months.set(month, m);
  }
  return [...months.values()]
    .map((m) => ({ ...m, co2eKg: Math.round(m.co2eKg * 10) / 10 }))
    .sort((a, b) => a.month.localeCompare(b.month));
}

/** The nearest-rank percentile `p` (0–100) of sorted values. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** How fast the desk first answered the period's quote requests and enquiries (spam left out). */
async function firstAnswers(db: Kysely<Database>, period: Period): Promise<FirstAnswers> {
  const { start, end } = periodInstants(period);
  const rows = await db
    .selectFrom('enquiries')
    .select(['created_at', 'first_answer_at'])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('status', '!=', 'spam')
    .execute();
  const hours: number[] = [];
  const overdueSince = overdueSinceByHour();
  let withinSla = 0;
  for (const row of rows) {
    if (!row.first_answer_at) continue;
    const answered = Date.parse(row.first_answer_at);
    hours.push((answered - Date.parse(row.created_at)) / 3_600_000);
    if (answered < overdueSince(row.created_at)) withinSla += 1;
  }
  hours.sort((a, b) => a - b);
  const round = (h: number | null) => (h === null ? null : Math.round(h * 10) / 10);
  return {
    answered: hours.length,
    withinSla,
    waiting: rows.length - hours.length,
    medianHours: round(percentile(hours, 50)),
    p90Hours: round(percentile(hours, 90)),
  };
}

/** Every figure of the numbers page for `period`. */
export async function businessNumbers(
  db: Kysely<Database>,
  period: Period,
): Promise<BusinessNumbers> {
  const [stages, months, answers] = await Promise.all([
    stageRows(db, period),
    bookingMonths(db, period),
    firstAnswers(db, period),
  ]);
  // Lookups are counted by Beijing day already; the others by UTC hour. Rows share days: each
  // day's week is worked out once.
  const weekOfDay = new Map<string, string>();
  const weekOfRow = (stage: Stage, day: string) => {
    let week = weekOfDay.get(day);
    if (week === undefined)
      weekOfDay.set(day, (week = weekOf(stage === 'lookups' ? day : beijingDay(day))));
    return week;
  };
  const totals = zero();
  const weeks = new Map<string, StageCounts>();
  const lanes = new Map<string, StageCounts>();
  for (const stage of STAGES) {
    for (const row of stages[stage]) {
      const n = Number(row.n);
      totals[stage] += n;
      const week = weekOfRow(stage, row.day);
      (weeks.get(week) ?? weeks.set(week, zero()).get(week)!)[stage] += n;
      const lane = row.lane ?? '—';
      (lanes.get(lane) ?? lanes.set(lane, zero()).get(lane)!)[stage] += n;
    }
  }
  return {
    period,
    totals,
    weeks: [...weeks]
      .map(([key, counts]) => ({ key, counts }))
      .sort((a, b) => a.key.localeCompare(b.key)),
    // The lanes that sell most first, then by name.
    lanes: [...lanes]
      .map(([key, counts]) => ({ key, counts }))
      .sort(
        (a, b) =>
          b.counts.booked - a.counts.booked ||
          b.counts.requests - a.counts.requests ||
          a.key.localeCompare(b.key),
      ),
    months,
    answers,
  };
}
