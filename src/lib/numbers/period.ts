import { z } from 'zod';
import { addDays, chinaTime, weekday } from '@/lib/shipping/calendar';

/** A span of Beijing days, both ends included, as the numbers page reads it from its address. */
export type Period = { from: string; to: string };

/** The longest span the page draws: a year and a day, so a whole year compares with the last. */
export const MAX_PERIOD_DAYS = 366;
/** What the page shows when no period is asked for: the last twelve weeks, whole weeks. */
export const DEFAULT_WEEKS = 12;

const day = z.iso.date();

/** The Monday (Beijing) of the week that holds `date`. */
export function weekOf(date: string): string {
  return addDays(date, 1 - (weekday(date) === 0 ? 7 : weekday(date)));
}

/** The instants a period spans: from its first day's Beijing midnight to the one after its last. */
export function periodInstants(period: Period): { start: string; end: string } {
  return {
    start: new Date(`${period.from}T00:00:00+08:00`).toISOString(),
    end: new Date(`${addDays(period.to, 1)}T00:00:00+08:00`).toISOString(),
  };
}

export function defaultPeriod(now: Date): Period {
  const today = chinaTime(now).date;
  return { from: addDays(weekOf(today), -7 * (DEFAULT_WEEKS - 1)), to: today };
}

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export type PeriodProblem = 'invalidDate' | 'reversed' | 'tooLong';

/**
 * The period of the page's `from` and `to` (either may be left out: the default's end stands in),
 * or why it cannot be drawn; the page then shows the default with the reason.
 */
export function readPeriod(
  from: string | undefined,
  to: string | undefined,
  now: Date,
): { period: Period; problem?: PeriodProblem } {
  const fallback = defaultPeriod(now);
  if (!from && !to) return { period: fallback };
  const f = day.safeParse(from ?? fallback.from);
  const t = day.safeParse(to ?? fallback.to);
  if (!f.success || !t.success) return { period: fallback, problem: 'invalidDate' };
  if (daysBetween(f.data, t.data) < 0) return { period: fallback, problem: 'reversed' };
  if (daysBetween(f.data, t.data) >= MAX_PERIOD_DAYS)
    return { period: fallback, problem: 'tooLong' };
  return { period: { from: f.data, to: t.data } };
}
