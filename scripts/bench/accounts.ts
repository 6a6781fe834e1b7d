// The shipper account's look-ups at scale, on SQLite and on PostgreSQL: a shipper with 2,000
// bookings (BENCH_ACCOUNT_SHIPPER) in a database of 200,000 bookings (BENCH_ACCOUNT_BOOKINGS) and
// 1,000,000 enquiries (BENCH_ACCOUNT_ENQUIRIES). Times the account's home as /account reads it
// (accountQuotes, accountBookings and sessionsOf together), the bookings list alone, and one
// booking by reference, each over RUNS runs; and gives each database's plan of the bookings
// look-up. Prints one JSON line: { sqlite: {...}, postgres: {...} | null }. PostgreSQL:
// BENCH_POSTGRES_URL (else TEST_POSTGRES_URL), else skipped.
import { sql, type Kysely, CompiledQuery } from 'kysely';
import { openDatabase, type DatabaseConfig } from '../../src/lib/db';
import type { Database } from '../../src/lib/db/types';
import { accountBooking, accountBookings, accountQuotes } from '../../src/lib/accounts/records';
import { createSession, sessionsOf } from '../../src/lib/accounts/sessions';
import { benchDatabases } from './databases';
import { seedSql } from './seed-sql';
import { timeRuns } from './timing';

const BOOKINGS = Number(process.env.BENCH_ACCOUNT_BOOKINGS ?? 200_000);
const ENQUIRIES = Math.max(BOOKINGS, Number(process.env.BENCH_ACCOUNT_ENQUIRIES ?? 1_000_000));
const SHIPPER_BOOKINGS = Number(process.env.BENCH_ACCOUNT_SHIPPER ?? 2_000);
const RUNS = 200;
const now = new Date('2026-11-20T02:00:00Z');
/** The shipper's address as the account keeps it; some records carry it spaced and in capitals. */
const SHIPPER = 'shipper.bench@example.com';
/** Every `STEP`-th booking (and its enquiry) is the shipper's. */
const STEP = Math.max(1, Math.floor(BOOKINGS / SHIPPER_BOOKINGS));

const timed = (run: () => Promise<unknown>) => timeRuns(RUNS, run);

/**
 * Enquiries 0 … ENQUIRIES-1, bookings of the first BOOKINGS of them and their parcels, one
 * statement each (a
 * series of numbers: generate_series, or a recursive CTE on SQLite). Enquiry i is the shipper's
 * when i < BOOKINGS and i is a multiple of STEP; the others belong to 400,000 other addresses.
 */
