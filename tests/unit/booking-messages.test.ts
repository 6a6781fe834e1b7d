import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { MessageBody } from '@/components/bookings/conversation-thread';
import { accountExport } from '@/lib/accounts/data';
import { accountBooking } from '@/lib/accounts/records';
import { MESSAGE_MAX, messageParts, messageText } from '@/lib/bookings/message-text';
import {
  answerBookingMessage,
  conversationOf,
  MESSAGE_LIMIT,
  messagesToAnswer,
  postShipperMessage,
} from '@/lib/bookings/messages';
import { findBooking, type Booking } from '@/lib/bookings/find';
import { cancelBooking } from '@/lib/bookings/store';
import type { Db } from '@/lib/db';
import { deliverDueMail } from '@/lib/mail/outbox';
import { MAIL_KIND_READERS } from '@/lib/mail/readers';
import { openDatabase } from '@/lib/db';
import { listAudit } from '@/lib/staff/audit';
import { bookEnquiry, bookingQuote, insertEnquiry } from '../support/booking';
import { databaseSetups, insertStaff, useDatabase, useSmtp } from '../support/db';
import { readMail } from '../support/smtp';

const FROM = 'BridgeWay <no-reply@bridgeway.example>';
const NOW = new Date('2026-11-27T02:00:00Z');
const SALES_INBOX = 'sales@bridgeway.example';
const desk = {
  staff: { id: 'u-ops', email: 'ops@bridgeway.example', name: 'Olga' },
  clientAddress: '203.0.113.8',
};

describe('a message as sent', () => {
  const problem = (raw: string) => {
    const parsed = messageText.safeParse(raw);
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };

  it('is plain text of 1 to 4,000 characters, a line break counted once, trimmed', () => {
    expect(problem('')).toBe('required');
    expect(problem(' \n\t ')).toBe('required');
    expect(problem('x'.repeat(MESSAGE_MAX))).toBeNull();
    expect(problem('x'.repeat(MESSAGE_MAX + 1))).toBe('tooLong');
    // 2,000 lines of one letter: 4,000 characters as the textarea counts them, 5,999 as posted.
    expect(problem(Array.from({ length: 2000 }, () => 'a').join('\r\n') + '\r\n')).toBeNull();
    expect(messageText.parse('  Hello\r\nthere\r\n')).toBe('Hello\nthere');
  });

  it('refuses control characters, the separators and the bidirectional overrides', () => {
    for (const bad of ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u2028', '\u202e'])
      expect(problem(`a${bad}b`), JSON.stringify(bad)).toBe('control');
    expect(problem('tab\tand\nline')).toBeNull();
    expect(problem('中文消息，请尽快回复。')).toBeNull();
  });

  it('makes http and https addresses links, without the sentence’s punctuation', () => {
    expect(messageParts('See https://example.com/a?b=1&c=2. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        href: 'https://example.com/a?b=1&c=2',
        text: 'https://example.com/a?b=1&c=2',
      },
      { kind: 'text', text: '. Thanks' },
    ]);
    expect(messageParts('见 http://example.cn/a1。谢谢')).toEqual([
      { kind: 'text', text: '见 ' },
      { kind: 'link', href: 'http://example.cn/a1', text: 'http://example.cn/a1' },
      { kind: 'text', text: '。谢谢' },
    ]);
    expect(messageParts('(https://example.com/x), then')[1]).toMatchObject({
      text: 'https://example.com/x',
    });
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.com',
      'www.example.com',
    ])
      expect(messageParts(text)).toEqual([{ kind: 'text', text }]);
  });

  it('is drawn as text, its links as elements of our own with rel and only http(s)', () => {
    const html = renderToStaticMarkup(
      MessageBody({
        text: '<b>bold</b> <a href="javascript:x">y</a> https://example.com/"onmouseover=x javascript:alert(1)',
      }),
    );
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).not.toMatch(/href="javascript/);
    expect(html).toContain(
      '<a href="https://example.com/" rel="noopener noreferrer nofollow" target="_blank"',
    );
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('has both mail kinds read by the bookings desk', () => {
    expect(MAIL_KIND_READERS['booking-message']).toBe('bookings.view');
    expect(MAIL_KIND_READERS['booking-answer']).toBe('bookings.view');
  });
});

