// What the seeding benches (accounts.ts, numbers.ts) build their `insert … select` statements
// from: one quote for every record, a series of numbers i (generate_series, or a recursive CTE on
// SQLite), and i's expressions as text and as ISO times, in the database's own SQL.
import { sql } from 'kysely';
import { bookingFigures, enquiryFigures } from '../../src/lib/numbers/lanes';
import { bookingQuote } from '../../tests/support/booking';

type Expression = ReturnType<typeof sql>;

export function seedSql(postgres: boolean, now: Date) {
  const offer = bookingQuote(now);
  return {
    quote: JSON.stringify(offer),
    destination: JSON.stringify(offer.destination),
    /** The enquiry's lane, and the booking's figures, as their columns keep them. */
    lane: enquiryFigures(offer).lane,
    figures: bookingFigures('SZX', offer.destination.country, offer),
    /** `now` in seconds since the epoch. */
    base: now.getTime() / 1000,
    series: (n: number) =>
      postgres
        ? sql`select g as i from generate_series(0, ${sql.lit(n - 1)}) as g`
        : sql`with recursive s(i) as (select 0 union all select i + 1 from s where i < ${sql.lit(n - 1)}) select i from s`,
    // In parentheses: SQLite's || binds tighter than + and * and %.
    text: (expression: Expression) =>
      postgres ? sql`(${expression})::text` : sql`(${expression})`,
    /** Seconds since the epoch as the ISO text the stores keep. */
    iso: (seconds: Expression) =>
      postgres
        ? sql`to_char(to_timestamp(${seconds}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
        : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`,
  };
}
