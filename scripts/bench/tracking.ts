// Tracking at scale, on SQLite and on PostgreSQL: ingest rate through ingestTracking (batches of
// 1,000 events, as the API takes them), then a million stored events and the time of a 40-number
// lookup over them (waybill numbers, references and last-mile numbers mixed, a few unknown).
// Prints one JSON line: { sqlite: {...}, postgres: {...} | null }.
// PostgreSQL: BENCH_POSTGRES_URL (else TEST_POSTGRES_URL), else skipped.
import { openDatabase, type DatabaseConfig } from '../../src/lib/db';
import { benchDatabases } from './databases';
import type { IngestBatch, IngestEvent } from '../../src/lib/tracking/ingest';
import { lookupTracking } from '../../src/lib/tracking/lookup';
import { ingestTracking } from '../../src/lib/tracking/store';
import type { TrackingStatus } from '../../src/lib/tracking/model';

const TOTAL_EVENTS = Number(process.env.BENCH_TRACKING_EVENTS ?? 1_000_000);
const EVENTS_PER_SHIPMENT = 10;
const TIMED_BATCHES = 50; // 50,000 events through ingestTracking
const LOOKUPS = 300;
const now = new Date('2026-11-20T02:00:00Z');

const TRAIL: TrackingStatus[] = [
  'info_received',
  'at_warehouse',
  'at_warehouse',
  'in_transit',
  'in_transit',
  'customs',
  'in_transit',
  'in_transit',
  'out_for_delivery',
  'delivered',
];

const number = (i: number) => `BN${String(i).padStart(9, '0')}`;
const reference = (i: number) => `PO-${i}`;
const lastMile = (i: number) => `1Z${String(i).padStart(16, '0')}`;

/** Shipments [from, to) with their ten events each, as one batch per 100 shipments. */
function batchOf(from: number, to: number): IngestBatch {
  const shipments = [];
  const events: IngestEvent[] = [];
  for (let i = from; i < to; i++) {
    shipments.push({
      number: number(i),
      reference: reference(i),
      service: 'us-air-express',
      origin: 'SZX',
      destination: 'ONT8',
    });
    const start = now.getTime() - 12 * 86_400_000 + (i % 1000) * 60_000;
    for (let e = 0; e < EVENTS_PER_SHIPMENT; e++) {
      const handedOver = e >= 7;
      events.push({
        number: number(i),
        id: `e${e}`,
        time: { utc: new Date(start + e * 86_400_000).toISOString(), offsetMinutes: 480 },
        status: TRAIL[e]!,
        location: 'Shenzhen, CN',
        description: `Event ${e} of ${number(i)}`,
        code: null,
        params: null,
        descriptionZh: null,
        lastMile: handedOver ? { carrier: 'UPS', number: lastMile(i) } : null,
      });
    }
  }
  return { shipments, events };
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function measure(config: DatabaseConfig) {
  const { db, ready } = await openDatabase(config);
  await ready;
  try {
    const shipments = TOTAL_EVENTS / EVENTS_PER_SHIPMENT;
    const perBatch = 1000 / EVENTS_PER_SHIPMENT;
    // Ingest rate: the first batches, timed.
    const start = process.hrtime.bigint();
    for (let b = 0; b < TIMED_BATCHES; b++)
      await ingestTracking(db, batchOf(b * perBatch, (b + 1) * perBatch), now);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const ingestEventsPerSecond = Math.round((TIMED_BATCHES * 1000) / seconds);
    // The rest of the million, through the same function.
    for (let b = TIMED_BATCHES; b < shipments / perBatch; b++)
      await ingestTracking(db, batchOf(b * perBatch, (b + 1) * perBatch), now);
    const fillSeconds = Number(process.hrtime.bigint() - start) / 1e9;

    let seed = 20261125;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed % n;
    };
    const times: number[] = [];
    let found = 0;
    for (let l = 0; l < LOOKUPS; l++) {
      const numbers = Array.from({ length: 40 }, (_, k) => {
        const i = random(shipments);
        if (k % 10 === 9) return `ZZ${random(1e9)}`; // unknown
        return k % 3 === 0 ? number(i) : k % 3 === 1 ? reference(i) : lastMile(i);
      });
      const t = process.hrtime.bigint();
      const lookup = await lookupTracking(db, numbers.join(','), now);
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
      if (lookup.ok) found += lookup.result.shipments.length;
    }
    times.sort((a, b) => a - b);
    return {
      events: TOTAL_EVENTS,
      ingestEventsPerSecond,
      fillSeconds: Math.round(fillSeconds),
      lookups: LOOKUPS,
      shipmentsFoundPerLookup: Math.round(found / LOOKUPS),
      lookupP50Ms: Number(percentile(times, 0.5).toFixed(1)),
      lookupP99Ms: Number(percentile(times, 0.99).toFixed(1)),
    };
  } finally {
    await db.destroy();
  }
}

benchDatabases('tracking', measure);
