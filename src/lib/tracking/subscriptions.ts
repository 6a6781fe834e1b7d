import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { consumeRateLimit, rateLimited, type RateLimited } from '@/lib/http/rate-limit';
import { enqueueMail } from '@/lib/mail/outbox';
import type { Locale } from '@/i18n/routing';
import { FINAL_STATUSES } from './model';
import { storedWordingOf } from './event-text';
import { isLinkSecret as isToken, linkHash } from '@/lib/crypto/link-secret';
import {
  confirmationMail,
  pageLink,
  statusMail,
  subscriptionSecret,
  type LatestEvent,
} from './mail';
import type { StatusChange } from './store';
import { shipmentEvents } from './partitions';
import { inTransaction } from '@/lib/db/transaction';

/**
 * "Email me when the status changes" (docs/mail.md): double opt-in, one mail per
 * status change until the parcel is delivered or returned, and the address deleted when the
 * subscription ends (unsubscribed, final status, or never confirmed within UNCONFIRMED_DAYS).
 */

/** Subscribe requests per client (address) in the window, across every instance. */
export const SUBSCRIBE_LIMIT = { bucket: 'tracking-subscribe', max: 10, windowMs: 60 * 60_000 };
const tokenHash = (token: string) => linkHash(token, 'tracking-subscription');

/**
 * Stores a subscription (once per parcel and address: asked again, nothing is written) and
 * returns its id. A confirmed one starts from `from`, the parcel's first status unless given.
 */
async function insertSubscription(
  trx: Kysely<Database>,
  input: { number: string; email: string; locale: Locale },
  now: Date,
  confirmed: boolean,
  from: string = 'info_received',
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await trx
    .insertInto('tracking_subscriptions')
    .values({
      id,
      number: input.number,
      email: input.email,
      locale: input.locale,
      token_hash: tokenHash(subscriptionSecret(id)),
      created_at: now.toISOString(),
      ...(confirmed ? { confirmed_at: now.toISOString(), notified_status: from } : {}),
    })
    .onConflict((oc) => oc.columns(['number', 'email']).doNothing())
    .execute();
  return id;
}

export type SubscribeOutcome =
  | { kind: 'pending' }
  | RateLimited
  /** No such parcel, or it is delivered or returned already: nothing to tell. */
  | { kind: 'ended' };

/**
 * Stores an unconfirmed subscription and queues its confirmation mail, in one transaction.
 * Asking again for an unconfirmed one sends its confirmation again (at most hourly); asking for
 * one that is on already changes nothing. Either way the answer is the same, so the form does
 * not tell anyone whether an address is subscribed.
 */
export async function subscribe(
  db: Kysely<Database>,
  input: { number: string; email: string; locale: Locale; clientKey: string },
  now: Date,
): Promise<SubscribeOutcome> {
  const allowed = await consumeRateLimit(db, SUBSCRIBE_LIMIT, input.clientKey, now);
  if (!allowed.ok) return rateLimited(allowed.retryAfterSeconds);
  return db.transaction().execute(async (trx) => {
    const shipment = await trx
      .selectFrom('tracking_shipments')
      .select('status')
      .where('number', '=', input.number)
      .executeTakeFirst();
    if (!shipment || FINAL_STATUSES.includes(shipment.status)) return { kind: 'ended' } as const;
    await insertSubscription(trx, input, now, false);
    const sub = await trx
      .selectFrom('tracking_subscriptions')
      .select(['id', 'confirmed_at'])
      .where('number', '=', input.number)
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    if (!sub.confirmed_at) {
      // The language of the latest request is the one its mails use.
      await trx
        .updateTable('tracking_subscriptions')
        .set({ locale: input.locale })
        .where('id', '=', sub.id)
        .execute();
      await enqueueMail(
        trx,
        confirmationMail(sub.id, input.number, input.email, input.locale, now),
        now,
      );
    }
    return { kind: 'pending' } as const;
  });
}

/**
 * Subscribes a booking's customer to the parcel's status mails, in the booking's transaction
 *: on at once, since the customer gave us the address for this very shipment; the
 * booking's mail carries the unsubscribe link (returned: the subscription's page in `locale`).
 */
export async function subscribeBooked(
  trx: Kysely<Database>,
  input: { number: string; email: string; locale: Locale },
  now: Date,
): Promise<string> {
  const id = await insertSubscription(trx, input, now, true);
  return pageLink(input.locale, subscriptionSecret(id));
}

/** A subscription's address as accounts compare it: lower case, trimmed (any letter case stored). */
const addressIs = (email: string) =>
  sql<boolean>`lower(trim(${sql.ref('email')})) = ${email.trim().toLowerCase()}`;

/**
 * The status-mail subscriptions of one address (any letter case), for the shipper's account:
 * `numbers` limits them to those parcels. No link secrets: only what the account may see.
 */
export async function subscriptionsOf(
  db: Kysely<Database>,
  email: string,
  numbers?: readonly string[],
) {
  if (numbers?.length === 0) return [];
  let query = db
    .selectFrom('tracking_subscriptions')
    .select(['number', 'locale', 'created_at', 'confirmed_at', 'notified_status'])
    .where(addressIs(email));
  if (numbers) query = query.where('number', 'in', [...numbers]);
  return query.orderBy('created_at').orderBy('number').execute();
}

