// The console's enquiries list at 100,000 rows, on SQLite and on PostgreSQL: findEnquiries for
// the first page, a page filtered by status and service, later pages by cursor, and the overdue
// count of the console's home, each timed over RUNS runs. Prints one JSON line:
// { sqlite: {...}, postgres: {...} | null }. PostgreSQL: BENCH_POSTGRES_URL (else
// TEST_POSTGRES_URL), else skipped.
import { sql } from 'kysely';
import { openDatabase, type DatabaseConfig } from '../../src/lib/db';
import { benchDatabases } from './databases';
import { decodeCursor } from '../../src/lib/console/keyset';
import { countOverdue, findEnquiries, type EnquiryFilters } from '../../src/lib/enquiries/desk';
import { ENQUIRY_SERVICES } from '../../src/lib/enquiries/fields';
import { ENQUIRY_STATUSES } from '../../src/lib/enquiries/status';
import { timeRuns } from './timing';

const ROWS = Number(process.env.BENCH_ENQUIRIES ?? 100_000);
const RUNS = 200;
const now = new Date('2026-11-20T02:00:00Z');

/** Enquiry i: one every 7 minutes back from now, statuses, services and assignees mixed. */
function enquiry(i: number) {
  const at = new Date(now.getTime() - i * 7 * 60_000).toISOString();
  return {
    reference: `B${i.toString(36).toUpperCase().padStart(5, '0')}`,
    submission_key: `bench-${i}`,
    created_at: at,
    locale: i % 3 === 0 ? 'zh' : 'en',
    source: '/contact',
    service: ENQUIRY_SERVICES[(i >> 3) % ENQUIRY_SERVICES.length]!,
    name: `Customer ${i}`,
    company: i % 2 ? `Company ${i % 997} Ltd` : null,
    email: `customer${i}@example.com`,
    phone: null,
    wechat: null,
    message:
      `We ship ${i % 90} cartons a month from Shenzhen to ONT8 and would like a price. `.repeat(3),
    quote: null,
    consent_at: at,
    // Recent ones mostly new, as in a working desk.
    status: i < 300 ? 'new' : ENQUIRY_STATUSES[i % ENQUIRY_STATUSES.length]!,
    assignee_id: i % 4 === 0 ? null : `user-${i % 5}`,
  };
}

const timed = (run: () => Promise<unknown>) => timeRuns(RUNS, run);

async function measure(config: DatabaseConfig, batch: number) {
  const { db, ready } = await openDatabase(config);
  await ready;
  try {
    const start = process.hrtime.bigint();
    for (let from = 0; from < ROWS; from += batch)
      await db.transaction().execute((trx) =>
        trx
          .insertInto('enquiries')
          .values(Array.from({ length: Math.min(batch, ROWS - from) }, (_, k) => enquiry(from + k)))
          .execute(),
      );
    const seedSeconds = Number(process.hrtime.bigint() - start) / 1e9;
    // Fresh statistics, as autovacuum would gather them on a live desk.
    await sql`analyze enquiries`.execute(db);

    /** The cursor of page `n` (1 = the first) of `filters`, walked once beforehand. */
    const cursorOf = async (filters: EnquiryFilters, n: number) => {
      let next: string | undefined;
      for (let p = 1; p < n; p++)
        next = (await findEnquiries(db, filters, decodeCursor(next), now)).next;
      return decodeCursor(next);
    };
    const filtered: EnquiryFilters = { status: 'quoted', service: 'storehouse' };
    const deep = await cursorOf({}, 1000);
    const filteredDeep = await cursorOf(filtered, 20);
    const result = {
      rows: ROWS,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      firstPage: await timed(() => findEnquiries(db, {}, undefined, now)),
      page1000: await timed(() => findEnquiries(db, {}, deep, now)),
      statusService: await timed(() => findEnquiries(db, filtered, undefined, now)),
      statusServicePage20: await timed(() => findEnquiries(db, filtered, filteredDeep, now)),
      overdueCount: await timed(() => countOverdue(db, now)),
    };
    return result;
  } finally {
    await db.destroy();
  }
}

benchDatabases('enquiries', (config) => measure(config, config.dialect === 'sqlite' ? 500 : 1000));
