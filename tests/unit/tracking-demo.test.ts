import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '@/config/env';
import { openDatabase, type Db } from '@/lib/db';
import { card } from '@/lib/shipping/rate-card';
import {
  DEMO_TRACKING_NUMBER,
  DEMO_TRACKING_NUMBERS,
  demoBatch,
  demoWanted,
  loadDemoTracking,
} from '@/lib/tracking/demo';
import { parseDemoShipments } from '@/lib/tracking/demo-data';
import { eventText, placeName } from '@/lib/tracking/event-text';
import { lookupTracking } from '@/lib/tracking/lookup';
import { TRACKING_STATUSES } from '@/lib/tracking/model';

const NOW = new Date('2026-11-24T06:00:00Z');

describe('demo tracking data', () => {
  it('covers every status on several real lanes, with hand-overs, a customs hold and a failed attempt', () => {
    const batch = demoBatch(NOW);
    expect(DEMO_TRACKING_NUMBERS.length).toBeGreaterThanOrEqual(12);
    expect(DEMO_TRACKING_NUMBERS).toContain(DEMO_TRACKING_NUMBER);
    for (const number of DEMO_TRACKING_NUMBERS) expect(number).toMatch(/^BW\d+$/);
    const services = new Set(batch.shipments.map((s) => s.service));
    expect(services.size).toBeGreaterThanOrEqual(8);
    for (const service of services) expect(card.channels.map((c) => c.code)).toContain(service);
    expect(new Set(batch.shipments.map((s) => s.origin)).size).toBeGreaterThanOrEqual(4);
    expect(batch.events.some((e) => e.status === 'customs' && /held/i.test(e.description))).toBe(
      true,
    );
    expect(
      batch.events.some((e) => e.status === 'exception' && /attempted/i.test(e.description)),
    ).toBe(true);
    const carriers = batch.events.flatMap((e) => (e.lastMile ? [e.lastMile.carrier] : []));
    expect(carriers).toEqual(expect.arrayContaining(['UPS', 'USPS', 'FedEx', 'Royal Mail']));
    // Dated before the load, in the offsets of the places.
    for (const e of batch.events) expect(Date.parse(e.time.utc)).toBeLessThanOrEqual(NOW.getTime());
    expect(new Set(batch.events.map((e) => e.time.offsetMinutes)).size).toBeGreaterThanOrEqual(5);
    expect(batch.events.find((e) => e.location?.includes('Brooklyn'))?.time.offsetMinutes).toBe(
      -300,
    );
  });

  it('tells every event by a catalogue code, so BW80000002 reads in Chinese top to bottom', () => {
    const batch = demoBatch(NOW);
    for (const e of batch.events) expect(e.code, e.description).not.toBeNull();
    const trail = batch.events.filter((e) => e.number === 'BW80000002');
    expect(trail.length).toBeGreaterThan(4);
    for (const e of trail) {
      // Chinese, with no English word left but the flight number.
      const zh = [eventText(e, 'zh'), placeName(e.location ?? '', 'zh')];
      for (const text of zh) expect(text.replace(/[A-Z]{2}\d+/g, '')).not.toMatch(/[A-Za-z]/);
      expect(zh[0]).toMatch(/\p{Script=Han}/u);
    }
    expect(trail.map((e) => eventText(e, 'zh'))).toContain('已从深圳宝安国际机场起飞，航班 CZ327');
  });

  it('checks its data file with the ingest parser, by the paths in the file', () => {
    const event = { status: 'in_transit', location: 'Shenzhen, CN', description: 'Departed' };
    const file = (events: object[], over: object = {}) => ({
      shipments: [{ number: 'BW80000099', service: 'BW-EC-US', ...over, events }],
    });
    const ok = parseDemoShipments(file([{ hoursAgo: 1.5, zone: 'Asia/Shanghai', ...event }]), NOW);
    expect(ok.ok && ok.batch.events[0]).toMatchObject({
      number: 'BW80000099',
      id: 'demo-1',
      time: { utc: '2026-11-24T04:30:00.000Z', offsetMinutes: 480 },
    });
    const bad = parseDemoShipments(
      file(
        [
          { hoursAgo: 2, zone: 'Asia/Shanghai', ...event },
          { hoursAgo: 1, zone: 'Asia/Shanghai', ...event, status: 'lost', colour: 'red' },
        ],
        { service: 'BW-NOPE' },
      ),
      NOW,
    );
    expect(!bad.ok && bad.errors.map((e) => [e.path, e.key])).toEqual([
      ['shipments.0.service', 'unknownService'],
      ['shipments.0.events.1.status', 'trackingStatus'],
      ['shipments.0.events.1.colour', 'unknownField'],
    ]);
    const undated = parseDemoShipments(file([{ hoursAgo: -1, zone: 'Mars/Base', ...event }]), NOW);
    expect(!undated.ok && undated.errors.map((e) => [e.path, e.key])).toEqual([
      ['shipments.0.events.0.hoursAgo', 'positive'],
      ['shipments.0.events.0.zone', 'choice'],
    ]);
  });

  it('loads in SQLite unless TRACKING_DEMO=off, in PostgreSQL only with TRACKING_DEMO=on', () => {
    const demo = (setting?: string) => readEnv({ TRACKING_DEMO: setting }).TRACKING_DEMO;
    expect(demoWanted('sqlite', demo())).toBe(true);
    expect(demoWanted('sqlite', demo('off'))).toBe(false);
    expect(demoWanted('sqlite', demo(' OFF '))).toBe(false);
    expect(demoWanted('postgres', demo())).toBe(false);
    expect(demoWanted('postgres', demo(''))).toBe(false);
    expect(demoWanted('postgres', demo('on'))).toBe(true);
    expect(() => demo('yes')).toThrow('TRACKING_DEMO must be on or off');
  });

  describe('loaded into a database', () => {
    let dir: string;
    let opened: Db;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'bw-demo-'));
      opened = await openDatabase({ dialect: 'sqlite', file: join(dir, 'demo.sqlite') });
      await opened.ready;
    });
    afterAll(async () => {
      await opened?.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    });

    it('answers every status, and a reload dates it afresh without doubling anything', async () => {
      expect(await loadDemoTracking(opened.db, NOW)).toBe(DEMO_TRACKING_NUMBERS.length);
      const later = new Date(NOW.getTime() + 3 * 24 * 3600_000);
      await loadDemoTracking(opened.db, later);
      const lookup = await lookupTracking(opened.db, DEMO_TRACKING_NUMBERS, later);
      if (!lookup.ok) throw new Error(lookup.error);
      const { shipments, notFound, summary } = lookup.result;
      expect(notFound).toEqual([]);
      expect(Object.keys(summary).sort()).toEqual([...TRACKING_STATUSES].sort());
      const events = await opened.db
        .selectFrom('tracking_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(events.n)).toBe(demoBatch(later).events.length);

      const featured = shipments.find((s) => s.number === DEMO_TRACKING_NUMBER)!;
      expect(featured).toMatchObject({
        status: 'out_for_delivery',
        lastMile: { carrier: 'UPS', url: expect.stringContaining('ups.com') },
        endedAt: null,
      });
      // Estimated from the warehouse scan four days before the (later) load: never stale.
      expect(featured.estimatedDelivery).toEqual({ from: '2026-11-26', to: '2026-11-29' });
      expect(featured.events[0]!.time).toMatch(/^2026-11-26T22:00:00-05:00$/);
    });
  });
});
