// The upgrade that keeps the numbers' figures as columns (migration 0022) fills them for the
// records stored before it, from their JSON and their timeline, on SQLite and on PostgreSQL.
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { toJson } from '@/lib/db/json';
import { bookingQuote } from '../support/booking';
import { databaseSetups, useDatabase } from '../support/db';
import { staffHistory } from '../support/numbers';

const AT = '2026-11-02T02:00:00.000Z';
const quote = bookingQuote(new Date('2026-11-01T00:00:00Z'));

async function enquiry(db: Kysely<Database>, reference: string, withQuote: boolean) {
  await db
    .insertInto('enquiries')
    .values({
      reference,
      submission_key: `key-${reference}`,
      created_at: AT,
      locale: 'en',
      source: '/query-price',
      service: 'fbaHeadShipping',
      name: 'Li Wei',
      company: null,
      email: 'li.wei@example.com',
      phone: null,
      wechat: null,
      message: 'Please quote.',
      quote: withQuote ? toJson(quote) : null,
      consent_at: AT,
    })
    .execute();
}

async function booking(db: Kysely<Database>, reference: string, co2eKg: number | undefined) {
  const q = { ...quote, totalFen: 123_456, co2eKg };
  await db
    .insertInto('bookings')
    .values({
      reference,
      enquiry_reference: null,
      active_enquiry: null,
      waybill: `BW9${reference.slice(-7)}`,
      created_at: AT,
      created_by: null,
      locale: 'en',
      email: 'shipper@example.com',
      customer: 'Shipper Ltd',
      origin: 'szx',
      service: q.channel.code,
      destination: 'ONT8',
      destination_detail: toJson({ ...q.destination, country: 'us' }),
      cartons: 3,
      carton_weights: null,
      departure: null,
      quote: toJson(q),
      link_hash: null,
      link_expires_at: null,
      cancelled_at: null,
    })
    .execute();
}

for (const setup of databaseSetups()) {
  describe(`migration 0022 in ${setup.name}`, () => {
    const { db } = useDatabase(setup, {
      from: '0021_lookup_counts',
      seed: async (plain) => {
        await enquiry(plain, 'MIGQ01', true);
        await staffHistory(plain, 'MIGQ01', 'note', '2026-11-02T03:00:00.000Z');
        await staffHistory(plain, 'MIGQ01', 'reply', '2026-11-02T05:00:00.000Z');
        await staffHistory(plain, 'MIGQ01', 'status', '2026-11-02T04:00:00.000Z');
        await enquiry(plain, 'MIGQ02', false);
        await staffHistory(plain, 'MIGQ02', 'assign', '2026-11-02T03:00:00.000Z');
        await booking(plain, 'BKMIG00001', 4.5);
        await booking(plain, 'BKMIG00002', undefined);
      },
    });

    it('gives each quote request its lane and each enquiry its first answer', async () => {
      const rows = await db()
        .db.selectFrom('enquiries')
        .select(['reference', 'lane', 'first_answer_at'])
        .orderBy('reference')
        .execute();
      expect(rows).toEqual([
        // The earliest reply or status change; the note before them is no answer.
        {
          reference: 'MIGQ01',
          lane: `SZX-${quote.destination.country}`,
          first_answer_at: '2026-11-02T04:00:00.000Z',
        },
        { reference: 'MIGQ02', lane: null, first_answer_at: null },
      ]);
    });

    it('gives each booking its lane, price and CO₂e as quoted', async () => {
      const rows = await db()
        .db.selectFrom('bookings')
        .select(['reference', 'lane', 'total_fen', 'co2e_kg'])
        .orderBy('reference')
        .execute();
      expect(rows).toEqual([
        { reference: 'BKMIG00001', lane: 'SZX-US', total_fen: 123_456, co2e_kg: 4.5 },
        // Quoted before the estimate existed: no CO₂e.
        { reference: 'BKMIG00002', lane: 'SZX-US', total_fen: 123_456, co2e_kg: null },
      ]);
    });
  });
}
