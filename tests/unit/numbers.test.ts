import { describe, expect, it } from 'vitest';
import { accountMonths, accountTransit, type AccountMonth } from '@/lib/accounts/numbers';
import { countBookings, findBookings } from '@/lib/bookings/desk';
import { QUEUES, workQueues } from '@/lib/console/work-queues';
import { whereEnquiries } from '@/lib/enquiries/desk';
import { addLookupCounts, LookupTally } from '@/lib/numbers/lookup-counts';
import { defaultPeriod, readPeriod, weekOf } from '@/lib/numbers/period';
import { businessNumbers, percentile } from '@/lib/numbers/queries';
import { PERIOD, seedNumbers } from '../support/numbers';
import { databaseSetups, useDatabase } from '../support/db';

const NOW = new Date('2026-11-20T00:00:00Z');

describe.each(databaseSetups())('the business numbers on $name', (setup) => {
  const database = useDatabase(setup);

  it('counts each step of the funnel by week and by lane, on Beijing days', async () => {
    const db = database.db().db;
    await seedNumbers(db);
    const n = await businessNumbers(db, PERIOD);
    expect(n.totals).toEqual({ lookups: 19, requests: 3, won: 2, booked: 2, delivered: 2 });
    expect(n.weeks).toEqual([
      { key: '2026-11-02', counts: { lookups: 10, requests: 2, won: 2, booked: 1, delivered: 1 } },
      { key: '2026-11-09', counts: { lookups: 9, requests: 1, won: 0, booked: 1, delivered: 1 } },
    ]);
    expect(n.lanes).toEqual([
      { key: 'SZX-US', counts: { lookups: 15, requests: 2, won: 2, booked: 2, delivered: 2 } },
      { key: 'PVG-GB', counts: { lookups: 4, requests: 1, won: 0, booked: 0, delivered: 0 } },
    ]);
  });

  it('sums the bookings by month: online and desk, revenue and CO₂e as quoted', async () => {
    const n = await businessNumbers(database.db().db, PERIOD);
    expect(n.months).toEqual([
      { month: '2026-11', online: 1, desk: 1, revenueFen: 150_000, co2eKg: 14.8 },
    ]);
  });

  it('times the first answers against the one-business-day promise', async () => {
    const n = await businessNumbers(database.db().db, PERIOD);
    // Answered after 4 h (E1), 48 h (E2, late) and 1 h (E3); E6 waits.
    expect(n.answers).toEqual({
      answered: 3,
      withinSla: 2,
      waiting: 1,
      medianHours: 4,
      p90Hours: 48,
    });
  });

  it('adds a process’s tally of lookups to the stored counts', async () => {
    const db = database.db().db;
    const tally = new LookupTally();
    tally.add('SZX-US', new Date('2026-11-02T15:59:00Z')); // 23:59 in Beijing: the 2nd
    tally.add('SZX-US', new Date('2026-11-02T16:00:00Z')); // midnight: the 3rd
    tally.add('SZX-US', new Date('2026-11-02T10:00:00Z'));
    await addLookupCounts(db, tally.take());
    expect(tally.take()).toEqual([]);
    const rows = await db
      .selectFrom('lookup_counts')
      .selectAll()
      .where('lane', '=', 'SZX-US')
      .where('day', 'in', ['2026-11-02', '2026-11-03'])
      .orderBy('day')
      .execute();
    expect(rows.map((r) => [r.day, Number(r.count)])).toEqual([
      ['2026-11-02', 12],
      ['2026-11-03', 1],
    ]);
  });

  it('gives a shipper their own spend, CO₂e and transit, month by month', async () => {
    const db = database.db().db;
    const months = await accountMonths(db, 'shipper@example.com', NOW);
    expect(months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    // B4 in October; B1 and B2 in November; the cancelled B3 nowhere.
    expect(months.at(-2)).toEqual({ month: '2026-10', bookings: 1, spendFen: 80_000, co2eKg: 8 });
    expect(months.at(-1)).toEqual({
      month: '2026-11',
      bookings: 2,
      spendFen: 150_000,
      co2eKg: 14.8,
    });
    expect(months.slice(0, 10).every((m) => m.bookings === 0 && m.spendFen === 0)).toBe(true);
    // Two deliveries on the one service: 7 and 3 days from the first scan.
    expect(await accountTransit(db, 'shipper@example.com')).toEqual([
      {
        service: 'BW-EXP-US',
        name: expect.objectContaining({ en: expect.any(String), zh: expect.any(String) }),
        deliveries: 2,
        averageDays: 5,
      },
    ]);
    expect(await accountMonths(db, 'someone.else@example.com', NOW)).toSatisfy(
      (m: AccountMonth[]) => m.every((x) => x.bookings === 0),
    );
    expect(await accountTransit(db, 'someone.else@example.com')).toEqual([]);
  });

  it('shows nothing for a period without records', async () => {
    const n = await businessNumbers(database.db().db, { from: '2025-01-06', to: '2025-01-12' });
    expect(n.weeks).toEqual([]);
    expect(n.lanes).toEqual([]);
    expect(n.months).toEqual([]);
    expect(n.answers).toEqual({
      answered: 0,
      withinSla: 0,
      waiting: 0,
      medianHours: null,
      p90Hours: null,
    });
  });
});

describe('the numbers page’s period', () => {
  it('defaults to the last twelve whole weeks up to today in Beijing', () => {
    // Friday 20 November 2026 08:00 in Beijing.
    expect(defaultPeriod(NOW)).toEqual({ from: '2026-08-31', to: '2026-11-20' });
    expect(weekOf('2026-11-15')).toBe('2026-11-09');
    expect(weekOf('2026-11-16')).toBe('2026-11-16');
  });

  it('reads a period from the address, or says why not and shows the default', () => {
    expect(readPeriod('2026-11-02', '2026-11-15', NOW)).toEqual({ period: PERIOD });
    expect(readPeriod('2026-13-02', undefined, NOW)).toEqual({
      period: defaultPeriod(NOW),
      problem: 'invalidDate',
    });
    expect(readPeriod('2026-11-15', '2026-11-02', NOW).problem).toBe('reversed');
    expect(readPeriod('2025-01-01', '2026-11-02', NOW).problem).toBe('tooLong');
    expect(readPeriod('2025-11-02', '2026-11-02', NOW).problem).toBeUndefined();
  });

  it('takes the nearest-rank percentile', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([1, 4, 48], 50)).toBe(4);
    expect(percentile([1, 4, 48], 90)).toBe(48);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
  });
});

