import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { openDatabase, type Db } from '@/lib/db';
import { card } from '@/lib/shipping/rate-card';
import { parseIngestBatch } from '@/lib/tracking/ingest';
import { estimatedDelivery, lastMileUrl, localTime, lookupTracking } from '@/lib/tracking/lookup';
import { ingestTracking } from '@/lib/tracking/store';
import { databaseSetups } from '../support/db';

// Tuesday 24 November 2026, 14:00 in Shenzhen.
const NOW = new Date('2026-11-24T06:00:00Z');

describe('estimatedDelivery', () => {
  const onTheWay = { service: 'BW-EC-US', destination: 'US', status: 'in_transit' as const };

  it('counts the transit days from the first event at our warehouse, in China time', () => {
    const events = [
      { time_utc: '2026-11-18T09:00:00.000Z', status: 'info_received' },
      // 23:30 on the 19th in UTC is the 20th in Shenzhen.
      { time_utc: '2026-11-19T23:30:00.000Z', status: 'at_warehouse' },
      { time_utc: '2026-11-21T02:00:00.000Z', status: 'at_warehouse' },
    ];
    expect(estimatedDelivery(onTheWay, events, card, NOW)).toEqual({
      from: '2026-11-27',
      to: '2026-12-02',
    });
  });

  it('uses the zone transit days of the destination, else the first event past information received, else today', () => {
    const first = [{ time_utc: '2026-11-20T02:00:00.000Z', status: 'in_transit' }];
    // Fast boat to the US East Coast (an FBA code in New Jersey): 20–28 days.
    expect(
      estimatedDelivery(
        { ...onTheWay, service: 'BW-FAST-US', destination: 'EWR9' },
        first,
        card,
        NOW,
      ),
    ).toEqual({ from: '2026-12-10', to: '2026-12-18' });
    expect(estimatedDelivery({ ...onTheWay, status: 'info_received' }, [], card, NOW)).toEqual({
      from: '2026-12-01',
      to: '2026-12-06',
    });
    // Booked days ago, the goods not with us yet: still counted from today.
    const booked = [{ time_utc: '2026-11-10T02:00:00.000Z', status: 'info_received' }];
    expect(estimatedDelivery({ ...onTheWay, status: 'info_received' }, booked, card, NOW)).toEqual({
      from: '2026-12-01',
      to: '2026-12-06',
    });
  });

  it('is null once delivered, returned or cancelled, and for an unknown service', () => {
    const events = [{ time_utc: '2026-11-20T02:00:00.000Z', status: 'at_warehouse' }];
    expect(estimatedDelivery({ ...onTheWay, status: 'delivered' }, events, card, NOW)).toBeNull();
    expect(estimatedDelivery({ ...onTheWay, status: 'returned' }, events, card, NOW)).toBeNull();
    expect(estimatedDelivery({ ...onTheWay, status: 'cancelled' }, events, card, NOW)).toBeNull();
    expect(estimatedDelivery({ ...onTheWay, service: null }, events, card, NOW)).toBeNull();
  });
});

describe('localTime and lastMileUrl', () => {
  it('shows an instant in the time of the place with its offset', () => {
    expect(localTime('2026-11-24T06:05:00.000Z', 480)).toBe('2026-11-24T14:05:00+08:00');
    expect(localTime('2026-11-24T06:05:00.000Z', -480)).toBe('2026-11-23T22:05:00-08:00');
    expect(localTime('2026-11-24T06:05:00.000Z', 0)).toBe('2026-11-24T06:05:00+00:00');
    expect(localTime('2026-11-24T06:05:00.000Z', 330)).toBe('2026-11-24T11:35:00+05:30');
    // Across a year's end and a leap day.
    expect(localTime('2026-12-31T20:30:59.999Z', 570)).toBe('2027-01-01T06:00:59+09:30');
    expect(localTime('2028-03-01T03:00:00.000Z', -300)).toBe('2028-02-29T22:00:00-05:00');
  });

  it('shows the date and time the Date of that instant shows, for any instant and offset', () => {
    for (let i = 0; i < 5000; i++) {
      const utc = new Date(Date.UTC(1990, 0, 1) + i * 7_919_993_117).toISOString();
      const offset = ((i * 37) % 1681) - 840;
      const shifted = new Date(Date.parse(utc) + offset * 60_000).toISOString().slice(0, 19);
      expect(localTime(utc, offset).slice(0, 19)).toBe(shifted);
    }
  });

  it('links the carriers we hand over to', () => {
    expect(lastMileUrl('UPS', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(lastMileUrl('USPS', '9400111899223197428490')).toContain(
      'tLabels=9400111899223197428490',
    );
    expect(lastMileUrl('FedEx', '123456789012')).toContain('trknbr=123456789012');
    expect(lastMileUrl('DHL Express', '1234567890')).toContain('AWB=1234567890');
    expect(lastMileUrl('Royal Mail', 'AB123456789GB')).toContain('AB123456789GB');
    expect(lastMileUrl('La Poste', '6A12345678901')).toBeNull();
  });
});

/** Counts the statements run through a database handle. */
function counting() {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      counter.queries += 1;
      return node;
    },
    async transformResult({ result }) {
      return result;
    },
  };
  return { counter, plugin };
}

