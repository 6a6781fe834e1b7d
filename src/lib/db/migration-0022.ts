import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './migrations';

/**
 * 0022: the figures the console's numbers read, kept as columns beside the JSON they come from,
 * so a period's numbers are read from indexes alone instead of parsing every record's JSON:
 * - `enquiries.lane`: the quote's lane (`SZX-US`, as laneOf makes it; null without a quote);
 * - `enquiries.first_answer_at`: when the desk first answered (a reply or a status change);
 * - `bookings.lane`, `total_fen`, `co2e_kg`: the booked offer's lane, price and CO₂e as quoted.
 * Existing rows are filled from their JSON and timeline. The won enquiries' index gains the lane.
 */
export function numbersColumns(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const json = (column: string, path: string[]) =>
    pg
      ? sql`(${sql.ref(column)}::json #>> ${sql.lit(`{${path.join(',')}}`)})`
      : sql`json_extract(${sql.ref(column)}, ${sql.lit(`$.${path.join('.')}`)})`;
  const lane = (origin: ReturnType<typeof sql>, country: ReturnType<typeof sql>) =>
    sql`upper(trim(${origin})) || '-' || upper(trim(${country}))`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('enquiries').addColumn('lane', 'text').execute();
      await db.schema.alterTable('enquiries').addColumn('first_answer_at', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('lane', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('total_fen', 'integer').execute();
      await db.schema
        .alterTable('bookings')
        .addColumn('co2e_kg', pg ? sql`double precision` : sql`real`)
        .execute();

      await sql`update enquiries set lane = ${lane(json('quote', ['origin', 'code']), json('quote', ['destination', 'country']))}
        where quote is not null`.execute(db);
      await sql`update enquiries set first_answer_at = (
          select min(h.at) from staff_history h
          where h.record_type = 'enquiry' and h.record_id = enquiries.reference
            and h.kind in ('reply', 'status'))`.execute(db);
      await sql`update bookings set
          lane = ${lane(sql`origin`, json('destination_detail', ['country']))},
          total_fen = ${pg ? sql`(${json('quote', ['totalFen'])})::numeric::integer` : json('quote', ['totalFen'])},
          co2e_kg = ${pg ? sql`(${json('quote', ['co2eKg'])})::double precision` : json('quote', ['co2eKg'])}`.execute(
        db,
      );

      // Each index holds every column its figures read (covering), so no row is fetched.
      await db.schema
        .createIndex('enquiries_numbers')
        .on('enquiries')
        .columns(['created_at', 'status', 'lane', 'first_answer_at'])
        .execute();
      await db.schema.dropIndex('enquiries_status_at').execute();
      await db.schema
        .createIndex('enquiries_status_at')
        .on('enquiries')
        .columns(['status', 'status_at', 'lane'])
        .execute();
      await db.schema
        .createIndex('bookings_numbers')
        .on('bookings')
        .columns(['created_at', 'cancelled_at', 'source', 'lane', 'total_fen', 'co2e_kg'])
        .execute();
    },
  };
}
