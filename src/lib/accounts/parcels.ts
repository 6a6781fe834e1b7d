import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/routing';
import type { Database } from '@/lib/db/types';
import { FINAL_STATUSES, TRACKING_STATUSES, type TrackingStatus } from '@/lib/tracking/model';
import {
  subscribeVerified,
  subscriptionsOf,
  unsubscribeAddress,
} from '@/lib/tracking/subscriptions';
import { accountBookings, accountParcel } from './records';

/** A status the parcels' filter takes, else undefined (every parcel). */
export function parcelStatusFilter(value: unknown): TrackingStatus | undefined {
  return TRACKING_STATUSES.find((status) => status === value);
}

/**
 * The account's parcels (the waybills of its bookings, newest first) with their latest status
 * and whether their status mails are on, only those in `status` when given.
 */
export async function accountParcels(db: Kysely<Database>, email: string, status?: TrackingStatus) {
  const bookings = (await accountBookings(db, email)).filter(
    (b) => status === undefined || b.status === status,
  );
  const subscribed = new Set(
    (
      await subscriptionsOf(
        db,
        email,
        bookings.map((b) => b.waybill),
      )
    )
      .filter((s) => s.confirmed_at !== null)
      .map((s) => s.number),
  );
  return bookings.map((b) => ({
    ...b,
    final: FINAL_STATUSES.includes(b.status),
    mails: subscribed.has(b.waybill),
  }));
}

export type AccountParcel = Awaited<ReturnType<typeof accountParcels>>[number];

/**
 * "Email me status changes" on or off for one of the account's parcels: off deletes the
 * subscription of its address; on makes a confirmed one while the parcel is on its way.
 * Another address's parcel: `unknown`, and nothing changes.
 */
export async function setParcelMails(
  db: Kysely<Database>,
  account: { email: string; locale: Locale },
  waybill: string,
  on: boolean,
  now: Date,
): Promise<'on' | 'off' | 'ended' | 'unknown'> {
  const parcel = await accountParcel(db, account.email, waybill);
  if (!parcel) return 'unknown';
  if (!on) {
    await unsubscribeAddress(db, account.email, parcel.waybill);
    return 'off';
  }
  return subscribeVerified(
    db,
    { number: parcel.waybill, email: account.email, locale: account.locale },
    now,
  );
}