for (const setup of databaseSetups()) {
  describe(`tracking lookup in ${setup.name}`, () => {
    let opened: Db;
    beforeAll(async () => {
      opened = await openDatabase(await setup.config());
      await opened.ready;
      const parsed = parseIngestBatch(
        {
          shipments: [
            { number: 'BW3000001', reference: 'ORDER-778', service: 'BW-EC-US', destination: 'US' },
            {
              number: 'BW3000002',
              reference: 'ORDER-778',
              service: 'BW-EXP-EU',
              destination: 'DE',
            },
          ],
          events: [
            {
              number: 'BW3000001',
              id: '1',
              time: '2026-11-20T10:00:00+08:00',
              status: 'at_warehouse',
              location: 'Shenzhen, CN',
              description: 'Received at the Shenzhen warehouse',
            },
            {
              number: 'BW3000001',
              id: '2',
              time: '2026-11-23T08:00:00-08:00',
              status: 'in_transit',
              location: 'Ontario, CA, US',
              description: 'Handed over to UPS <b>not markup</b>',
              lastMile: { carrier: 'UPS', number: '1Z999AA10123456784' },
            },
            {
              number: 'BW3000002',
              id: '1',
              time: '2026-11-21T09:00:00+08:00',
              status: 'at_warehouse',
              description: 'Received',
            },
            {
              number: 'BW3000002',
              id: '2',
              time: '2026-11-24T11:00:00+01:00',
              status: 'delivered',
              location: 'Dortmund, DE',
              description: 'Delivered',
            },
          ],
        },
        NOW,
      );
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      await ingestTracking(opened.db, parsed.batch, NOW);
    });
    afterAll(async () => {
      await opened?.db.destroy();
      await setup.cleanup();
    });

    it('finds by waybill, reference or last-mile number, each parcel once, in the order typed', async () => {
      const lookup = await lookupTracking(
        opened.db,
        '1z999aa10123456784, BW9999999 order-778 bw3000002 x!',
        NOW,
      );
      if (!lookup.ok) throw new Error(lookup.error);
      const { shipments, notFound, malformed, summary } = lookup.result;
      expect(shipments.map((s) => [s.number, s.query])).toEqual([
        ['BW3000001', '1Z999AA10123456784'],
        ['BW3000002', 'ORDER-778'],
      ]);
      expect(notFound).toEqual(['BW9999999']);
      expect(malformed).toEqual([{ input: 'X!', reason: 'length' }]);
      expect(summary).toEqual({ in_transit: 1, delivered: 1 });
      // The public facts only: no service, cartons, weight nor the customer's reference.
      expect(shipments[0]).toEqual({
        number: 'BW3000001',
        query: '1Z999AA10123456784',
        origin: null,
        destination: 'US',
        status: 'in_transit',
        lastMile: {
          carrier: 'UPS',
          number: '1Z999AA10123456784',
          url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        },
        estimatedDelivery: { from: '2026-11-27', to: '2026-12-02' },
        endedAt: null,
        events: [
          {
            time: '2026-11-23T08:00:00-08:00',
            status: 'in_transit',
            location: 'Ontario, CA, US',
            code: null,
            params: null,
            description: 'Handed over to UPS <b>not markup</b>',
            descriptionZh: null,
          },
          {
            time: '2026-11-20T10:00:00+08:00',
            status: 'at_warehouse',
            location: 'Shenzhen, CN',
            code: null,
            params: null,
            description: 'Received at the Shenzhen warehouse',
            descriptionZh: null,
          },
        ],
      });
      expect(shipments[1]).toMatchObject({
        status: 'delivered',
        estimatedDelivery: null,
        endedAt: '2026-11-24T11:00:00+01:00',
      });
    });

    it('looks up 40 numbers with one query, and nothing for 41 or none', async () => {
      const { counter, plugin } = counting();
      const numbers = Array.from({ length: 38 }, (_, i) => `BW40000${String(i).padStart(2, '0')}`);
      const lookup = await lookupTracking(
        opened.db.withPlugin(plugin),
        [...numbers, 'BW3000001', 'BW3000002'],
        NOW,
      );
      expect(lookup.ok && lookup.result.shipments).toHaveLength(2);
      expect(lookup.ok && lookup.result.notFound).toHaveLength(38);
      expect(counter.queries).toBe(1);

      counter.queries = 0;
      const many = await lookupTracking(
        opened.db.withPlugin(plugin),
        [...numbers, 'A1234', 'B1234', 'C1234'],
        NOW,
      );
      expect(many).toEqual({ ok: false, error: 'too_many', count: 41 });
      expect(await lookupTracking(opened.db.withPlugin(plugin), ' ，', NOW)).toEqual({
        ok: false,
        error: 'empty',
      });
      const onlyMalformed = await lookupTracking(opened.db.withPlugin(plugin), 'ab', NOW);
      expect(onlyMalformed).toEqual({
        ok: true,
        result: {
          shipments: [],
          notFound: [],
          malformed: [{ input: 'AB', reason: 'length' }],
          summary: {},
        },
      });
      expect(counter.queries).toBe(0);
    });
  });
}
