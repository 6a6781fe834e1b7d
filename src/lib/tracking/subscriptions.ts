import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createTranslator } from 'next-intl';
import { z } from 'zod';
import type { Database } from '@/lib/db/types';
import { consumeRateLimit, rateLimited, type RateLimited } from '@/lib/http/rate-limit';
import { enqueueMail } from '@/lib/mail/outbox';
import { absoluteUrl } from '@/config/site';
import { isLocale, localizedPath, routing, type Locale } from '@/i18n/routing';
import { catalogues } from '@/i18n/catalogues';
import { siteSecretKey } from '@/lib/crypto/site-key';
import { FINAL_STATUSES, TRACKING_NUMBER, type TrackingStatus } from './model';
import { UNCONFIRMED_DAYS } from './retention';
import type { StatusChange } from './store';

/**
 * "Email me when the status changes" (issue 21, docs/mail.md): double opt-in, one mail per
 * status change until the parcel is delivered or returned, and the address deleted when the
 * subscription ends (unsubscribed, final status, or never confirmed within UNCONFIRMED_DAYS).
 */

/** Subscribe requests per client (address) in the window, across every instance. */
export const SUBSCRIBE_LIMIT = { bucket: 'tracking-subscribe', max: 10, windowMs: 60 * 60_000 };
/** The page the confirmation and unsubscribe links open (src/config/pages.ts). */
export const SUBSCRIPTION_PAGE = '/tracking-email';
/** The RFC 8058 one-click unsubscribe endpoint named by the List-Unsubscribe header. */
const ONE_CLICK_PATH = '/api/tracking/unsubscribe';

export type SubscriptionErrorKey = 'emailRequired' | 'emailInvalid';

/** The subscribe form's fields, checked where they enter (the Server Action). */
export const subscriptionSchema = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .min(TRACKING_NUMBER.min)
    .max(TRACKING_NUMBER.max)
    .regex(TRACKING_NUMBER.pattern),
  email: z
    .string()
    .trim()
    .min(1, { error: 'emailRequired' })
    .max(254, { error: 'emailInvalid' })
    .pipe(z.email({ error: 'emailInvalid' }))
    .transform((email) => email.toLowerCase()),
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let linkKey: { from: Buffer; key: Buffer } | undefined;

/**
 * The secret in a subscription's links. Only its hash is stored; it is derived from the random
 * subscription id with a key derived from the site's secret key (which every instance of a site
 * shares), so the status mails can carry the same unsubscribe link as the first one without the
 * secret being kept anywhere.
 */
function linkSecret(id: string): string {
  const site = siteSecretKey();
  if (linkKey?.from !== site)
    linkKey = {
      from: site,
      key: Buffer.from(hkdfSync('sha256', site, '', 'bridgeway tracking subscription links', 32)),
    };
  return createHmac('sha256', linkKey.key).update(id).digest('base64url');
}

const tokenHash = (token: string) => sha256(`tracking-subscription:${token}`);

/** Whether a string can be a link secret at all (43 base64url characters). */
const isToken = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

function pageLink(locale: Locale, token: string): string {
  return absoluteUrl(`${localizedPath(SUBSCRIPTION_PAGE, locale)}?token=${token}`);
}

function translator(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale] });
}

function confirmationMail(id: string, number: string, email: string, locale: Locale, now: Date) {
  const t = translator(locale);
  return {
    kind: 'tracking-confirm',
    // At most one confirmation mail an hour for one subscription, however often it is asked for.
    dedupeKey: `tracking-confirm:${id}:${now.toISOString().slice(0, 13)}`,
    to: email,
    subject: t('TrackingMail.confirmSubject', { number }),
    text: t('TrackingMail.confirmBody', {
      number,
      link: pageLink(locale, linkSecret(id)),
      days: UNCONFIRMED_DAYS,
    }),
  };
}

type Subscription = { id: string; number: string; email: string; locale: string };

function statusMail(sub: Subscription, status: TrackingStatus, at: string) {
  const locale: Locale = isLocale(sub.locale) ? sub.locale : routing.defaultLocale;
  const t = translator(locale);
  const token = linkSecret(sub.id);
  const label = t(`Tracking.status.${status}`);
  const final = FINAL_STATUSES.includes(status);
  const track = absoluteUrl(`${localizedPath('/query-route', locale)}?numbers=${sub.number}`);
  return {
    kind: 'tracking-status',
    // One mail per subscription and status change (a status can come back: in transit, held,
    // in transit again; each change is its own event time).
    dedupeKey: `tracking-status:${sub.id}:${status}:${at}`,
    to: sub.email,
    subject: t('TrackingMail.statusSubject', { number: sub.number, status: label }),
    text: [
      t('TrackingMail.statusBody', { number: sub.number, status: label, link: track }),
      final
        ? t('TrackingMail.finalNote')
        : t('TrackingMail.unsubscribe', { link: pageLink(locale, token) }),
    ].join('\n\n'),
    headers: {
      'List-Unsubscribe': `<${absoluteUrl(`${ONE_CLICK_PATH}?token=${token}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
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
    if (!shipment || FINAL_STATUSES.includes(shipment.status as TrackingStatus))
      return { kind: 'ended' } as const;
    const id = randomBytes(16).toString('base64url');
    await trx
      .insertInto('tracking_subscriptions')
      .values({
        id,
        number: input.number,
        email: input.email,
        locale: input.locale,
        token_hash: tokenHash(linkSecret(id)),
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['number', 'email']).doNothing())
      .execute();
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
    if (FINAL_STATUSES.includes(row.status as TrackingStatus)) {
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
    for (const sub of subs) {
      if (sub.notified_status === change.to) continue;
      if (await enqueueMail(trx, statusMail(sub, change.to, change.at), now)) queued++;
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
