import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountExport, deleteAccount } from '@/lib/accounts/data';
import { accountExportResponse } from '@/lib/accounts/data-export';
import { accountParcels, parcelStatusFilter, setParcelMails } from '@/lib/accounts/parcels';
import { createSession, sessionOf, ABSOLUTE_DAYS, IDLE_DAYS } from '@/lib/accounts/sessions';
import { requestCode, verifyCode } from '@/lib/accounts/codes';
import { addAddress, bookOffer, saveQuote } from '@/lib/accounts/saved';
import { bookingLabelsPdf } from '@/lib/bookings/label-pdfs';
import { enqueueMail } from '@/lib/mail/outbox';
import { salesMailKey } from '@/lib/enquiries/mail';
import { parseIngestBatch } from '@/lib/tracking/ingest';
import { ingestTracking } from '@/lib/tracking/store';
import { queueStatusMails } from '@/lib/tracking/subscriptions';
import type { TrackingStatus } from '@/lib/tracking/model';
import { BOOKING_SEARCH, bookEnquiry, bookingQuote, insertEnquiry } from '../support/booking';
import { databaseSetups, useDatabase } from '../support/db';
import { deskActor as by } from '../support/actor';

const NOW = new Date('2026-11-27T02:00:00Z');

describe('parcels filter', () => {
  it('takes a tracking status, and nothing else', () => {
    expect(parcelStatusFilter('in_transit')).toBe('in_transit');
    expect(parcelStatusFilter('everything')).toBeUndefined();
    expect(parcelStatusFilter(null)).toBeUndefined();
  });
});

describe('the privacy notice', () => {
  // What it says the account keeps must be what the code keeps.
  it('says how long sessions are kept, in both languages', () => {
    const notice = (locale: string) =>
      readFileSync(join(process.cwd(), 'content/pages/privacy', `${locale}.md`), 'utf8');
    expect(notice('en')).toContain(`${ABSOLUTE_DAYS} days at most`);
    expect(notice('en')).toContain(`${IDLE_DAYS} days`);
    expect(notice('zh')).toContain(`最长 ${ABSOLUTE_DAYS} 天`);
    expect(notice('zh')).toContain(`${IDLE_DAYS} 天`);
  });
});

