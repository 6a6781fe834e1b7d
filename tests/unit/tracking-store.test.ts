import { describe, expect, it } from 'vitest';
import { parseEventTime, parseIngestBatch, type IngestBatch } from '@/lib/tracking/ingest';
import type { TrackingStatus } from '@/lib/tracking/model';
import { deriveState, ingestTracking, laterState, type StatusChange } from '@/lib/tracking/store';
import { databaseSetups, useDatabase } from '../support/db';

const NOW = new Date('2026-11-24T06:00:00Z');

/** A valid body for the ingest API; its events deliberately out of order. */
function body(number: string) {
  return {
    shipments: [
      {
        number,
        reference: `po-${number.trim()}`,
        service: 'bw-ec-us',
        origin: 'szx',
        destination: 'ONT8',
      },
    ],
    events: [
      {
        number,
        id: 'e3',
        time: '2026-11-23T09:30:00-08:00',
        status: 'customs',
        location: 'Los Angeles, US',
        description: 'Import customs: held for inspection',
      },
      {
        number,
        id: 'e1',
        time: '2026-11-20T10:00:00+08:00',
        status: 'at_warehouse',
        location: '深圳',
        description: '已入库，称重测量',
      },
      {
        number,
        id: 'e2',
        time: '2026-11-21T02:15:00Z',
        status: 'in_transit',
        description: 'Departed Shenzhen airport, flight CZ327',
      },
    ],
  };
}

function batchOf(input: unknown): IngestBatch {
  const parsed = parseIngestBatch(input, NOW);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.batch;
}

describe('parseIngestBatch', () => {
  it('normalizes numbers, codes and times', () => {
    const batch = batchOf(body(' bw1000001 '));
    expect(batch.shipments).toEqual([
      {
        number: 'BW1000001',
        reference: 'PO-BW1000001',
        service: 'BW-EC-US',
        origin: 'SZX',
        destination: 'ONT8',
      },
    ]);
    expect(batch.events[0]).toEqual({
      number: 'BW1000001',
      id: 'e3',
      time: { utc: '2026-11-23T17:30:00.000Z', offsetMinutes: -480 },
      status: 'customs',
      location: 'Los Angeles, US',
      description: 'Import customs: held for inspection',
      code: null,
      params: null,
      descriptionZh: null,
      lastMile: null,
    });
    expect(
      batchOf({ events: [], shipments: [{ number: 'BW10002', destination: 'Germany' }] }),
    ).toMatchObject({ shipments: [{ destination: 'DE' }] });
  });

  it('lists every bad item by index and field', () => {
    const input = body('BW1000001');
    const events: unknown[] = [
      ...input.events,
      { number: 'BW_12345', id: '', time: '2026-11-24 10:00', status: 'lost', description: ' ' },
      {
        number: 'BW1000001',
        id: 'x',
        time: '2026-11-24T10:00:00',
        status: 'delivered',
        description: 'ok',
        lastMile: { carrier: 'UPS', number: '1Z' },
        colour: 'red',
      },
      { number: 'BW1000001', id: 'y', time: '2026-11-26T10:00:00+08:00', status: 'delivered' },
    ];
    const parsed = parseIngestBatch(
      {
        shipments: [{ number: 'BW1000001', origin: 'PEK', service: 'BW-NOPE', pieces: 1.5 }],
        events,
      },
      NOW,
    );
    expect(parsed).toEqual({
      ok: false,
      errors: [
        { path: 'shipments[0].service', key: 'unknownService', params: { value: 'BW-NOPE' } },
        { path: 'shipments[0].origin', key: 'unknownOrigin', params: { value: 'PEK' } },
        { path: 'shipments[0].pieces', key: 'integer' },
        { path: 'events[3].number', key: 'trackingNumberCharacters' },
        { path: 'events[3].id', key: 'required' },
        { path: 'events[3].time', key: 'isoTime' },
        { path: 'events[3].status', key: 'trackingStatus' },
        { path: 'events[3].description', key: 'required' },
        { path: 'events[4].time', key: 'isoTime' },
        { path: 'events[4].lastMile.number', key: 'trackingNumberLength' },
        { path: 'events[4].colour', key: 'unknownField' },
        { path: 'events[5].time', key: 'futureTime' },
        { path: 'events[5].description', key: 'required' },
      ],
    });
  });

  it('refuses more than 1,000 events, a body that is not an object and unknown fields', () => {
    const event = body('BW1000001').events[0]!;
    const many = Array.from({ length: 1001 }, (_, i) => ({ ...event, id: `e${i}` }));
    expect(parseIngestBatch({ events: many }, NOW)).toEqual({
      ok: false,
      errors: [{ path: 'events', key: 'max', params: { max: 1000 } }],
    });
    expect(parseIngestBatch({ events: many.slice(0, 1000) }, NOW).ok).toBe(true);
    expect(parseIngestBatch([], NOW)).toMatchObject({ ok: false, errors: [{ path: '' }] });
    expect(parseIngestBatch({ shipments: [] }, NOW)).toEqual({
      ok: false,
      errors: [{ path: 'events', key: 'required' }],
    });
    expect(parseIngestBatch({ events: [], token: 'x' }, NOW)).toEqual({
      ok: false,
      errors: [{ path: 'token', key: 'unknownField' }],
    });
  });
});

