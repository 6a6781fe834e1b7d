// The console's numbers at scale, on SQLite and on PostgreSQL: 100,000 enquiries (half of them
// quote requests, one every five minutes back from now, so about a year) with a first answer on
// four in five, 50,000 bookings of the quote requests with their parcels, and a year of lookup
// counts on 20 lanes. Times the numbers page's figures (businessNumbers) for its default period
// (twelve weeks) and for a whole year, and the administrator's work queues (every queue), each
// over RUNS runs. Prints one JSON line: { sqlite: {...}, postgres: {...} | null }. PostgreSQL:
// BENCH_POSTGRES_URL (else TEST_POSTGRES_URL), else skipped.
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseConfig } from '../../src/lib/db';
import type { Database } from '../../src/lib/db/types';
import { workQueues } from '../../src/lib/console/work-queues';
import { defaultPeriod } from '../../src/lib/numbers/period';
import { businessNumbers } from '../../src/lib/numbers/queries';
import { addDays, chinaTime } from '../../src/lib/shipping/calendar';
import { benchDatabases } from './databases';
import { seedSql } from './seed-sql';
import { timeRuns } from './timing';

const ENQUIRIES = Number(process.env.BENCH_NUMBERS_ENQUIRIES ?? 100_000);
const BOOKINGS = Math.min(ENQUIRIES / 2, Number(process.env.BENCH_NUMBERS_BOOKINGS ?? 50_000));
const RUNS = 30;
const now = new Date('2026-11-20T02:00:00Z');

export async function seed(db: Kysely<Database>, postgres: boolean) {
  const { quote, destination, lane, figures, base, series, text, iso } = seedSql(postgres, now);
  // Enquiry i came in i × 5 minutes ago; the even ones are quote requests, of which the first
  // BOOKINGS were won and booked an hour later.
  const at = iso(sql`${sql.lit(base)} - i * 300`);
  await sql`insert into enquiries (reference, submission_key, created_at, locale, source, service,
      name, company, email, phone, wechat, message, quote, consent_at, status, status_at, assignee_id,
      lane, first_answer_at)
    select 'E' || ${text(sql`i`)}, 'bench-' || ${text(sql`i`)}, ${at}, 'en', '/query-price',
      'fbaHeadShipping', 'Customer', null, 'customer' || ${text(sql`i % 5000`)} || '@example.com',
      null, null, 'Please quote.', case when i % 2 = 0 then ${quote} else null end, ${at},
      case when i % 2 = 0 and i / 2 < ${sql.lit(BOOKINGS)} then 'won' when i % 7 = 0 then 'new' else 'contacted' end,
      ${iso(sql`${sql.lit(base)} - i * 300 + 3600`)}, null,
      case when i % 2 = 0 then ${lane} else null end,
      case when i % 5 <> 0 then ${iso(sql`${sql.lit(base)} - i * 300 + 3600 * (1 + i % 40)`)} else null end
    from (${series(ENQUIRIES)}) as n`.execute(db);
  // The first answer of four enquiries in five, 1 to 40 hours after it came in (its timeline entry,
  // and first_answer_at above).
  await sql`insert into staff_history (record_type, record_id, at, actor_id, actor_name, kind, details)
    select 'enquiry', 'E' || ${text(sql`i`)}, ${iso(sql`${sql.lit(base)} - i * 300 + 3600 * (1 + i % 40)`)},
      null, 'Bench', 'status', '{}'
    from (${series(ENQUIRIES)}) as n where i % 5 <> 0`.execute(db);
  await sql`insert into bookings (reference, enquiry_reference, active_enquiry, waybill, created_at,
      created_by, locale, email, customer, origin, service, destination, destination_detail,
      cartons, carton_weights, departure, quote, link_hash, link_expires_at, cancelled_at, source,
      lane, total_fen, co2e_kg)
    select 'BK' || ${text(sql`i`)}, 'E' || ${text(sql`i * 2`)}, 'E' || ${text(sql`i * 2`)},
      'BW' || ${text(sql`10000000 + i`)}, ${iso(sql`${sql.lit(base)} - i * 600 + 3600`)}, 'bench', 'en',
      'customer' || ${text(sql`i % 5000`)} || '@example.com', 'Customer', 'SZX', 'BW-EXP-US', 'ONT8',
      ${destination}, 3, null, null, ${quote}, null, null, null,
      case when i % 3 = 0 then 'online' else 'desk' end,
      ${figures.lane}, ${figures.total_fen}, ${figures.co2e_kg}
    from (${series(BOOKINGS)}) as n`.execute(db);
  // Their parcels: delivered ten days after booking when that is past.
  await sql`insert into tracking_shipments (number, reference, service, origin, destination,
      pieces, weight_kg, status, status_at, ended_at, created_at, updated_at)
    select 'BW' || ${text(sql`10000000 + i`)}, null, 'BW-EXP-US', 'SZX', 'ONT8', 3, null,
      case when i * 600 > 864000 then 'delivered' else 'in_transit' end,
      ${iso(sql`${sql.lit(base)} - i * 600 + 864000`)},
      case when i * 600 > 864000 then ${iso(sql`${sql.lit(base)} - i * 600 + 864000`)} else null end,
      ${iso(sql`${sql.lit(base)} - i * 600`)}, ${iso(sql`${sql.lit(base)} - i * 600`)}
    from (${series(BOOKINGS)}) as n`.execute(db);
  const today = chinaTime(now).date;
  const lanes = Array.from({ length: 20 }, (_, k) => `SZX-${String.fromCharCode(65 + k)}X`);
  const rows = Array.from({ length: 365 }, (_, d) =>
    lanes.map((lane, k) => ({ day: addDays(today, -d), lane, count: 10 + ((d * 7 + k) % 50) })),
  ).flat();
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('lookup_counts')
      .values(rows.slice(i, i + 500))
      .execute();
  // As the autovacuum would have by then: PostgreSQL's index-only scans need the visibility map.
  await sql`${sql.raw(postgres ? 'vacuum analyze' : 'analyze')}`.execute(db);
}

async function measure(config: DatabaseConfig) {
  const { db, ready } = await openDatabase(config);
  await ready;
  try {
    const start = process.hrtime.bigint();
    await seed(db, config.dialect === 'postgres');
    const seedSeconds = Number(process.hrtime.bigint() - start) / 1e9;
    const twelveWeeks = defaultPeriod(now);
    const year = { from: addDays(chinaTime(now).date, -365), to: chinaTime(now).date };
    const shown = await businessNumbers(db, twelveWeeks);
    return {
      enquiries: ENQUIRIES,
      bookings: BOOKINGS,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      // What the default period holds, so the figures can be checked against the seed.
      twelveWeeksTotals: shown.totals,
      numbersTwelveWeeks: await timeRuns(RUNS, () => businessNumbers(db, twelveWeeks)),
      numbersYear: await timeRuns(RUNS, () => businessNumbers(db, year)),
      adminQueues: await timeRuns(RUNS, () => workQueues(db, 'admin', now)),
    };
  } finally {
    await db.destroy();
  }
}

if (!process.env.BENCH_NUMBERS_SEED_ONLY) benchDatabases('numbers', measure);