describe.each(databaseSetups())('a booking’s conversation ($name)', (setup) => {
  const database = useDatabase(setup);
  const { smtp, transport } = useSmtp();
  const db = () => database.db().db;
  let booking: Booking;
  let unassigned: Booking;
  const account = { id: 'acc-1' };
  let submission = 0;

  const post = (
    on: Booking,
    text: string,
    id = `sub-${++submission}-xxxxxxxx`,
    inbox: string | null = SALES_INBOX,
  ) =>
    postShipperMessage(
      database.db(),
      {
        booking: on,
        account,
        text,
        submissionId: id,
        clientAddress: '198.51.100.7',
        salesInbox: inbox,
      },
      NOW,
    );
  const mails = (kind: string) =>
    db()
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body', 'dedupe_key'])
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    await insertStaff(
      database.db(),
      { id: 'u-sales', email: 'sam@bridgeway.example', role: 'sales' },
      NOW,
    );
    await insertStaff(
      database.db(),
      { id: 'u-gone', email: 'gone@bridgeway.example', role: 'sales', disabled: true },
      NOW,
    );
    // The shipper's account says Chinese; the booking was made in English.
    await db()
      .insertInto('customer_accounts')
      .values({
        id: account.id,
        email: 'owner@example.com',
        locale: 'zh',
        created_at: NOW.toISOString(),
        signed_in_at: NOW.toISOString(),
      })
      .execute();
    const make = async (reference: string, assignee: string | null) => {
      await insertEnquiry(db(), {
        reference,
        quote: bookingQuote(NOW),
        email: ' Owner@Example.com ',
      });
      await db()
        .updateTable('enquiries')
        .set({ assignee_id: assignee })
        .where('reference', '=', reference)
        .execute();
      const made = await bookEnquiry(db(), reference, 3, desk, NOW);
      return (await findBooking(db(), made.reference))!;
    };
    booking = await make('MSG001', 'u-sales');
    unassigned = await make('MSG002', 'u-gone');
    await db().deleteFrom('mail_outbox').execute();
  });

  it('is the account’s own: another address finds no booking to write on', async () => {
    expect(await accountBooking(db(), 'owner@example.com', booking.reference)).toBeDefined();
    expect(await accountBooking(db(), 'someone@example.com', booking.reference)).toBeUndefined();
  });

  it('mails a shipper’s message to the enquiry’s assignee, once per submission, audited', async () => {
    const text = 'Can you collect on Friday? Details: https://example.com/plan';
    const first = await post(booking, text, 'same-submission-1');
    const again = await post(booking, text, 'same-submission-1');
    expect(first).toMatchObject({ kind: 'stored', duplicate: false });
    expect(again).toEqual({ ...first, duplicate: true });
    expect((await conversationOf(db(), booking.reference)).map((m) => m.body)).toEqual([text]);
    const [mail, ...more] = await mails('booking-message');
    expect(more).toHaveLength(0);
    expect(mail!.to_address).toBe('sam@bridgeway.example');
    expect(mail!.subject).toBe(
      `Booking ${booking.reference} (${booking.waybill}): a new message from the shipper`,
    );
    expect(mail!.text_body).toContain(`> ${text}`);
    expect(mail!.text_body).toContain(`/console/bookings/${booking.reference}`);
    const [entry] = await listAudit(db(), { action: 'bookings.message' });
    expect(entry).toMatchObject({
      actor_id: `account:${account.id}`,
      actor_email: null,
      target_id: booking.reference,
    });
    expect(entry!.details).not.toContain('Friday');
  });

  it('goes to the sales inbox without an assignee who may open bookings, else only to the list', async () => {
    await post(unassigned, 'Hello?');
    await post(unassigned, 'Anyone?', undefined, null);
    const sent = (await mails('booking-message')).filter((m) =>
      m.dedupe_key!.includes(unassigned.reference),
    );
    expect(sent.map((m) => m.to_address)).toEqual([SALES_INBOX]);
    expect((await conversationOf(db(), unassigned.reference)).map((m) => m.body)).toEqual([
      'Hello?',
      'Anyone?',
    ]);
  });

  it('lists each message to answer until the desk answers, the count matching the list', async () => {
    const waiting = await messagesToAnswer(db());
    expect(waiting.count).toBe(3);
    expect(waiting.messages.map((m) => m.reference)).toEqual([
      booking.reference,
      unassigned.reference,
      unassigned.reference,
    ]);
    expect(waiting.messages[0]!.excerpt).toBe(
      'Can you collect on Friday? Details: https://example.com/plan',
    );
    const firstOnly = await messagesToAnswer(db(), 1);
    expect(firstOnly.count).toBe(3);
    expect(firstOnly.messages).toHaveLength(1);

    expect(
      await answerBookingMessage(
        db(),
        {
          reference: unassigned.reference,
          text: 'Yes, we are here.',
          submissionId: 'answer-1-xxxx',
        },
        desk,
        NOW,
      ),
    ).toBe('sent');
    const after = await messagesToAnswer(db());
    expect(after.count).toBe(1);
    expect(after.messages.map((m) => m.reference)).toEqual([booking.reference]);
  });

  it('mails an answer to the shipper in their account’s language, without its text, once', async () => {
    const secret = 'Pickup confirmed for Friday 10:00, gate 3';
    const answer = () =>
      answerBookingMessage(
        db(),
        { reference: booking.reference, text: secret, submissionId: 'answer-2-xxxx' },
        desk,
        NOW,
      );
    expect(await answer()).toBe('sent');
    expect(await answer()).toBe('duplicate');
    const sent = (await mails('booking-answer')).filter((m) =>
      m.dedupe_key!.includes(booking.reference),
    );
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to_address).toBe('Owner@Example.com');
    expect(mail!.subject).toBe(`您的订单 ${booking.reference} 有新回复`);
    expect(mail!.subject).not.toContain('Friday');
    expect(mail!.text_body).not.toContain('Friday');
    expect(mail!.text_body).toContain(`/zh/account/bookings/${booking.reference}#messages`);
    const thread = await conversationOf(db(), booking.reference);
    expect(thread.at(-1)).toMatchObject({ author: 'staff', staffName: 'Olga', body: secret });
    const entries = await listAudit(db(), {
      action: 'bookings.message',
      actorEmail: desk.staff.email,
    });
    expect(entries.length).toBe(2);
    expect(entries.every((e) => !String(e.details).includes('Friday'))).toBe(true);
    expect((await messagesToAnswer(db())).count).toBe(0);
  });

  it('is in the account’s download, the staff unnamed', async () => {
    const data = await accountExport(
      db(),
      { accountId: account.id, email: 'owner@example.com' },
      NOW,
    );
    const mine = data.bookings.find((b) => b.reference === booking.reference)!;
    expect(mine.messages.map((m) => m.author)).toEqual(['shipper', 'staff']);
    expect(JSON.stringify(mine.messages)).not.toContain('Olga');
  });

  it('takes messages on a cancelled booking', async () => {
    expect(await cancelBooking(db(), unassigned.reference, desk, NOW)).toBe('changed');
    const cancelled = (await findBooking(db(), unassigned.reference))!;
    expect(await post(cancelled, 'Why was it cancelled?')).toMatchObject({ kind: 'stored' });
    expect((await messagesToAnswer(db())).messages.map((m) => m.reference)).toEqual([
      unassigned.reference,
    ]);
  });

  it(`takes ${MESSAGE_LIMIT.max} messages an hour from an account, then asks to wait`, async () => {
    const { count } = await db()
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('bucket', '=', MESSAGE_LIMIT.bucket)
      .executeTakeFirstOrThrow();
    for (let n = Number(count); n < MESSAGE_LIMIT.max; n++)
      expect(await post(booking, `Message ${n}`)).toMatchObject({ kind: 'stored' });
    expect(await post(booking, 'One too many')).toMatchObject({ kind: 'rate-limited' });
    expect((await conversationOf(db(), booking.reference)).map((m) => m.body)).not.toContain(
      'One too many',
    );
  });

  it('is mailed once when two workers run the outbox at once', async () => {
    const queued = await db()
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(Number(queued.count)).toBeGreaterThan(10);
    const second: Db = await openDatabase(database.config());
    await second.ready;
    try {
      const drain = async (on: Db['db']) => {
        let sent = 0;
        for (;;) {
          const run = await deliverDueMail(on, transport(), FROM, NOW, 3);
          sent += run.sent;
          if (run.sent + run.retried + run.failed === 0) return sent;
        }
      };
      const [a, b] = await Promise.all([drain(db()), drain(second.db)]);
      expect(a + b).toBe(Number(queued.count));
    } finally {
      await second.db.destroy();
    }
    const ids = smtp().received.map((m) => readMail(m.raw).headers['message-id']);
    expect(ids).toHaveLength(Number(queued.count));
    expect(new Set(ids).size).toBe(ids.length);
    const answers = smtp().received.filter((m) =>
      m.to.some((to) => /owner@example\.com/i.test(to)),
    );
    expect(answers.length).toBe(2);
  }, 60_000);
});
