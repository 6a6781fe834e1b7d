import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import type { TrackingStatus } from '@/lib/tracking/model';
import {
  confirmSubscription,
  findSubscription,
  queueStatusMails,
  subscribe,
  SUBSCRIBE_LIMIT,
  unsubscribe,
} from '@/lib/tracking/subscriptions';
import { subscriptionSchema } from '@/lib/tracking/schema';
import { purgeSubscriptions, UNCONFIRMED_DAYS } from '@/lib/tracking/retention';
import { parseIngestBatch } from '@/lib/tracking/ingest';
import { ingestTracking } from '@/lib/tracking/store';
import { databaseSetups, useDatabase } from '../support/db';

describe('the subscribe form’s fields', () => {
  it('upper-cases the number and lower-cases the address', () => {
    expect(subscriptionSchema.parse({ number: ' bw123456 ', email: ' Li@Example.COM ' })).toEqual({
      number: 'BW123456',
      email: 'li@example.com',
    });
  });
  it('names what is wrong with the address', () => {
    const errors = (email: string) =>
      subscriptionSchema
        .safeParse({ number: 'BW123456', email })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(errors('')).toEqual([['email', 'emailRequired']]);
    expect(errors('not an address')).toEqual([['email', 'emailInvalid']]);
    expect(errors(`${'a'.repeat(250)}@example.com`)).toEqual([['email', 'emailInvalid']]);
  });
});

/** The link secret of a mail's text (the page link's ?token=). */
const tokenIn = (text: string) => /\?token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;