async function seed(db: Kysely<Database>, postgres: boolean) {
  const { quote, destination, lane, figures, base, series, text, iso } = seedSql(postgres, now);
  // One every minute back from now.
  const at = iso(sql`${sql.lit(base)} - i * 60`);
  const shipper = sql`i < ${sql.lit(BOOKINGS)} and i % ${sql.lit(STEP)} = 0`;
  // A tenth of the shipper's records spelled as typed: spaced, in capitals.
  const email = sql`case when ${shipper} then (case when i % ${sql.lit(STEP * 10)} = 0 then ' Shipper.Bench@Example.COM ' else ${SHIPPER} end) else 'customer' || ${text(sql`i % 400000`)} || '@example.com' end`;
  await sql`insert into enquiries (reference, submission_key, created_at, locale, source, service,
      name, company, email, phone, wechat, message, quote, consent_at, status, assignee_id, lane)
    select 'E' || ${text(sql`i`)}, 'bench-' || ${text(sql`i`)}, ${at}, 'en', '/query-price',
      'fbaHeadShipping', 'Customer', null, ${email}, null, null, 'Please quote.',
      case when i < ${sql.lit(BOOKINGS)} then ${quote} else null end, ${at},
      case when i < ${sql.lit(BOOKINGS)} then 'won' else 'new' end, null,
      case when i < ${sql.lit(BOOKINGS)} then ${lane} else null end
    from (${series(ENQUIRIES)}) as n`.execute(db);
  await sql`insert into bookings (reference, enquiry_reference, active_enquiry, waybill, created_at,
      created_by, locale, email, customer, origin, service, destination, destination_detail,
      cartons, carton_weights, departure, quote, link_hash, link_expires_at, cancelled_at,
      lane, total_fen, co2e_kg)
    select 'BK' || ${text(sql`i`)}, 'E' || ${text(sql`i`)}, 'E' || ${text(sql`i`)},
      'BW' || ${text(sql`10000000 + i`)}, ${at}, 'bench', 'en', ${email}, 'Customer', 'SZX',
      'BW-EXP-US', 'ONT8', ${destination}, 3, null, null, ${quote}, null, null, null,
      ${figures.lane}, ${figures.total_fen}, ${figures.co2e_kg}
    from (${series(BOOKINGS)}) as n`.execute(db);
  // Each booking's parcel in the tracking store, as a booking stores it; a few moved on.
  await sql`insert into tracking_shipments (number, reference, service, origin, destination,
      pieces, weight_kg, status, status_at, created_at, updated_at)
    select 'BW' || ${text(sql`10000000 + i`)}, null, 'BW-EXP-US', 'SZX', 'ONT8', 3, null,
      case when i % 3 = 0 then 'in_transit' else 'info_received' end, ${at}, ${at}, ${at}
    from (${series(BOOKINGS)}) as n`.execute(db);
  await sql`analyze`.execute(db);
}

/** The plan of the bookings list's look-up, as the database gives it. */
async function planOf(db: Kysely<Database>, postgres: boolean): Promise<string[]> {
  const query = db
    .selectFrom('bookings as b')
    .leftJoin('tracking_shipments as s', 's.number', 'b.waybill')
    .select(['b.reference', 'b.waybill', 's.status'])
    .where(sql<string>`lower(trim(${sql.ref('b.email')}))`, '=', SHIPPER)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(500)
    .compile();
  const explain = postgres ? 'explain (analyze, costs off, timing off)' : 'explain query plan';
  const { rows } = await db.executeQuery(
    CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
  );
  return rows.map((row) => {
    const r = row as Record<string, unknown>;
    return String(r['QUERY PLAN'] ?? r.detail);
  });
}

async function measure(config: DatabaseConfig) {
  const { db, ready } = await openDatabase(config);
  await ready;
  const postgres = config.dialect === 'postgres';
  try {
    const start = process.hrtime.bigint();
    await seed(db, postgres);
    const seedSeconds = Number(process.hrtime.bigint() - start) / 1e9;
    const accountId = 'bench-account';
    await db
      .insertInto('customer_accounts')
      .values({
        id: accountId,
        email: SHIPPER,
        locale: 'en',
        created_at: now.toISOString(),
        signed_in_at: now.toISOString(),
      })
      .execute();
    for (let i = 0; i < 3; i++) await createSession(db, accountId, 'bench', now);
    const bookings = await accountBookings(db, SHIPPER);
    const quotes = await accountQuotes(db, SHIPPER);
    const one = bookings[Math.floor(bookings.length / 2)]!.reference;
    return {
      bookings: BOOKINGS,
      enquiries: ENQUIRIES,
      shipperBookings: Math.ceil(BOOKINGS / STEP),
      seedSeconds: Number(seedSeconds.toFixed(1)),
      // What the page shows: the newest 500 bookings and 200 quote requests.
      listed: { bookings: bookings.length, quotes: quotes.length },
      home: await timed(() =>
        Promise.all([
          accountQuotes(db, SHIPPER),
          accountBookings(db, SHIPPER),
          sessionsOf(db, accountId, now),
        ]),
      ),
      bookingsList: await timed(() => accountBookings(db, SHIPPER)),
      booking: await timed(() => accountBooking(db, SHIPPER, one)),
      plan: await planOf(db, postgres),
    };
  } finally {
    await db.destroy();
  }
}

benchDatabases('accounts', measure);
