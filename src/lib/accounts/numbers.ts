import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { beijingDay, dialectOf } from '@/lib/numbers/sql';
import { chinaTime } from '@/lib/shipping/calendar';
import type { TrackingStatus } from '@/lib/tracking/model';
import { emailKeyOf, type accountBookings } from './records';

/** How many months the account's home draws: the current one and the eleven before it. */
export const ACCOUNT_MONTHS = 12;

export type AccountMonth = { month: string; bookings: number; spendFen: number; co2eKg: number };
export type AccountTransit = {
  service: string;
  name: { en: string; zh: string };
  deliveries: number;
  /** From the parcel's first scan to its delivery, in days, one decimal. */
  averageDays: number;
};

/** The months (Beijing) from ACCOUNT_MONTHS − 1 before `now`'s to `now`'s, oldest first. */
export function lastMonths(now: Date): string[] {
  const [year, month] = chinaTime(now).date.split('-').map(Number) as [number, number];
  return Array.from({ length: ACCOUNT_MONTHS }, (_, i) =>
    new Date(Date.UTC(year, month - ACCOUNT_MONTHS + i, 1)).toISOString().slice(0, 7),
  );
}

/** The account's bookings by their status as its list shows it, most first. */
export function bookingsByStatus(
  bookings: Awaited<ReturnType<typeof accountBookings>>,
): { status: TrackingStatus; count: number }[] {
  const counts = new Map<TrackingStatus, number>();
  for (const b of bookings) counts.set(b.status, (counts.get(b.status) ?? 0) + 1);
  return [...counts]
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status));
}

/**
 * The account's spend and kg CO₂e as quoted, per month for the last ACCOUNT_MONTHS months
 * (months without a booking at zero), cancelled bookings left out.
 */
export async function accountMonths(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<AccountMonth[]> {
  const d = dialectOf(db);
  const months = lastMonths(now);
  const since = new Date(`${months[0]}-01T00:00:00+08:00`).toISOString();
  const rows = await db
    .selectFrom('bookings as b')
    .select([
      d.hour('b.created_at').as('day'),
      sql<number>`count(*)`.as('n'),
      sql<number>`coalesce(sum(b.total_fen), 0)`.as('fen'),
      sql<number>`coalesce(sum(b.co2e_kg), 0)`.as('co2e'),
    ])
    .where(emailKeyOf('b.email'), '=', email)
    .where('b.cancelled_at', 'is', null)
    .where('b.created_at', '>=', since)
    .groupBy(sql`1`)
    .execute();
  const byMonth = new Map(
    months.map((m) => [m, { month: m, bookings: 0, spendFen: 0, co2eKg: 0 }]),
  );
  for (const row of rows) {
    const m = byMonth.get(beijingDay(row.day).slice(0, 7));
    if (!m) continue;
    m.bookings += Number(row.n);
    m.spendFen += Number(row.fen);
    m.co2eKg += Number(row.co2e);
  }
  return [...byMonth.values()].map((m) => ({ ...m, co2eKg: Math.round(m.co2eKg * 10) / 10 }));
}

/**
 * The account's average transit per service it used: from each delivered parcel's first scan
 * (its first event after the booking's information) to its delivery.
 */
export async function accountTransit(
  db: Kysely<Database>,
  email: string,
): Promise<AccountTransit[]> {
  const d = dialectOf(db);
  const rows = await db
    .selectFrom('bookings as b')
    .innerJoin('tracking_shipments as s', 's.number', 'b.waybill')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('tracking_events')
          .select(['number', sql<string>`min(time_utc)`.as('first_scan')])
          .where('status', '!=', 'info_received')
          .where('number', 'in', (sub) =>
            sub
              .selectFrom('bookings')
              .select('waybill')
              .where(emailKeyOf('bookings.email'), '=', email),
          )
          .groupBy('number')
          .as('f'),
      (join) => join.onRef('f.number', '=', 'b.waybill'),
    )
    .select([
      'b.service',
      d.json('b.quote', ['channel', 'name', 'en']).as('name_en'),
      d.json('b.quote', ['channel', 'name', 'zh']).as('name_zh'),
      'f.first_scan',
      's.ended_at',
    ])
    .where(emailKeyOf('b.email'), '=', email)
    .where('b.cancelled_at', 'is', null)
    .where('s.status', '=', 'delivered')
    .execute();
  const services = new Map<string, AccountTransit & { totalDays: number }>();
  for (const row of rows) {
    if (!row.ended_at) continue;
    const days = (Date.parse(row.ended_at) - Date.parse(row.first_scan)) / 86_400_000;
    const s = services.get(row.service) ?? {
      service: row.service,
      name: { en: row.name_en ?? row.service, zh: row.name_zh ?? row.service },
      deliveries: 0,
      averageDays: 0,
      totalDays: 0,
    };
    s.deliveries += 1;
    s.totalDays += days;
    services.set(row.service, s);
  }
  return [...services.values()]
    .map(({ totalDays, ...s }) => ({
      ...s,
      averageDays: Math.round((totalDays / s.deliveries) * 10) / 10,
    }))
    .sort((a, b) => b.deliveries - a.deliveries || a.service.localeCompare(b.service));
}