for (const setup of databaseSetups()) {
  describe(`tracking subscriptions in ${setup.name}`, () => {
    const database = useDatabase(setup);
    let opened: Db;
    beforeAll(() => {
      opened = database.db();
    });
    beforeEach(async () => {
      await opened.db.deleteFrom('mail_outbox').execute();
      await opened.db.deleteFrom('tracking_subscriptions').execute();
    });

    async function shipment(status: TrackingStatus = 'in_transit') {
      const number = `BW${randomUUID().slice(0, 8).toUpperCase()}`;
      const now = new Date().toISOString();
      await opened.db
        .insertInto('tracking_shipments')
        .values({ number, status, created_at: now, updated_at: now })
        .execute();
      return number;
    }
    const outbox = () =>
      opened.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'asc').execute();
    const subscriptions = () =>
      opened.db.selectFrom('tracking_subscriptions').selectAll().execute();
    const ask = (number: string, email: string, locale: 'en' | 'zh' = 'en', now = new Date()) =>
      subscribe(opened.db, { number, email, locale, clientKey: randomUUID() }, now);
    const change = (number: string, to: TrackingStatus, at = new Date().toISOString()) =>
      opened.db
        .transaction()
        .execute((trx) =>
          queueStatusMails(trx, [{ number, from: 'in_transit', to, at }], new Date()),
        );

    it('double opt-in: a confirmation mail in the visitor’s language, then one mail per status change until delivered', async () => {
      const number = await shipment('in_transit');
      expect(await ask(number, 'li@example.com', 'zh')).toEqual({ kind: 'pending' });
      const [confirmation] = await outbox();
      expect(confirmation).toMatchObject({
        kind: 'tracking-confirm',
        to_address: 'li@example.com',
      });
      expect(confirmation!.subject).toBe(`请确认包裹 ${number} 的邮件通知`);
      expect(confirmation!.text_body).toContain(`/zh/tracking-email?token=`);
      const token = tokenIn(confirmation!.text_body);
      // The secret itself is not stored.
      const [row] = await subscriptions();
      expect(JSON.stringify(row)).not.toContain(token);

      // Not confirmed: no status mail.
      expect(await change(number, 'customs')).toBe(0);
      expect(await findSubscription(opened.db, token)).toMatchObject({
        number,
        confirmed: false,
        maskedEmail: 'l***@example.com',
      });
      expect(await confirmSubscription(opened.db, token, new Date())).toBe('confirmed');
      expect((await subscriptions())[0]).toMatchObject({ notified_status: 'in_transit' });

      expect(await change(number, 'customs')).toBe(1);
      // The same status again (another event): no mail.
      expect(await change(number, 'customs')).toBe(0);
      expect(await change(number, 'out_for_delivery')).toBe(1);
      const mails = (await outbox()).filter((m) => m.kind === 'tracking-status');
      expect(mails.map((m) => m.subject)).toEqual([
        `包裹 ${number}：清关中`,
        `包裹 ${number}：派送中`,
      ]);
      const headers = JSON.parse(mails[0]!.headers!) as Record<string, string>;
      expect(headers['List-Unsubscribe']).toBe(
        `<http://localhost:3000/api/tracking/unsubscribe?token=${token}>`,
      );
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mails[0]!.text_body).toContain(`/zh/tracking-email?token=${token}`);
      expect(mails[0]!.text_body).toContain(`/zh/query-route?numbers=${number}`);

      // Delivered: the last mail, and the subscription with its address is gone.
      expect(await change(number, 'delivered')).toBe(1);
      const last = (await outbox()).at(-1)!;
      expect(last.subject).toBe(`包裹 ${number}：已签收`);
      expect(last.text_body).toContain('最后一条通知');
      expect(await subscriptions()).toEqual([]);
      expect(await findSubscription(opened.db, token)).toBeNull();
    });

    it('through ingestTracking: one mail per status change, none for a replay or the same status', async () => {
      const number = `BW${randomUUID().slice(0, 8).toUpperCase()}`;
      const ingest = async (events: [string, string, TrackingStatus][]) => {
        const parsed = parseIngestBatch(
          {
            events: events.map(([id, time, status]) => ({
              number,
              id,
              time,
              status,
              description: `${status} event`,
            })),
          },
          new Date(),
        );
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
        const now = new Date();
        await ingestTracking(opened.db, parsed.batch, now, (trx, changes) =>
          queueStatusMails(trx, changes, now).then(() => undefined),
        );
        return (await outbox()).filter((m) => m.kind === 'tracking-status').length;
      };
      await ingest([['e1', '2026-11-20T10:00:00+08:00', 'at_warehouse']]);
      await ask(number, 'flow@example.com', 'en');
      await confirmSubscription(opened.db, tokenIn((await outbox())[0]!.text_body), new Date());
      expect(await ingest([['e2', '2026-11-21T10:00:00+08:00', 'in_transit']])).toBe(1);
      expect(await ingest([['e2', '2026-11-21T10:00:00+08:00', 'in_transit']])).toBe(1);
      expect(await ingest([['e3', '2026-11-21T18:00:00+08:00', 'in_transit']])).toBe(1);
      // An older event arriving late does not change the status.
      expect(await ingest([['e0', '2026-11-19T10:00:00+08:00', 'info_received']])).toBe(1);
      expect(await ingest([['e4', '2026-11-24T09:00:00-05:00', 'delivered']])).toBe(2);
      expect((await outbox()).at(-1)!.subject).toBe(`Parcel ${number}: Delivered`);
      expect(await subscriptions()).toEqual([]);
    });

    it('asking twice stores one subscription; a confirmed one gets no new confirmation', async () => {
      const number = await shipment();
      const now = new Date();
      await ask(number, 'a@example.com', 'en', now);
      await ask(number, 'A@example.com'.toLowerCase(), 'en', now);
      expect(await subscriptions()).toHaveLength(1);
      // One confirmation an hour at most.
      expect(await outbox()).toHaveLength(1);
      await ask(number, 'a@example.com', 'en', new Date(now.getTime() + 3600_000));
      expect(await outbox()).toHaveLength(2);
      await confirmSubscription(opened.db, tokenIn((await outbox())[0]!.text_body), now);
      await ask(number, 'a@example.com', 'en', new Date(now.getTime() + 7200_000));
      expect(await outbox()).toHaveLength(2);
    });

    it('nothing to subscribe to for an unknown or delivered parcel', async () => {
      expect(await ask('BWNOSUCH1', 'a@example.com')).toEqual({ kind: 'ended' });
      expect(await ask(await shipment('delivered'), 'a@example.com')).toEqual({ kind: 'ended' });
      expect(await subscriptions()).toEqual([]);
      expect(await outbox()).toEqual([]);
    });

    it('unsubscribing deletes the address; a wrong or used link changes nothing', async () => {
      const number = await shipment();
      await ask(number, 'b@example.com');
      const token = tokenIn((await outbox())[0]!.text_body);
      expect(await unsubscribe(opened.db, 'x'.repeat(43))).toBe(false);
      expect(await unsubscribe(opened.db, '<script>')).toBe(false);
      expect(await confirmSubscription(opened.db, 'x'.repeat(43), new Date())).toBe('unknown');
      expect(await unsubscribe(opened.db, token)).toBe(true);
      expect(await subscriptions()).toEqual([]);
      expect(await unsubscribe(opened.db, token)).toBe(false);
      expect(await confirmSubscription(opened.db, token, new Date())).toBe('unknown');
    });

    it('a parcel delivered before the confirmation ends the subscription', async () => {
      const number = await shipment();
      await ask(number, 'c@example.com');
      const token = tokenIn((await outbox())[0]!.text_body);
      await opened.db
        .updateTable('tracking_shipments')
        .set({ status: 'delivered' })
        .where('number', '=', number)
        .execute();
      expect(await confirmSubscription(opened.db, token, new Date())).toBe('ended');
      expect(await subscriptions()).toEqual([]);
    });

    it(`deletes subscriptions not confirmed within ${UNCONFIRMED_DAYS} days`, async () => {
      const number = await shipment();
      const now = new Date();
      await ask(number, 'old@example.com', 'en', now);
      await ask(number, 'kept@example.com', 'en', now);
      await confirmSubscription(opened.db, tokenIn((await outbox())[1]!.text_body), now);
      const later = new Date(now.getTime() + (UNCONFIRMED_DAYS * 24 + 1) * 3600_000);
      expect(await purgeSubscriptions(opened.db, now)).toBe(0);
      expect(await purgeSubscriptions(opened.db, later)).toBe(1);
      expect((await subscriptions()).map((s) => s.email)).toEqual(['kept@example.com']);
    });

    it(`refuses a client after ${SUBSCRIBE_LIMIT.max} requests in the window`, async () => {
      const number = await shipment();
      const clientKey = randomUUID();
      const now = new Date();
      for (let i = 0; i < SUBSCRIBE_LIMIT.max; i++)
        expect(
          await subscribe(
            opened.db,
            { number, email: `n${i}@example.com`, locale: 'en', clientKey },
            now,
          ),
        ).toEqual({ kind: 'pending' });
      const refused = await subscribe(
        opened.db,
        { number, email: 'more@example.com', locale: 'en', clientKey },
        now,
      );
      expect(refused).toEqual({
        kind: 'rate-limited',
        retryAfterMinutes: SUBSCRIBE_LIMIT.windowMs / 60_000,
      });
      expect(await subscriptions()).toHaveLength(SUBSCRIBE_LIMIT.max);
    });
  });
}