describe('parseEventTime', () => {
  it('reads ISO 8601 with an offset as UTC and the offset', () => {
    expect(parseEventTime('2026-11-24T14:05:00+08:00')).toEqual({
      utc: '2026-11-24T06:05:00.000Z',
      offsetMinutes: 480,
    });
    expect(parseEventTime('2026-11-24T14:05+0530')).toEqual({
      utc: '2026-11-24T08:35:00.000Z',
      offsetMinutes: 330,
    });
    expect(parseEventTime('2026-11-24T14:05:00.123456Z')).toEqual({
      utc: '2026-11-24T14:05:00.123Z',
      offsetMinutes: 0,
    });
  });

  it('refuses a time without offset, an impossible date or offset', () => {
    for (const value of [
      '2026-11-24T14:05:00',
      '2026-11-24',
      '2026-02-30T10:00:00Z',
      '2026-11-24T24:00:00Z',
      '2026-11-24T10:00:00+15:00',
      'yesterday',
    ])
      expect(parseEventTime(value), value).toBeNull();
  });
});

describe('deriveState', () => {
  const event = (
    id: string,
    time: string,
    status: TrackingStatus,
    lastMile?: [string, string],
  ) => ({
    event_id: id,
    time_utc: time,
    received_at: '2026-11-24T00:00:00.000Z',
    status,
    last_mile_carrier: lastMile?.[0] ?? null,
    last_mile_number: lastMile?.[1] ?? null,
  });

  it('takes the status of the latest event by time, whatever the order of arrival', () => {
    const state = deriveState([
      event('3', '2026-11-23T10:00:00.000Z', 'out_for_delivery'),
      event('1', '2026-11-20T10:00:00.000Z', 'at_warehouse'),
      event('2', '2026-11-22T10:00:00.000Z', 'customs', ['UPS', '1Z999AA10123456784']),
    ]);
    expect(state).toEqual({
      status: 'out_for_delivery',
      statusAt: '2026-11-23T10:00:00.000Z',
      lastMile: { carrier: 'UPS', number: '1Z999AA10123456784' },
      endedAt: null,
    });
  });

  it('ends when delivered or returned, and reopens if a later event says otherwise', () => {
    const delivered = [
      event('1', '2026-11-20T10:00:00.000Z', 'in_transit'),
      event('2', '2026-11-24T10:00:00.000Z', 'delivered'),
    ];
    expect(deriveState(delivered)).toMatchObject({
      status: 'delivered',
      endedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(
      deriveState([...delivered, event('3', '2026-11-25T08:00:00.000Z', 'exception')]),
    ).toMatchObject({ status: 'exception', endedAt: null });
    expect(
      deriveState([...delivered, event('0', '2026-11-19T08:00:00.000Z', 'exception')]),
    ).toMatchObject({ status: 'delivered' });
  });

  it('is information received before any event', () => {
    expect(deriveState([])).toEqual({
      status: 'info_received',
      statusAt: null,
      lastMile: null,
      endedAt: null,
    });
  });

  it('follows from the stored state and later events alone, as from all the events', () => {
    // Small random trails (a fixed seed): times and arrivals that tie, last miles here and there.
    let seed = 7;
    const pick = (n: number) => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed % n;
    };
    const randomEvent = (id: string) => ({
      ...event(
        id,
        `2026-11-2${pick(5)}T10:00:00.000Z`,
        (['in_transit', 'customs', 'delivered', 'returned'] as const)[pick(4)]!,
        pick(3) === 0 ? ['UPS', `1Z${pick(100)}`] : undefined,
      ),
      received_at: `2026-11-2${pick(5)}T00:00:00.000Z`,
    });
    let incremental = 0;
    for (let round = 0; round < 500; round++) {
      const stored = Array.from({ length: pick(4) }, (_, i) => randomEvent(`s${i}`));
      const added = Array.from({ length: 1 + pick(3) }, (_, i) => randomEvent(`a${i}`));
      const state = laterState(deriveState(stored), added);
      if (state === null) continue;
      incremental++;
      expect(state).toEqual(deriveState([...stored, ...added]));
    }
    expect(incremental).toBeGreaterThan(100);
    // An event not later than the latest stored one needs the stored events.
    const stored = deriveState([event('1', '2026-11-22T10:00:00.000Z', 'customs')]);
    expect(laterState(stored, [event('2', '2026-11-22T10:00:00.000Z', 'in_transit')])).toBe(null);
  });
});

for (const setup of databaseSetups()) {
  describe(`tracking ingest in ${setup.name}`, () => {
    const database = useDatabase(setup);

    const eventsOf = (number: string) =>
      database
        .db()
        .db.selectFrom('tracking_events')
        .selectAll()
        .where('number', '=', number)
        .orderBy('event_id')
        .execute();
    const shipment = (number: string) =>
      database
        .db()
        .db.selectFrom('tracking_shipments')
        .selectAll()
        .where('number', '=', number)
        .executeTakeFirstOrThrow();

    it('stores a batch, the status from the latest event by time, and replays store nothing', async () => {
      const batch = batchOf(body('BW2000001'));
      const first = await ingestTracking(database.db().db, batch, NOW);
      expect(first).toEqual({
        shipments: 1,
        events: { new: 3, duplicate: 0 },
        changes: [
          {
            number: 'BW2000001',
            from: 'info_received',
            to: 'customs',
            at: '2026-11-23T17:30:00.000Z',
          },
        ],
      });
      expect(await shipment('BW2000001')).toMatchObject({
        reference: 'PO-BW2000001',
        service: 'BW-EC-US',
        origin: 'SZX',
        destination: 'ONT8',
        status: 'customs',
        status_at: '2026-11-23T17:30:00.000Z',
        ended_at: null,
        created_at: NOW.toISOString(),
      });
      const stored = await eventsOf('BW2000001');
      expect(stored.map((e) => [e.event_id, e.time_utc, e.utc_offset_minutes])).toEqual([
        ['e1', '2026-11-20T02:00:00.000Z', 480],
        ['e2', '2026-11-21T02:15:00.000Z', 0],
        ['e3', '2026-11-23T17:30:00.000Z', -480],
      ]);
      expect(stored[0]!.description).toBe('已入库，称重测量');

      const again = await ingestTracking(database.db().db, batch, new Date(NOW.getTime() + 60_000));
      expect(again).toEqual({ shipments: 1, events: { new: 0, duplicate: 3 }, changes: [] });
      expect(await eventsOf('BW2000001')).toHaveLength(3);
    });

    it('stores text and numbers exactly as sent, whatever characters the text holds', async () => {
      // PostgreSQL receives a batch as one array a column: quotes, backslashes, braces, commas
      // and the word NULL are array syntax there, and must come back as sent.
      const odd = 'He said "NULL", {a,b} \\ back\\slash\n\t“引号” NULL';
      const input = body('BW2000009');
      const batch = batchOf({
        shipments: [{ ...input.shipments[0]!, pieces: 3, weightKg: 2.75 }],
        events: [{ ...input.events[0]!, location: 'NULL', description: odd }],
      });
      await ingestTracking(database.db().db, batch, NOW);
      expect(await shipment('BW2000009')).toMatchObject({
        reference: 'PO-BW2000009',
        origin: 'SZX',
        pieces: 3,
        weight_kg: 2.75,
      });
      expect(await eventsOf('BW2000009')).toMatchObject([
        { event_id: 'e3', location: 'NULL', description: odd, utc_offset_minutes: -480 },
      ]);
    });

    it('stores each event once when the same batch is sent in parallel', async () => {
      const input = body('BW2000002');
      const more = Array.from({ length: 40 }, (_, i) => ({
        ...input.events[1]!,
        id: `scan-${i}`,
        time: `2026-11-20T1${i % 10}:00:00+08:00`,
      }));
      const batch = batchOf({ ...input, events: [...input.events, ...more] });
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () => ingestTracking(database.db().db, batch, NOW)),
      );
      expect(outcomes.reduce((n, o) => n + o.events.new, 0)).toBe(43);
      expect(outcomes.every((o) => o.events.new + o.events.duplicate === 43)).toBe(true);
      expect(await eventsOf('BW2000002')).toHaveLength(43);
      // The status changed once, in whichever batch stored the events.
      expect(outcomes.flatMap((o) => o.changes)).toHaveLength(1);
      expect((await shipment('BW2000002')).status).toBe('customs');
    });

    it('keeps the status of the latest event by time when older events arrive later', async () => {
      const [late, ...earlier] = body('BW2000003').events;
      await ingestTracking(database.db().db, batchOf({ events: [late] }), NOW);
      const outcome = await ingestTracking(database.db().db, batchOf({ events: earlier }), NOW);
      expect(outcome.changes).toEqual([]);
      expect(await shipment('BW2000003')).toMatchObject({ status: 'customs', reference: null });
    });

    it('lets given fields win and keeps the rest; hands over, then ends when delivered', async () => {
      const number = 'BW2000004';
      await ingestTracking(database.db().db, batchOf(body(number)), NOW);
      const changes: StatusChange[][] = [];
      const outcome = await ingestTracking(
        database.db().db,
        batchOf({
          shipments: [{ number, pieces: 2, weightKg: 3.5 }],
          events: [
            {
              number,
              id: 'e4',
              time: '2026-11-23T14:00:00-08:00',
              status: 'in_transit',
              location: 'Ontario, CA',
              description: 'Handed over to UPS',
              lastMile: { carrier: 'UPS', number: '1z999aa10123456784' },
            },
            {
              number,
              id: 'e5',
              time: '2026-11-24T11:20:00-08:00',
              status: 'delivered',
              description: 'Delivered, front door',
            },
          ],
        }),
        NOW,
        async (trx, list) => {
          // Inside the transaction: the new status is visible to the hook's own writes.
          const row = await trx
            .selectFrom('tracking_shipments')
            .select('status')
            .where('number', '=', number)
            .executeTakeFirstOrThrow();
          expect(row.status).toBe('delivered');
          changes.push(list);
        },
      );
      expect(outcome.changes).toEqual([
        { number, from: 'customs', to: 'delivered', at: '2026-11-24T19:20:00.000Z' },
      ]);
      expect(changes).toEqual([outcome.changes]);
      expect(await shipment(number)).toMatchObject({
        reference: `PO-${number}`,
        service: 'BW-EC-US',
        pieces: 2,
        weight_kg: 3.5,
        status: 'delivered',
        last_mile_carrier: 'UPS',
        last_mile_number: '1Z999AA10123456784',
        ended_at: '2026-11-24T19:20:00.000Z',
      });
    });

    it('stores nothing when the status hook fails', async () => {
      const number = 'BW2000005';
      await expect(
        ingestTracking(database.db().db, batchOf(body(number)), NOW, async () => {
          throw new Error('simulated failure queueing a mail');
        }),
      ).rejects.toThrow(/simulated failure/);
      expect(await eventsOf(number)).toEqual([]);
      const rows = await database
        .db()
        .db.selectFrom('tracking_shipments')
        .select('number')
        .where('number', '=', number)
        .execute();
      expect(rows).toEqual([]);
    });

    it('stores later events of stored parcels without reading their events back', async () => {
      const db = database.db().db;
      const numbers = ['BW2000007', 'BW2000008'];
      for (const number of numbers) await ingestTracking(db, batchOf(body(number)), NOW);
      const statements: string[] = [];
      const watched = db.withPlugin({
        transformQuery: (args) => {
          statements.push(db.getExecutor().compileQuery(args.node, args.queryId).sql);
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const outcome = await ingestTracking(
        watched,
        batchOf({
          events: numbers.map((number) => ({
            number,
            id: 'e4',
            time: '2026-11-24T08:00:00-08:00',
            status: 'out_for_delivery',
            description: 'Out for delivery',
            lastMile: { carrier: 'UPS', number: `1Z${number}` },
          })),
        }),
        NOW,
      );
      expect(outcome.changes.map((c) => [c.number, c.from, c.to])).toEqual(
        numbers.map((number) => [number, 'customs', 'out_for_delivery']),
      );
      // Every new event is later than the parcel's latest: its state follows from the stored
      // state and the batch alone.
      expect(statements.filter((s) => /from "?tracking_events\b/i.test(s))).toEqual([]);
      for (const number of numbers)
        expect(await shipment(number)).toMatchObject({
          status: 'out_for_delivery',
          status_at: '2026-11-24T16:00:00.000Z',
          last_mile_carrier: 'UPS',
          last_mile_number: `1Z${number}`,
          ended_at: null,
          reference: `PO-${number}`,
        });
    });

    it('creates a shipment named without events, information received', async () => {
      const outcome = await ingestTracking(
        database.db().db,
        batchOf({ shipments: [{ number: 'BW2000006', service: 'BW-SEA-EU' }], events: [] }),
        NOW,
      );
      expect(outcome).toEqual({ shipments: 1, events: { new: 0, duplicate: 0 }, changes: [] });
      expect(await shipment('BW2000006')).toMatchObject({
        status: 'info_received',
        status_at: null,
        service: 'BW-SEA-EU',
      });
    });
  });
}
