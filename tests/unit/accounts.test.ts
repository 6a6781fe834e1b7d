import { describe, expect, it } from 'vitest';
import { requestCode, verifyCode, newCode, emailKey, purgeCodes } from '@/lib/accounts/codes';
import { accountBooking, accountBookings, accountQuotes } from '@/lib/accounts/records';
import { CODE_TRIES } from '@/lib/accounts/rules';
import {
  ABSOLUTE_DAYS,
  createSession,
  endSessions,
  IDLE_DAYS,
  purgeSessions,
  sessionOf,
  sessionsOf,
} from '@/lib/accounts/sessions';
import { bookEnquiry, bookingQuote, insertEnquiry } from '../support/booking';
import { databaseSetups, useDatabase } from '../support/db';
import { deskActor as by } from '../support/actor';

const NOW = new Date('2026-11-27T02:00:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('sign-in codes', () => {
  it('are six digits, leading zeros kept', () => {
    expect(newCode(() => 42)).toBe('000042');
    expect(newCode(() => 999_999)).toBe('999999');
    expect(emailKey('  Li.Wei@Example.COM ')).toBe('li.wei@example.com');
  });
});

describe.each(databaseSetups())('shipper accounts ($name)', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;
  let clients = 0;
  /** A client address of its own, so that one test's tries do not count toward another's. */
  const client = () => `client-${clients++}`;

  /** Asks for a code for `email` at `when`, with the code fixed to `code`. */
  async function mailCode(email: string, code: string, when = NOW, clientKey = client()) {
    const digits = Number(code);
    return requestCode(db(), { email, locale: 'zh', clientKey }, when, () => digits);
  }
  const verify = (email: string, code: string, when = NOW, clientKey = client()) =>
    verifyCode(db(), { email, code, locale: 'zh', clientKey }, when);
  const codeMails = (email: string) =>
    db()
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('kind', '=', 'account-code')
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();

  it('mails a code in the page language and stores only its hash', async () => {
    expect(await mailCode('Zhang.San@Example.com ', '123456')).toEqual({ kind: 'sent' });
    const [mail] = await codeMails('zhang.san@example.com');
    expect(mail?.text_body).toContain('123456');
    expect(mail?.text_body).toContain('验证码');
    expect(mail?.subject).not.toContain('123456');
    const stored = await db().selectFrom('customer_codes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain('123456');
  });

  it('signs in with the right code once, and makes the account at the first sign-in', async () => {
    await mailCode('once@example.com', '654321');
    const first = await verify(' ONCE@example.com', '654 321');
    expect(first.kind).toBe('verified');
    expect(await verify('once@example.com', '654321')).toEqual({
      kind: 'refused',
      reason: 'spent',
    });
    const accounts = await db()
      .selectFrom('customer_accounts')
      .selectAll()
      .where('email', '=', 'once@example.com')
      .execute();
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.locale).toBe('zh');
    // A second sign-in keeps the same account.
    await mailCode('once@example.com', '111111', at(MINUTE));
    const again = await verify('once@example.com', '111111', at(MINUTE));
    expect(again).toEqual(first);
  });

  it('refuses a code past its ten minutes, and only the newest code counts', async () => {
    await mailCode('late@example.com', '222222');
    expect(await verify('late@example.com', '222222', at(10 * MINUTE))).toEqual({
      kind: 'refused',
      reason: 'spent',
    });
    await mailCode('late@example.com', '333333', at(11 * MINUTE));
    await mailCode('late@example.com', '444444', at(12 * MINUTE));
    expect((await verify('late@example.com', '333333', at(12 * MINUTE))).kind).toBe('refused');
    expect((await verify('late@example.com', '444444', at(12 * MINUTE))).kind).toBe('verified');
  });

  it(`spends a code after ${CODE_TRIES} wrong tries, the right one included after`, async () => {
    await mailCode('tries@example.com', '555555');
    for (let i = 1; i < CODE_TRIES; i++)
      expect(await verify('tries@example.com', '000000')).toEqual({
        kind: 'refused',
        reason: 'wrong',
      });
    expect(await verify('tries@example.com', '000000')).toEqual({
      kind: 'refused',
      reason: 'spent',
    });
    expect(await verify('tries@example.com', '555555')).toEqual({
      kind: 'refused',
      reason: 'spent',
    });
  });

  it('answers the same for any address, and mails an address at most 5 codes an hour', async () => {
    // An address with records and one without get the same answer.
    await insertEnquiry(db(), {
      reference: 'ACC0NT',
      quote: bookingQuote(NOW),
      createdAt: NOW,
      email: 'known@example.com',
    });
    expect(await mailCode('known@example.com', '100000')).toEqual(
      await mailCode('nobody@example.com', '100000'),
    );
    for (let i = 0; i < 5; i++)
      expect((await mailCode('busy@example.com', '200000')).kind).toBe('sent');
    expect(await codeMails('busy@example.com')).toHaveLength(5);
    expect(await codeMails('busy@example.com')).toHaveLength(5);
    // Over the address's limit: the same answer, nothing sent.
    expect(await mailCode('busy@example.com', '200000')).toEqual({ kind: 'sent' });
    expect(await codeMails('busy@example.com')).toHaveLength(5);
  });

  it('limits each client address, in codes asked for and in codes tried', async () => {
    const key = client();
    for (let i = 0; i < 10; i++)
      expect((await mailCode(`c${i}@example.com`, '300000', NOW, key)).kind).toBe('sent');
    expect(await mailCode('c10@example.com', '300000', NOW, key)).toMatchObject({
      kind: 'rate-limited',
    });
    const tryKey = client();
    for (let i = 0; i < 30; i++)
      expect((await verify(`t${i}@example.com`, '000000', NOW, tryKey)).kind).toBe('refused');
    expect(await verify('t30@example.com', '000000', NOW, tryKey)).toMatchObject({
      kind: 'rate-limited',
    });
  });

  it('purges codes an hour past their expiry', async () => {
    await mailCode('purge@example.com', '777777');
    expect(await purgeCodes(db(), at(69 * MINUTE))).toBe(0);
    expect(await purgeCodes(db(), at(71 * MINUTE))).toBeGreaterThanOrEqual(1);
  });

  async function signedIn(email: string, when = NOW) {
    await mailCode(email, '888888', when);
    const outcome = await verify(email, '888888', when);
    if (outcome.kind !== 'verified') throw new Error(outcome.kind);
    return {
      accountId: outcome.accountId,
      ...(await createSession(db(), outcome.accountId, 'Mozilla/5.0 Firefox/140.0', when)),
    };
  }

  it(`keeps a session ${IDLE_DAYS} days after its last visit, ${ABSOLUTE_DAYS} days at most`, async () => {
    const { token } = await signedIn('slide@example.com');
    // Visited every 20 days: still signed in at day 80, never past day 90.
    for (const day of [20, 40, 60, 80])
      expect((await sessionOf(db(), token, at(day * DAY)))?.email).toBe('slide@example.com');
    expect(await sessionOf(db(), token, at(ABSOLUTE_DAYS * DAY))).toBeUndefined();
    // Ended sessions are deleted.
    expect(await sessionOf(db(), token, at(DAY))).toBeUndefined();

    const idle = await signedIn('idle@example.com');
    expect((await sessionOf(db(), idle.token, at((IDLE_DAYS - 1) * DAY)))?.email).toBe(
      'idle@example.com',
    );
    expect(await sessionOf(db(), idle.token, at((2 * IDLE_DAYS - 1) * DAY + 1))).toBeUndefined();
    expect(await sessionOf(db(), 'x'.repeat(43), NOW)).toBeUndefined();
    expect(await sessionOf(db(), 'short', NOW)).toBeUndefined();
  });

  it('signs out one browser, or every browser of the account', async () => {
    const a = await signedIn('everywhere@example.com');
    const b = await signedIn('everywhere@example.com', at(MINUTE));
    const other = await signedIn('someone@example.com');
    expect(await sessionsOf(db(), a.accountId, at(2 * MINUTE))).toHaveLength(2);
    const session = (await sessionOf(db(), a.token, at(2 * MINUTE)))!;
    expect(await endSessions(db(), session, false)).toBe(1);
    expect(await sessionOf(db(), a.token, at(2 * MINUTE))).toBeUndefined();
    expect(await sessionOf(db(), b.token, at(2 * MINUTE))).toBeDefined();
    const second = (await sessionOf(db(), b.token, at(2 * MINUTE)))!;
    const c = await signedIn('everywhere@example.com', at(3 * MINUTE));
    expect(await endSessions(db(), second, true)).toBe(2);
    expect(await sessionOf(db(), c.token, at(4 * MINUTE))).toBeUndefined();
    expect(await sessionOf(db(), other.token, at(4 * MINUTE))).toBeDefined();
    expect(await purgeSessions(db(), at(ABSOLUTE_DAYS * DAY))).toBeGreaterThanOrEqual(1);
  });

  it('shows an account only the records sent with its address, whatever the case', async () => {
    await insertEnquiry(db(), {
      reference: 'M1NE2A',
      quote: bookingQuote(NOW),
      createdAt: NOW,
      status: 'won',
      email: ' Owner@Example.com',
    });
    await insertEnquiry(db(), {
      reference: 'TH31R2',
      quote: bookingQuote(NOW),
      createdAt: NOW,
      status: 'won',
      email: 'other@example.com',
    });
    const mine = await bookEnquiry(db(), 'M1NE2A', 3, by, NOW);
    const theirs = await bookEnquiry(db(), 'TH31R2', 3, by, NOW);
    const quotes = await accountQuotes(db(), 'owner@example.com');
    expect(quotes.map((q) => q.reference)).toEqual(['M1NE2A']);
    expect(quotes[0]!.quote.cartonCount).toBe(3);
    const bookings = await accountBookings(db(), 'owner@example.com');
    expect(bookings.map((b) => [b.reference, b.waybill, b.status])).toEqual([
      [mine.reference, mine.waybill, 'info_received'],
    ]);
    expect((await accountBooking(db(), 'owner@example.com', mine.reference))?.waybill).toBe(
      mine.waybill,
    );
    // Another address's booking, asked for by its reference: nothing.
    expect(await accountBooking(db(), 'owner@example.com', theirs.reference)).toBeUndefined();
  });
});
