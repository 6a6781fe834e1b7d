import { describe, expect, it } from 'vitest';
import { requestBookingLink, linkRequestSchema } from '@/lib/bookings/link-request';
import { bookingByLink, bookingLink, LINK_DAYS } from '@/lib/bookings/links';
import { resendBooking, revokeBookingLink } from '@/lib/bookings/store';
import { historyOf } from '@/lib/console/history';
import { listAudit } from '@/lib/staff/audit';
import { bookEnquiry, bookingQuote, insertEnquiry } from '../support/booking';
import { databaseSetups, useDatabase } from '../support/db';
import { deskActor as by } from '../support/actor';

const NOW = new Date('2026-11-27T02:00:00Z');
const LATER = new Date('2026-11-27T05:00:00Z');
const DAY = 86_400_000;
const secretOf = (link: string) => new URL(link).searchParams.get('k')!;

describe('the fresh-link form', () => {
  it('reads a waybill as typed and an address, and names what is wrong', () => {
    expect(
      linkRequestSchema.parse({ waybill: ' bw 1234-5678 ', email: ' Li@Example.COM ' }),
    ).toEqual({ waybill: 'BW12345678', email: 'li@example.com' });
    const bad = linkRequestSchema.safeParse({ waybill: 'BW123', email: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['waybill', 'waybillInvalid'],
      ['email', 'emailRequired'],
    ]);
  });
});

