import { describe, expect, it } from 'vitest';
import { answerTrackingLookup } from '@/lib/tracking/api';
import { parseIngestBatch } from '@/lib/tracking/ingest';
import { ingestTracking } from '@/lib/tracking/store';
import { confirmSubscription, queueStatusMails, subscribe } from '@/lib/tracking/subscriptions';
import { shipmentTrail } from '@/lib/tracking/trail';
import { eventText } from '@/lib/tracking/event-text';
import { databaseSetups, useDatabase } from '../support/db';

const NOW = new Date('2026-11-24T06:00:00Z');
const NUMBER = 'BW3100001';
const AIRPORT = 'Shenzhen Bao’an International Airport';

/** A trail told every way: an event stored before codes, a free text, both languages, a code. */
const EVENTS = [
  { id: 'e2', time: '2026-11-21T10:00:00+08:00', status: 'at_warehouse', description: '已入库' },
  {
    id: 'e3',
    time: '2026-11-21T20:00:00+08:00',
    status: 'customs',
    location: 'Shenzhen',
    description: { en: 'Export documents checked', zh: '出口单证已审核' },
  },
  {
    id: 'e4',
    time: '2026-11-22T09:10:00+08:00',
    code: 'flight_departed',
    location: AIRPORT,
    params: { airport: AIRPORT, flight: 'CZ327' },
  },
];

for (const setup of databaseSetups()) {
  describe(`events in the reader’s language in ${setup.name}`, () => {
    const database = useDatabase(setup);

    it('the lookup API, the console trail and a status mail tell each event in their language', async () => {
      const db = database.db().db;
      // An event stored before migration 0007: only the columns it had then.
      await ingestTracking(db, { shipments: [{ number: NUMBER }], events: [] }, NOW);
      await db
        .insertInto('tracking_events')
        .values({
          number: NUMBER,
          event_id: 'e1',
          month: '2026-11',
          time_utc: '2026-11-20T02:00:00.000Z',
          utc_offset_minutes: 480,
          status: 'info_received',
          location: 'Shenzhen, CN',
          description: 'Shipment information received',
          received_at: NOW.toISOString(),
        })
        .execute();
      // A subscriber reading Chinese, confirmed before the flight.
      await subscribe(
        db,
        { number: NUMBER, email: 'wang@example.com', locale: 'zh', clientKey: 'k' },
        NOW,
      );
      const confirmation = await db
        .selectFrom('mail_outbox')
        .select('text_body')
        .executeTakeFirstOrThrow();
      const token = /\?token=([A-Za-z0-9_-]{43})/.exec(confirmation.text_body)![1]!;
      expect(await confirmSubscription(db, token, NOW)).toBe('confirmed');

      const parsed = parseIngestBatch(
        { events: EVENTS.map((e) => ({ ...e, number: NUMBER })) },
        NOW,
      );
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      await ingestTracking(db, parsed.batch, NOW, (trx, changes) =>
        queueStatusMails(trx, changes, NOW).then(() => undefined),
      );

      const lookup = async (locale: string) => {
        const response = await answerTrackingLookup(
          new Request(`http://localhost/api/tracking?numbers=${NUMBER}&locale=${locale}`),
          db,
          NOW,
        );
        const body = (await response.json()) as {
          shipments: {
            events: { description: string; location: string | null; code: string | null }[];
          }[];
        };
        return body.shipments[0]!.events.map((e) => [e.description, e.location, e.code]);
      };
      expect(await lookup('zh')).toEqual([
        ['已从深圳宝安国际机场起飞，航班 CZ327', '深圳宝安国际机场', 'flight_departed'],
        ['出口单证已审核', '深圳', null],
        ['已入库', null, null],
        ['Shipment information received', 'Shenzhen, CN', null],
      ]);
      expect(await lookup('en')).toEqual([
        [`Departed ${AIRPORT} on flight CZ327`, AIRPORT, 'flight_departed'],
        ['Export documents checked', 'Shenzhen', null],
        ['已入库', null, null],
        ['Shipment information received', 'Shenzhen, CN', null],
      ]);

      const trail = await shipmentTrail(db, NUMBER, NOW);
      expect(trail!.events.map((e) => eventText(e, 'zh'))[0]).toBe(
        '已从深圳宝安国际机场起飞，航班 CZ327',
      );

      const mail = await db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body'])
        .where('kind', '=', 'tracking-status')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe(`包裹 ${NUMBER}：运输中`);
      expect(mail.text_body).toContain(
        `包裹 ${NUMBER} 的最新状态为：运输中。\n\n最新动态：已从深圳宝安国际机场起飞，航班 CZ327（深圳宝安国际机场）\n\n查看完整轨迹：`,
      );
    });
  });
}
