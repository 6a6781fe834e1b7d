// The upgrade that files tracking events by month (migration 0011) keeps every stored event, on
// SQLite and on PostgreSQL (there into one partition per month), and the events still dedupe.
import { describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { lookupTracking } from '@/lib/tracking/lookup';
import { parseIngestBatch } from '@/lib/tracking/ingest';
import { purgeTracking } from '@/lib/tracking/retention';
import { ingestTracking } from '@/lib/tracking/store';
import { databaseSetups, useDatabase } from '../support/db';

const NOW = new Date('2026-11-24T06:00:00Z');

/** A shipment and its events as the site stored them before 0011. */
async function legacy(db: Kysely<Database>, number: string, createdAt: string, events: number) {
  await sql`insert into tracking_shipments (number, reference, status, status_at, ended_at,
      created_at, updated_at)
    values (${number}, ${`PO-${number}`}, 'delivered', ${createdAt}, ${createdAt}, ${createdAt},
      ${createdAt})`.execute(db);
  for (let e = 1; e <= events; e++)
    await sql`insert into tracking_events (number, event_id, time_utc, utc_offset_minutes, status,
        location, description, code, params, description_zh, received_at)
      values (${number}, ${`e${e}`}, ${createdAt}, 480, ${e === events ? 'delivered' : 'in_transit'},
        'Shenzhen', ${`Event ${e}`}, null, null, null, ${createdAt})`.execute(db);
}

for (const setup of databaseSetups()) {
  describe(`migration 0011 in ${setup.name}`, () => {
    const { db, config } = useDatabase(setup, {
      from: '0010_tracking_token_makers',
      seed: async (plain) => {
        await legacy(plain, 'BW8100001', '2026-09-03T08:00:00.000Z', 3);
        await legacy(plain, 'BW8100002', '2026-10-30T08:00:00.000Z', 2);
        await legacy(plain, 'BW8100003', '2026-10-01T00:00:00.000Z', 1);
      },
    });

    it('keeps every event, filed under its shipment’s month', async () => {
      const rows = await db()
        .db.selectFrom('tracking_events')
        .select(['number', 'event_id', 'month', 'description'])
        .orderBy('number')
        .orderBy('event_id')
        .execute();
      expect(rows.map((r) => `${r.number} ${r.event_id} ${r.month} ${r.description}`)).toEqual([
        'BW8100001 e1 2026-09 Event 1',
        'BW8100001 e2 2026-09 Event 2',
        'BW8100001 e3 2026-09 Event 3',
        'BW8100002 e1 2026-10 Event 1',
        'BW8100002 e2 2026-10 Event 2',
        'BW8100003 e1 2026-10 Event 1',
      ]);
      if (config().dialect === 'postgres') {
        const { rows: parts } = await sql<{ name: string; n: number }>`
          select c.relname as name, (select count(*)::int from tracking_events e
            where e.tableoid = c.oid) as n
          from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = 'tracking_events'::regclass order by 1`.execute(db().db);
        expect(parts).toEqual([
          { name: 'tracking_events_2026_09', n: 3 },
          { name: 'tracking_events_2026_10', n: 3 },
        ]);
      }
    });

    it('finds the old shipments with their events, and a resent event is stored once', async () => {
      const lookup = await lookupTracking(db().db, 'BW8100001,PO-BW8100002', NOW);
      if (!lookup.ok) throw new Error('lookup refused');
      expect(lookup.result.shipments.map((s) => [s.number, s.events.length])).toEqual([
        ['BW8100001', 3],
        ['BW8100002', 2],
      ]);
      const parsed = parseIngestBatch(
        {
          events: [
            {
              number: 'BW8100001',
              id: 'e3',
              time: '2026-09-03T08:00:00Z',
              status: 'delivered',
              description: 'Again',
            },
            {
              number: 'BW8100001',
              id: 'e4',
              time: '2026-09-04T08:00:00Z',
              status: 'delivered',
              description: 'New',
            },
          ],
        },
        NOW,
      );
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const outcome = await ingestTracking(db().db, parsed.batch, NOW);
      expect(outcome.events).toEqual({ new: 1, duplicate: 1 });
      const months = await db()
        .db.selectFrom('tracking_events')
        .select('month')
        .distinct()
        .where('number', '=', 'BW8100001')
        .execute();
      expect(months).toEqual([{ month: '2026-09' }]);
    });

    it('drops a month whose shipments the retention deleted (PostgreSQL), not its neighbours', async () => {
      const purged = await purgeTracking(db().db, new Date('2027-04-15T00:00:00Z'), 180);
      // Ended on 3 September (1) and 1 October (3), deleted; 30 October (2) kept: the limit is
      // 17 October. September had nothing else: its partition goes. October keeps 2's month,
      // and with it 3's events until October empties, out of every read's reach.
      expect(purged.shipments).toBe(2);
      expect(purged.months).toEqual(config().dialect === 'postgres' ? ['2026-09'] : []);
      const left = await db()
        .db.selectFrom('tracking_events')
        .select('number')
        .distinct()
        .orderBy('number')
        .execute();
      expect(left.map((r) => r.number)).toEqual(
        config().dialect === 'postgres' ? ['BW8100002', 'BW8100003'] : ['BW8100002'],
      );
      const lookup = await lookupTracking(db().db, 'BW8100003,BW8100002', NOW);
      expect(lookup.ok && lookup.result.notFound).toEqual(['BW8100003']);
    });
  });
}