describe.each(databaseSetups())('the console’s work queues on $name', (setup) => {
  const database = useDatabase(setup);

  it('gives each role its queues, counting what the desks’ lists show', async () => {
    const db = database.db().db;
    await seedNumbers(db);
    const ids = async (role: string) => (await workQueues(db, role, NOW)).map((q) => q.id);
    expect(await ids('sales')).toEqual(['overdueEnquiries', 'newEnquiries', 'readyToBook']);
    expect(await ids('hr')).toEqual(['newApplications']);
    expect(await ids('operations')).toEqual(['readyToBook', 'quietParcels', 'failedMails']);
    expect(await ids('editor')).toEqual(['draftArticles', 'scheduledArticles']);
    expect(await ids('admin')).toEqual(Object.keys(QUEUES));
    expect(await ids('nobody')).toEqual([]);

    const queues = Object.fromEntries((await workQueues(db, 'admin', NOW)).map((q) => [q.id, q]));
    // E3, E6 and E7 are new, newest first, and all three past the promised answer on the 20th.
    expect(queues.newEnquiries!.count).toBe(3);
    expect(queues.newEnquiries!.lines.map((l) => l.key)).toEqual(['NUMB07', 'NUMB06', 'NUMB03']);
    expect(queues.overdueEnquiries!.count).toBe(3);
    const desk = await whereEnquiries(db.selectFrom('enquiries'), { overdue: '1' }, NOW)
      .select('reference')
      .execute();
    expect(desk).toHaveLength(3);
    // E1 and E5 are won with no booking standing.
    expect(queues.readyToBook!.lines.map((l) => l.key).sort()).toEqual(['NUMB01', 'NUMB05']);
    // B2, booked online on the 10th, has had no event since: the bookings list's quiet filter.
    const quiet = await findBookings(db, { quiet: '1' }, undefined, 50, NOW);
    expect(quiet.rows.map((r) => r.reference)).toEqual(
      queues.quietParcels!.lines.map((l) => l.key),
    );
    expect(queues.quietParcels!.count).toBe(1);
    expect(queues.quietParcels!.href).toBe('/console/bookings?quiet=1');
    // Five days after its booking it is not quiet yet.
    expect(await countBookings(db, { quiet: '1' }, new Date('2026-11-15T01:59:00Z'))).toBe(0);
    expect(await countBookings(db, { quiet: '1' }, new Date('2026-11-15T02:00:00Z'))).toBe(1);
    expect(queues.failedMails!.count).toBe(0);
    expect(queues.signInFailures!.href).toBe(
      '/console/audit?action=staff.signInFailed&from=2026-11-19',
    );
  });
});
