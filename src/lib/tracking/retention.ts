import type { Kysely } from 'kysely';
import { env } from '@/config/env';
import type { Database } from '@/lib/db/types';
import { purgeJob, RETENTION_EVERY_MS, type Job } from '@/lib/jobs/scheduler';
import { dropEmptyMonths } from './partitions';

/** Days a delivered or returned shipment is kept: TRACKING_RETENTION_DAYS, default 180. */
export function trackingRetentionDays(setting = env().TRACKING_RETENTION_DAYS): number {
  return setting ?? 180;
}

/** An unconfirmed subscription (and its address) is deleted after this many days. */
export const UNCONFIRMED_DAYS = 7;

/**
 * Deletes the shipments delivered or returned more than `days` ago, with their subscriptions (the
 * schema's `on delete cascade`). Parcels still on their way are kept. Their events: on SQLite
 * with them (the cascade); on PostgreSQL a month's events go together, by dropping the month's
 * partition once the month ended more than `days` ago and has no shipment left
 * (docs/tracking-scale.md); until then no read reaches them (every read starts from a shipment).
 */
export async function purgeTracking(
  db: Kysely<Database>,
  now: Date,
  days = trackingRetentionDays(),
): Promise<{ shipments: number; months: string[]; before: string }> {
  const before = new Date(now.getTime() - days * 24 * 3600_000).toISOString();
  // Found by their creation time (indexed; a shipment ends after it was stored): the end time is
  // not indexed, so that writing a shipment's state adds no index entry (migration 0023).
  const result = await db
    .deleteFrom('tracking_shipments')
    .where('created_at', '<', before)
    .where('ended_at', 'is not', null)
    .where('ended_at', '<', before)
    .executeTakeFirst();
  const months = await dropEmptyMonths(db, before);
  return { shipments: Number(result.numDeletedRows), months, before };
}

/** Deletes subscriptions never confirmed within UNCONFIRMED_DAYS, with their addresses. */
export async function purgeSubscriptions(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_DAYS * 86_400_000).toISOString();
  const result = await db
    .deleteFrom('tracking_subscriptions')
    .where('confirmed_at', 'is', null)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The tracking feature's housekeeping (src/lib/jobs/registry.ts). */
export const trackingJobs: readonly Job[] = [
  purgeJob('tracked shipments', RETENTION_EVERY_MS, async (db, now) => {
    const { shipments, months, before } = await purgeTracking(db, now);
    const dropped = months.length ? `, and the events of ${months.join(', ')}` : '';
    return [
      shipments + months.length,
      `deleted ${shipments} tracked shipment(s) delivered or returned before ${before}${dropped}`,
    ];
  }),
  purgeJob('unconfirmed subscriptions', 3600_000, async (db, now) => {
    const deleted = await purgeSubscriptions(db, now);
    return [deleted, `deleted ${deleted} subscription(s) never confirmed`];
  }),
];
