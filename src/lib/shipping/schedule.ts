import { addDays, minutesOf, weekday, type ChinaTime } from './calendar';
import type { Channel } from './schema';

export type Departure = {
  /** Date of departure (ETD). */
  etd: string;
  /** When the goods must be in our warehouse: date and HH:MM, China time. */
  cutoff: { date: string; time: string };
  /** Earliest and latest arrival (ETA). */
  eta: [string, string];
};

/**
 * The next departures of a channel whose cut-off has not passed at `now`: a departure is
 * bookable while now ≤ cut-off (the goods arrive "by" the cut-off time).
 */
export function nextDepartures(
  channel: Pick<Channel, 'departureWeekdays' | 'cutoffDaysBefore' | 'cutoffTime'>,
  transitDays: [number, number],
  now: ChinaTime,
  count: number,
): Departure[] {
  const cutoffMinutes = minutesOf(channel.cutoffTime);
  const found: Departure[] = [];
  // Departures are weekly at least, so three weeks and the cut-off window hold `count` of them.
  for (let offset = 0; found.length < count && offset < 7 * (count + 2); offset++) {
    const etd = addDays(now.date, offset);
    if (!channel.departureWeekdays.includes(weekday(etd))) continue;
    const cutoffDate = addDays(etd, -channel.cutoffDaysBefore);
    const open = cutoffDate > now.date || (cutoffDate === now.date && now.minutes <= cutoffMinutes);
    if (!open) continue;
    found.push({
      etd,
      cutoff: { date: cutoffDate, time: channel.cutoffTime },
      eta: [addDays(etd, transitDays[0]), addDays(etd, transitDays[1])],
    });
  }
  return found;
}
