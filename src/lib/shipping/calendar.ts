/** Dates as 'YYYY-MM-DD' strings in China time (UTC+8, no daylight saving): where our warehouses are. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ChinaTime = { date: string; minutes: number };

/** The calendar date and minutes past midnight in China at an instant. */
export function chinaTime(instant: Date): ChinaTime {
  const shifted = new Date(instant.getTime() + CHINA_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function minutesOf(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

export function earliest(a: string, b: string): string {
  return a < b ? a : b;
}
