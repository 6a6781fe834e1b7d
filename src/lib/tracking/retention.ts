import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';

/** Days a delivered or returned shipment is kept: TRACKING_RETENTION_DAYS, default 180. */
export function trackingRetentionDays(setting = process.env.TRACKING_RETENTION_DAYS): number {
  const days = Number(setting);
  return setting !== undefined && setting.trim() !== '' && Number.isInteger(days) && days >= 0
    ? days
    : 180;
}

/**
 * Deletes the shipments delivered or returned more than `days` ago, with their events and
 * subscriptions (the schema's `on delete cascade`). Parcels still on their way are kept.
 */
export async function purgeTracking(
  db: Kysely<Database>,
  now: Date,
  days = trackingRetentionDays(),
): Promise<{ shipments: number; before: string }> {
  const before = new Date(now.getTime() - days * 24 * 3600_000).toISOString();
  const result = await db
    .deleteFrom('tracking_shipments')
    .where('ended_at', 'is not', null)
    .where('ended_at', '<', before)
    .executeTakeFirst();
  return { shipments: Number(result.numDeletedRows), before };
}