describe.each(databaseSetups())('booking page links ($name)', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;
  let made = 0;

  async function booked(email = 'li.wei@example.com') {
    const reference = `L1NK${'ABCDEFGHJK'[made]}${'23456789'[made % 8]}`;
    made++;
    await insertEnquiry(db(), { reference, quote: bookingQuote(NOW), createdAt: NOW, email });
    const outcome = await bookEnquiry(db(), reference, 1, by, NOW);
    return row(outcome.reference);
  }
  const row = (reference: string) =>
    db()
      .selectFrom('bookings')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
  const mails = (waybill: string) =>
    db()
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address', 'text_body'])
      .where('text_body', 'like', `%${waybill}%`)
      .orderBy('id')
      .execute();

  it('puts the secret in the query string and opens the page until LINK_DAYS after mailing', async () => {
    const booking = await booked();
    const link = bookingLink(booking);
    expect(link).toMatch(/\/booking\?k=[A-Za-z0-9_-]{43}$/);
    const secret = secretOf(link);
    expect((await bookingByLink(db(), secret, NOW))?.kind).toBe('open');
    const lastMoment = new Date(NOW.getTime() + LINK_DAYS * DAY - 1);
    expect((await bookingByLink(db(), secret, lastMoment))?.kind).toBe('open');
    const expired = new Date(NOW.getTime() + LINK_DAYS * DAY);
    expect((await bookingByLink(db(), secret, expired))?.kind).toBe('expired');
    expect(await bookingByLink(db(), 'x'.repeat(43), NOW)).toBeUndefined();
    expect(await bookingByLink(db(), '../etc', NOW)).toBeUndefined();
    // The confirmation says for how long the link opens the page.
    const [confirmation] = await mails(booking.waybill);
    expect(confirmation?.text_body).toContain(link);
    expect(confirmation?.text_body).toContain(`${LINK_DAYS} days`);
  });

  it('revokes the link (then it opens nothing) and re-sends with a new one', async () => {
    const booking = await booked();
    const secret = secretOf(bookingLink(booking));
    expect(await revokeBookingLink(db(), booking.reference, by, LATER)).toBe('changed');
    expect(await bookingByLink(db(), secret, LATER)).toBeUndefined();
    expect(await resendBooking(db(), booking.reference, by, LATER)).toBe('changed');
    const next = secretOf(bookingLink(await row(booking.reference)));
    expect(next).not.toBe(secret);
    expect((await bookingByLink(db(), next, LATER))?.booking.reference).toBe(booking.reference);
    expect(await bookingByLink(db(), secret, LATER)).toBeUndefined();
    const resent = (await mails(booking.waybill)).filter((m) => m.kind === 'booking-resent');
    expect(resent).toHaveLength(1);
    expect(resent[0]!.text_body).toContain(next);
    const audit = await listAudit(db(), {
      action: 'bookings.link',
      target: { id: booking.reference },
    });
    expect(audit).toHaveLength(2);
    const timeline = await historyOf(db(), { type: 'booking', id: booking.reference });
    expect(timeline.map((h) => h.kind)).toEqual(['booked', 'revoke', 'resend']);
  });

  it('re-sends a standing link with a new expiry, and replaces an expired one', async () => {
    const booking = await booked();
    const secret = secretOf(bookingLink(booking));
    const day80 = new Date(NOW.getTime() + 80 * DAY);
    expect(await resendBooking(db(), booking.reference, by, day80)).toBe('changed');
    expect(secretOf(bookingLink(await row(booking.reference)))).toBe(secret);
    const day100 = new Date(NOW.getTime() + 100 * DAY);
    expect((await bookingByLink(db(), secret, day100))?.kind).toBe('open');
    const day200 = new Date(NOW.getTime() + 200 * DAY);
    expect((await bookingByLink(db(), secret, day200))?.kind).toBe('expired');
    expect(await resendBooking(db(), booking.reference, by, day200)).toBe('changed');
    const fresh = secretOf(bookingLink(await row(booking.reference)));
    expect(fresh).not.toBe(secret);
    // The expired secret, which may have been seen elsewhere, never opens the page again.
    expect(await bookingByLink(db(), secret, day200)).toBeUndefined();
    expect((await bookingByLink(db(), fresh, day200))?.kind).toBe('open');
  });

  it('mails a fresh link only to the address the booking was made with, answering the same', async () => {
    const booking = await booked('Li.Wei@Example.com');
    const old = secretOf(bookingLink(booking));
    const expired = new Date(NOW.getTime() + 120 * DAY);
    const ask = (waybill: string, email: string, clientKey = 'client-a') =>
      requestBookingLink(db(), { waybill, email, clientKey }, expired);

    // Another address, or a waybill no booking has: the same answer, and nothing is sent.
    expect(await ask(booking.waybill, 'someone@example.com')).toEqual({ kind: 'requested' });
    expect(await ask('BW19999999', 'li.wei@example.com')).toEqual({ kind: 'requested' });
    expect((await mails(booking.waybill)).map((m) => m.kind)).toEqual(['booking-confirmed']);
    expect((await row(booking.reference)).link_version).toBe(1);

    // The booking's address, in another case and with spaces: a new link, mailed there.
    expect(await ask(booking.waybill, '  LI.WEI@example.COM ')).toEqual({ kind: 'requested' });
    const renewed = await row(booking.reference);
    const fresh = secretOf(bookingLink(renewed));
    expect(fresh).not.toBe(old);
    expect((await bookingByLink(db(), fresh, expired))?.kind).toBe('open');
    expect(await bookingByLink(db(), old, expired)).toBeUndefined();
    const sent = (await mails(booking.waybill)).filter((m) => m.kind === 'booking-resent');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to_address).toBe('Li.Wei@Example.com');
    expect(sent[0]!.text_body).toContain(fresh);
    const timeline = await historyOf(db(), { type: 'booking', id: booking.reference });
    expect(timeline.at(-1)).toMatchObject({ kind: 'link', actor: { id: null, name: null } });
  });

  it('sends a booking at most three fresh links a day, and limits each client', async () => {
    const booking = await booked();
    for (let i = 0; i < 5; i++)
      expect(
        await requestBookingLink(
          db(),
          { waybill: booking.waybill, email: 'li.wei@example.com', clientKey: `client-${i}` },
          LATER,
        ),
      ).toEqual({ kind: 'requested' });
    const sent = (await mails(booking.waybill)).filter((m) => m.kind === 'booking-resent');
    expect(sent).toHaveLength(3);

    const ask = () =>
      requestBookingLink(
        db(),
        { waybill: 'BW19999999', email: 'a@example.com', clientKey: 'busy-client' },
        LATER,
      );
    for (let i = 0; i < 5; i++) expect((await ask()).kind).toBe('requested');
    expect(await ask()).toMatchObject({ kind: 'rate-limited' });
  });
});
