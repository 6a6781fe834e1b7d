import { addDays, chinaTime, weekday } from '@/lib/shipping/calendar';

/**
 * When an enquiry still `new` is overdue. The site promises an answer "within one
 * business day" (Contact, the confirmation mail, ContactSent), in Beijing time. A business day
 * is Monday to Friday in Beijing: the project knows no Chinese public holidays or make-up
 * working weekends (src/lib/shipping/calendar.ts has none), so none are counted.
 *
 * The rule, by calendar days so that sales can tell at a glance: an enquiry received on a day
 * (any time, weekend or not) is due by the END of the first business day after that day, and
 * overdue from the next midnight in Beijing. Monday 10:00 → due Tuesday 24:00; Friday 19:00,
 * Saturday or Sunday → due Monday 24:00.
 */

const isBusinessDay = (date: string) => weekday(date) >= 1 && weekday(date) <= 5;

/** Beijing midnight at the start of `date` ('YYYY-MM-DD'), as an instant. */
const beijingMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`);

/** The instant an enquiry received at `createdAt` becomes overdue if it is still new. */
export function overdueSince(createdAt: Date): Date {
  let due = addDays(chinaTime(createdAt).date, 1);
  while (!isBusinessDay(due)) due = addDays(due, 1);
  return beijingMidnight(addDays(due, 1));
}

/**
 * overdueSince for many enquiries at once (the numbers' first answers), in ms, for a stored
 * `created_at` (ISO): the instant depends only on the Beijing day received, so it is worked out
 * once per UTC hour (an hour lies within one Beijing day).
 */
export function overdueSinceByHour(): (createdAt: string) => number {
  const byHour = new Map<string, number>();
  return (createdAt) => {
    const hour = createdAt.slice(0, 13);
    let due = byHour.get(hour);
    if (due === undefined) byHour.set(hour, (due = overdueSince(new Date(createdAt)).getTime()));
    return due;
  };
}

/**
 * The SQL side of the same rule: at `now`, a new enquiry is overdue exactly when it was received
 * before the returned instant (ISO, as created_at is stored): the start, in Beijing, of the
 * last business day before today. (Its first business day after receipt is then before today.)
 */
export function overdueBefore(now: Date): string {
  let day = addDays(chinaTime(now).date, -1);
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return beijingMidnight(day).toISOString();
}

/** Whether an enquiry in `status`, received at `createdAt`, is overdue at `now`. */
export function isOverdue(status: string, createdAt: string, now: Date): boolean {
  return status === 'new' && now.getTime() >= overdueSince(new Date(createdAt)).getTime();
}
