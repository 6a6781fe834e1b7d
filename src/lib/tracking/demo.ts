import type { Kysely } from 'kysely';
import { env } from '@/config/env';
import type { Database } from '@/lib/db/types';
import type { Dialect } from '@/lib/db/migrations';
import demoShipments from '../../../data/tracking/demo-shipments.json';
import { DEMO_SHIPMENTS_FILE, parseDemoShipments } from './demo-data';
import type { IngestBatch } from './ingest';
import { ingestTracking } from './store';

/**
 * Demo shipments for the embedded database (data/tracking/demo-shipments.json): every status,
 * several lanes and services, a customs hold, a failed delivery attempt, hand-overs to last-mile
 * carriers. Their events are dated relative to the time the server starts, so they never look
 * stale: each start deletes the demo shipments (with their events and subscriptions) and stores
 * them again through the ingest.
 *
 * Loaded with SQLite unless TRACKING_DEMO=off; into PostgreSQL only with TRACKING_DEMO=on.
 */

/** The demo waybill numbers (for the README, the docs and tests). */
export const DEMO_TRACKING_NUMBERS = demoShipments.shipments.map((s) => s.number);

/** The one the form's hint offers: out for delivery, full trail, a last-mile hand-over. */
export const DEMO_TRACKING_NUMBER = 'BW80000001';

/** The demo shipments as an ingest batch, dated relative to `now` (to the minute). */
export function demoBatch(now: Date): IngestBatch {
  const parsed = parseDemoShipments(demoShipments, now);
  if (!parsed.ok)
    throw new Error(`${DEMO_SHIPMENTS_FILE} is invalid: ${JSON.stringify(parsed.errors)}`);
  return parsed.batch;
}

/** Whether to load the demo: TRACKING_DEMO=on or off decides; unset, only with SQLite. */
export function demoWanted(dialect: Dialect, setting = env().TRACKING_DEMO): boolean {
  return setting ?? dialect === 'sqlite';
}

/** Replaces the demo shipments with fresh ones dated from `now`. */
export async function loadDemoTracking(db: Kysely<Database>, now: Date): Promise<number> {
  // Their events first: PostgreSQL's partitions have no cascade from the shipments.
  await db.deleteFrom('tracking_events').where('number', 'in', DEMO_TRACKING_NUMBERS).execute();
  await db.deleteFrom('tracking_shipments').where('number', 'in', DEMO_TRACKING_NUMBERS).execute();
  const outcome = await ingestTracking(db, demoBatch(now), now);
  return outcome.shipments;
}

/** At server start: loads the demo if wanted; a failure is reported, pages still serve. */
export async function loadDemoIfWanted(
  getDb: () => Promise<{ db: Kysely<Database>; dialect: Dialect }>,
): Promise<void> {
  try {
    const { db, dialect } = await getDb();
    if (!demoWanted(dialect)) return;
    const count = await loadDemoTracking(db, new Date());
    console.log(`Tracking demo: ${count} shipments loaded, for example ${DEMO_TRACKING_NUMBER}`);
  } catch (error) {
    console.error('Tracking demo shipments could not be loaded:', error);
  }
}