/**
 * The account's "Email me status changes" turned on for a parcel: a confirmed subscription for
 * its verified address (no confirmation mail: the address is verified by its sign-in), whose
 * mails start from the parcel's status now; one waiting for confirmation is confirmed. A parcel
 * delivered, returned or cancelled has nothing more to tell (`ended`).
 */
export async function subscribeVerified(
  db: Kysely<Database>,
  input: { number: string; email: string; locale: Locale },
  now: Date,
): Promise<'on' | 'ended'> {
  return inTransaction(db, async (trx) => {
    const shipment = await trx
      .selectFrom('tracking_shipments')
      .select('status')
      .where('number', '=', input.number)
      .executeTakeFirst();
    if (!shipment || FINAL_STATUSES.includes(shipment.status)) return 'ended';
    const existing = await trx
      .selectFrom('tracking_subscriptions')
      .select('id')
      .where('number', '=', input.number)
      .where(addressIs(input.email))
      .execute();
    if (existing.length === 0) await insertSubscription(trx, input, now, true, shipment.status);
    else
      await trx
        .updateTable('tracking_subscriptions')
        .set({ confirmed_at: now.toISOString(), notified_status: shipment.status })
        .where(
          'id',
          'in',
          existing.map((row) => row.id),
        )
        .where('confirmed_at', 'is', null)
        .execute();
    return 'on';
  });
}

/**
 * Ends an address's subscriptions (any letter case) and deletes the address with them: of one
 * parcel (the account's "off"), or of every parcel (the account deleted). Returns how many.
 */
export async function unsubscribeAddress(
  db: Kysely<Database>,
  email: string,
  number?: string,
): Promise<number> {
  let query = db.deleteFrom('tracking_subscriptions').where(addressIs(email));
  if (number !== undefined) query = query.where('number', '=', number);
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

export type SubscriptionView = {
  number: string;
  locale: string;
  confirmed: boolean;
  /** The address with most of its name hidden (a***@example.com). */
  maskedEmail: string;
};

function mask(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/** The subscription a link's secret names, or null (ended, expired, or no such link). */
export async function findSubscription(
  db: Kysely<Database>,
  token: unknown,
): Promise<SubscriptionView | null> {
  if (!isToken(token)) return null;
  const row = await db
    .selectFrom('tracking_subscriptions')
    .select(['number', 'email', 'locale', 'confirmed_at'])
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!row) return null;
  return {
    number: row.number,
    locale: row.locale,
    confirmed: row.confirmed_at !== null,
    maskedEmail: mask(row.email),
  };
}

/**
 * Turns a subscription on (the visitor pressed "Confirm" on the page the link opens). Its mails
 * start from the parcel's status now. A parcel that has ended meanwhile ends the subscription.
 */
export async function confirmSubscription(
  db: Kysely<Database>,
  token: unknown,
  now: Date,
): Promise<'confirmed' | 'ended' | 'unknown'> {
  if (!isToken(token)) return 'unknown';
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('tracking_subscriptions')
      .innerJoin('tracking_shipments', 'tracking_shipments.number', 'tracking_subscriptions.number')
      .select(['tracking_subscriptions.id', 'tracking_subscriptions.confirmed_at', 'status'])
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    if (!row) return 'unknown';
    if (FINAL_STATUSES.includes(row.status)) {
      await trx.deleteFrom('tracking_subscriptions').where('id', '=', row.id).execute();
      return 'ended';
    }
    if (!row.confirmed_at)
      await trx
        .updateTable('tracking_subscriptions')
        .set({ confirmed_at: now.toISOString(), notified_status: row.status })
        .where('id', '=', row.id)
        .execute();
    return 'confirmed';
  });
}

/** Ends a subscription and deletes its address. Returns whether there was one. */
export async function unsubscribe(db: Kysely<Database>, token: unknown): Promise<boolean> {
  if (!isToken(token)) return false;
  const result = await db
    .deleteFrom('tracking_subscriptions')
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A shipment's latest event, in the order of the tracking page (the one that set its status). */
async function latestEvent(trx: Kysely<Database>, number: string): Promise<LatestEvent | null> {
  const row = await shipmentEvents(trx, number)
    .select(['location', 'code', 'params', 'description', 'description_zh'])
    .executeTakeFirst();
  return row ? { location: row.location, ...storedWordingOf(row) } : null;
}

/**
 * ingestTracking's afterWrite hook, inside its transaction: queues one mail per confirmed
 * subscription of each shipment whose status changed, and ends every subscription (confirmed or
 * not) of a shipment that was delivered or returned, once its last mail is queued.
 */
export async function queueStatusMails(
  trx: Kysely<Database>,
  changes: readonly StatusChange[],
  now: Date,
): Promise<number> {
  let queued = 0;
  for (const change of changes) {
    const subs = await trx
      .selectFrom('tracking_subscriptions')
      .select(['id', 'number', 'email', 'locale', 'notified_status'])
      .where('number', '=', change.number)
      .where('confirmed_at', 'is not', null)
      .execute();
    const latest = subs.length > 0 ? await latestEvent(trx, change.number) : null;
    for (const sub of subs) {
      if (sub.notified_status === change.to) continue;
      if (await enqueueMail(trx, statusMail(sub, change.to, change.at, latest), now)) queued++;
      await trx
        .updateTable('tracking_subscriptions')
        .set({ notified_status: change.to })
        .where('id', '=', sub.id)
        .execute();
    }
    if (FINAL_STATUSES.includes(change.to))
      await trx.deleteFrom('tracking_subscriptions').where('number', '=', change.number).execute();
  }
  return queued;
}