describe.each(databaseSetups())('the account’s parcels and data ($name)', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;
  let serial = 0;

  /** A won quote request from `email` booked; its waybill and reference. */
  async function book(email: string, reference: string, name = 'Li Wei') {
    await insertEnquiry(db(), {
      reference,
      quote: bookingQuote(NOW),
      createdAt: NOW,
      status: 'won',
      email,
      name,
      company: null,
    });
    const booked = await bookEnquiry(db(), reference, 3, by, NOW);
    return booked;
  }

  async function move(number: string, status: TrackingStatus) {
    const parsed = parseIngestBatch(
      {
        events: [
          {
            number,
            id: `e${serial++}`,
            time: '2026-11-28T10:00:00+08:00',
            status,
            description: `${status} event`,
          },
        ],
      },
      NOW,
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    await ingestTracking(db(), parsed.batch, NOW, (trx, changes) =>
      queueStatusMails(trx, changes, NOW).then(() => undefined),
    );
  }

  /** Signs `email` in as a shipper would: a code mailed, then verified. */
  async function signIn(email: string) {
    const clientKey = `client-${serial++}`;
    await requestCode(db(), { email, locale: 'en', clientKey }, NOW, () => 123456);
    const verified = await verifyCode(
      db(),
      { email, code: '123456', locale: 'en', clientKey },
      NOW,
    );
    if (verified.kind !== 'verified') throw new Error('not signed in');
    const { token } = await createSession(
      db(),
      verified.accountId,
      'Mozilla/5.0 Firefox/140.0',
      NOW,
    );
    return (await sessionOf(db(), token, NOW))!;
  }

  const subscriptions = (number: string) =>
    db()
      .selectFrom('tracking_subscriptions')
      .select(['email', 'confirmed_at', 'notified_status'])
      .where('number', '=', number)
      .execute();

  it('lists the account’s parcels with their status, filters them, and toggles their mails', async () => {
    const first = await book(' Parcels@Example.com', 'PARC01');
    const second = await book('parcels@example.com', 'PARC02');
    const theirs = await book('someone.else@example.com', 'PARC03');
    await move(second.waybill, 'in_transit');
    const account = { email: 'parcels@example.com', locale: 'en' as const };

    const all = await accountParcels(db(), account.email);
    expect(all.map((p) => [p.waybill, p.status, p.mails]).sort()).toEqual(
      [
        [first.waybill, 'info_received', true],
        [second.waybill, 'in_transit', true],
      ].sort(),
    );
    expect((await accountParcels(db(), account.email, 'in_transit')).map((p) => p.waybill)).toEqual(
      [second.waybill],
    );
    expect(await accountParcels(db(), account.email, 'delivered')).toEqual([]);

    // Off: the booking's subscription (stored with the booking's own spelling) is deleted.
    expect(await setParcelMails(db(), account, second.waybill, false, NOW)).toBe('off');
    expect(await subscriptions(second.waybill)).toEqual([]);
    expect(
      (await accountParcels(db(), account.email)).find((p) => p.waybill === second.waybill)?.mails,
    ).toBe(false);
    // On again: confirmed at once, its mails from the parcel's status now.
    expect(await setParcelMails(db(), account, second.waybill, true, NOW)).toBe('on');
    expect(await subscriptions(second.waybill)).toEqual([
      {
        email: 'parcels@example.com',
        confirmed_at: NOW.toISOString(),
        notified_status: 'in_transit',
      },
    ]);
    expect(await setParcelMails(db(), account, second.waybill, true, NOW)).toBe('on');
    expect(await subscriptions(second.waybill)).toHaveLength(1);
    const statusMails = async () =>
      (
        await db()
          .selectFrom('mail_outbox')
          .select('id')
          .where('kind', '=', 'tracking-status')
          .execute()
      ).length;
    const before = await statusMails();
    await move(second.waybill, 'customs');
    expect(await statusMails()).toBe(before + 1);

    // A delivered parcel has nothing more to tell.
    await move(first.waybill, 'delivered');
    expect(await setParcelMails(db(), account, first.waybill, true, NOW)).toBe('ended');
    expect(await subscriptions(first.waybill)).toEqual([]);

    // Another address's parcel, by its number: refused, and its subscription untouched.
    expect(await setParcelMails(db(), account, theirs.waybill, false, NOW)).toBe('unknown');
    expect(await setParcelMails(db(), account, theirs.waybill, true, NOW)).toBe('unknown');
    expect(await subscriptions(theirs.waybill)).toHaveLength(1);
  });

  it('exports exactly the account’s records, and answers the download only with a session', async () => {
    const mine = await book('export@example.com', 'EXPO01', 'Wang Fang');
    await insertEnquiry(db(), {
      reference: 'EXPO02',
      quote: null,
      createdAt: NOW,
      status: 'new',
      email: 'Export@Example.com',
    });
    await book('export.other@example.com', 'EXPO03', 'Zhao Lei');
    const session = await signIn('export@example.com');

    const data = await accountExport(db(), session, NOW);
    expect(data.account).toMatchObject({ email: 'export@example.com', language: 'en' });
    expect(data.sessions).toEqual([
      { signedInAt: NOW.toISOString(), lastSeenAt: NOW.toISOString(), browser: expect.any(String) },
    ]);
    expect(data.quoteRequests.map((q) => q.reference).sort()).toEqual(['EXPO01', 'EXPO02']);
    expect(data.quoteRequests.find((q) => q.reference === 'EXPO01')).toMatchObject({
      name: 'Wang Fang',
      status: 'won',
      quote: { cartonCount: 3 },
    });
    expect(data.bookings.map((b) => b.waybill)).toEqual([mine.waybill]);
    expect(data.bookings[0]!.parcel?.events[0]?.status).toBe('info_received');
    expect(data.bookings[0]).not.toHaveProperty('link_hash');
    expect(data.trackingSubscriptions.map((s) => s.number)).toEqual([mine.waybill]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('EXPO03');
    expect(text).not.toContain('Zhao Lei');
    expect(text).not.toContain('export.other@');
    expect(text).not.toContain('token_hash');

    const download = await accountExportResponse(db(), session, NOW);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.json"/);
    expect(download.headers.get('cache-control')).toContain('no-store');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(JSON.parse(await download.text())).toMatchObject({
      account: { email: 'export@example.com' },
    });
    const signedOut = await accountExportResponse(db(), undefined, NOW);
    expect(signedOut.status).toBe(404);
    expect(await signedOut.text()).not.toContain('export@');
  });

  it('deletes the account: sessions and codes gone, quote requests erased, bookings kept without the customer', async () => {
    const kept = await book('Delete.Me@Example.com', 'DELE01', 'Chen Jing');
    await bookingLabelsPdf(
      db(),
      await db()
        .selectFrom('bookings')
        .selectAll()
        .where('reference', '=', kept.reference)
        .executeTakeFirstOrThrow(),
      'label',
      NOW,
    );
    await enqueueMail(
      db(),
      {
        kind: 'enquiry-sales',
        dedupeKey: salesMailKey('DELE01'),
        to: 'sales@bridgeway.example',
        replyTo: 'delete.me@example.com',
        subject: 'Quote request DELE01 from Chen Jing',
        text: 'Chen Jing, delete.me@example.com',
      },
      NOW,
    );
    const other = await book('keep.me@example.com', 'DELE02', 'Sun Li');
    const session = await signIn('delete.me@example.com');
    await createSession(db(), session.accountId, null, NOW);
    // Booked online too, to an address of its address book, with a quote saved.
    const account = { id: session.accountId, email: session.email };
    await saveQuote(db(), account.id, bookingQuote(NOW), NOW);
    const street = {
      name: 'Chen Jing Imports',
      street: '88 Harbour Rd',
      city: 'Dallas',
      postcode: '75201',
      country: 'US',
    };
    await addAddress(db(), account.id, { kind: 'address', ...street }, NOW);
    const online = await bookOffer(
      db(),
      {
        account,
        source: { query: BOOKING_SEARCH, offer: 'BW-EXP-US' },
        agreedFen: bookingQuote(NOW).totalFen,
        cartons: 3,
        destination: '75201',
        address: street,
        company: 'Chen Jing Trading',
        contact: 'Chen Jing',
        phone: '+86 138 1234 5678',
        locale: 'en',
        submission: 'delete-me-online',
        clientAddress: null,
      },
      NOW,
    );
    if (online.kind !== 'created') throw new Error(online.kind);

    expect(await deleteAccount(db(), session, '198.51.100.4', NOW)).toEqual({
      quoteRequests: 1,
      bookings: 2,
    });
    const kept2 = await db()
      .selectFrom('bookings')
      .selectAll()
      .where('reference', '=', online.reference)
      .executeTakeFirstOrThrow();
    expect(kept2).toMatchObject({ email: null, customer: '', contact: null, phone: null });

    const count = async (table: 'customer_accounts' | 'customer_sessions' | 'customer_codes') =>
      (await db().selectFrom(table).selectAll().execute()).filter(
        (row) =>
          JSON.stringify(row).includes(session.accountId) ||
          JSON.stringify(row).includes('delete.me@'),
      ).length;
    expect(await count('customer_accounts')).toBe(0);
    expect(await count('customer_sessions')).toBe(0);
    expect(await count('customer_codes')).toBe(0);
    expect(
      await db()
        .selectFrom('enquiries')
        .select('reference')
        .where('reference', '=', 'DELE01')
        .execute(),
    ).toEqual([]);
    const booking = await db()
      .selectFrom('bookings')
      .selectAll()
      .where('reference', '=', kept.reference)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ waybill: kept.waybill, email: null, customer: '', cartons: 3 });
    expect(
      await db()
        .selectFrom('booking_labels')
        .select('reference')
        .where('reference', '=', kept.reference)
        .execute(),
    ).toEqual([]);
    expect(await subscriptions(kept.waybill)).toEqual([]);

    // Nothing anywhere still names the customer, except the other shipper's records.
    const everything = JSON.stringify(
      await Promise.all(
        (
          [
            'mail_outbox',
            'bookings',
            'enquiries',
            'tracking_subscriptions',
            'staff_history',
            'audit_log',
            'rate_limit_hits',
            'saved_quotes',
            'customer_addresses',
          ] as const
        ).map((table) => db().selectFrom(table).selectAll().execute()),
      ),
    ).toLowerCase();
    expect(everything).not.toContain('delete.me@');
    expect(everything).not.toContain('chen jing');
    expect(everything).not.toContain('88 harbour');
    expect(everything).not.toContain('138 1234');
    expect(everything).toContain('keep.me@');
    expect(
      await db()
        .selectFrom('bookings')
        .select('email')
        .where('reference', '=', other.reference)
        .executeTakeFirst(),
    ).toEqual({ email: 'keep.me@example.com' });

    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'account.delete')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: `account:${session.accountId}`,
      actor_email: null,
      target_type: 'account',
      target_id: session.accountId,
      client_address: '198.51.100.4',
    });
    expect(JSON.parse(audit[0]!.details!)).toEqual({ quoteRequests: 1, bookings: 2 });
    // Its pages open nothing now.
    expect(await accountParcels(db(), 'delete.me@example.com')).toEqual([]);
  });
});
