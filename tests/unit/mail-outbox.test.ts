import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTransport, type Transporter } from 'nodemailer';
import { openDatabase, type Db } from '@/lib/db';
import { readEnv } from '@/config/env';
import { DEFAULT_MAIL_TIMING, mailTiming, smtpConfig } from '@/lib/mail/config';
import { MIN_CLAIM_MS } from '@/config/mail';
import {
  deliverDueMail,
  enqueueMail,
  MAX_MAIL_ATTEMPTS,
  purgeMail,
  retryDelayMs,
  SENT_KEEP_DAYS,
  type OutgoingMail,
} from '@/lib/mail/outbox';
import { databaseSetups, useDatabase, useSmtp } from '../support/db';
import { readMail } from '../support/smtp';

const FROM = 'BridgeWay <no-reply@bridgeway.example>';

const mail = (n: number, over: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'test',
  dedupeKey: `test:${n}`,
  to: `person${n}@example.com`,
  subject: `Mail ${n} – 您的包裹`,
  text: `Body ${n}\n中文内容`,
  headers: { 'List-Unsubscribe': `<https://bridgeway.example/u/${n}>` },
  ...over,
});

describe('mail settings', () => {
  it('SMTP_URL turns mail on; MAIL_FROM or the default is the sender', () => {
    expect(smtpConfig(readEnv({ SMTP_URL: ' ' }))).toBeNull();
    expect(smtpConfig(readEnv({ SMTP_URL: 'smtp://x', MAIL_FROM: 'a@b.example' }))).toEqual({
      smtpUrl: 'smtp://x',
      from: 'a@b.example',
    });
    expect(smtpConfig(readEnv({ SMTP_URL: 'smtp://x' }), 'd@e.example')?.from).toBe('d@e.example');
    expect(() => readEnv({ SMTP_URL: 'mail.example.com' })).toThrow('SMTP_URL must be an smtp');
    expect(() => readEnv({ MAIL_FROM: 'Us <a@b.example>\r\nBcc: c@d.example' })).toThrow(
      'MAIL_FROM must be',
    );
  });

  it('MAIL_CLAIM_MS and MAIL_POLL_MS set the timing, within bounds, or stop with the name', () => {
    const timing = (settings: Record<string, string>) => mailTiming(readEnv(settings));
    expect(timing({})).toEqual({ claimMs: 600_000, pollMs: 30_000 });
    expect(DEFAULT_MAIL_TIMING).toEqual({ claimMs: 600_000, pollMs: 30_000 });
    expect(timing({ MAIL_CLAIM_MS: ' 90000 ', MAIL_POLL_MS: '500' })).toEqual({
      claimMs: 90_000,
      pollMs: 500,
    });
    // A claim must outlast the longest try the transport's timeouts allow.
    expect(MIN_CLAIM_MS).toBe(90_000);
    expect(() => timing({ MAIL_CLAIM_MS: '89999' })).toThrow(
      'MAIL_CLAIM_MS must be at least 90000',
    );
    expect(() => timing({ MAIL_POLL_MS: 'soon' })).toThrow('MAIL_POLL_MS must be a whole');
    expect(() => timing({ MAIL_POLL_MS: '99' })).toThrow('MAIL_POLL_MS must be at least 100');
    expect(() => timing({ MAIL_CLAIM_MS: '100000.5' })).toThrow('MAIL_CLAIM_MS');
  });

  it('waits twice as long after each failure, up to an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(3600_000);
  });
});

for (const setup of databaseSetups()) {
  describe(`the mail outbox in ${setup.name}`, () => {
    const database = useDatabase(setup);
    const { smtp, transport } = useSmtp();
    let opened: Db;
    beforeAll(() => {
      opened = database.db();
    });
    beforeEach(async () => {
      await opened.db.deleteFrom('mail_outbox').execute();
    });
    const rows = () => opened.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    const queue = (m: OutgoingMail, now = new Date()) =>
      opened.db.transaction().execute((trx) => enqueueMail(trx, m, now));

    it('queues a mail once per dedupe key, and nothing when the transaction rolls back', async () => {
      expect(await queue(mail(1))).toBe(true);
      expect(await queue(mail(1, { subject: 'again' }))).toBe(false);
      await expect(
        opened.db.transaction().execute(async (trx) => {
          await enqueueMail(trx, mail(2), new Date());
          throw new Error('the record failed');
        }),
      ).rejects.toThrow('the record failed');
      const stored = await rows();
      expect(stored.map((r) => [r.dedupe_key, r.subject, r.status])).toEqual([
        ['test:1', 'Mail 1 – 您的包裹', 'pending'],
      ]);
    });

    it('sends due mail with its headers, then forgets the address and text', async () => {
      await queue(mail(1));
      await queue(mail(2, { dedupeKey: undefined }));
      const run = await deliverDueMail(opened.db, transport(), FROM, new Date());
      expect(run).toEqual({ sent: 2, retried: 0, failed: 0 });
      expect(smtp().received.map((m) => m.to)).toEqual([
        ['person1@example.com'],
        ['person2@example.com'],
      ]);
      const raw = smtp().received[0]!.raw;
      expect(raw).toContain('List-Unsubscribe: <https://bridgeway.example/u/1>');
      expect(raw).toMatch(/Message-ID: <outbox-\d+-\d+@bridgeway\.mail>/);
      const read = readMail(raw);
      expect(read.headers.subject).toBe('Mail 1 – 您的包裹');
      expect(read.headers.from).toBe(FROM);
      expect(read.text.trim()).toBe('Body 1\n中文内容');
      const stored = await rows();
      expect(stored.map((r) => [r.status, r.to_address, r.text_body, r.attempts])).toEqual([
        ['sent', '', '', 1],
        ['sent', '', '', 1],
      ]);
      // Nothing is due any more.
      expect(await deliverDueMail(opened.db, transport(), FROM, new Date())).toEqual({
        sent: 0,
        retried: 0,
        failed: 0,
      });
      expect(smtp().received).toHaveLength(2);
    });

    it('does not send a mail before its time', async () => {
      const now = new Date();
      await queue(mail(1), new Date(now.getTime() + 60_000));
      expect((await deliverDueMail(opened.db, transport(), FROM, now)).sent).toBe(0);
      expect(smtp().received).toHaveLength(0);
    });

    it('SMTP down then back: retried with backoff and delivered once', async () => {
      const start = new Date();
      await queue(mail(1), start);
      smtp().control.refuse = true;
      expect(await deliverDueMail(opened.db, transport(), FROM, start)).toMatchObject({
        retried: 1,
      });
      let [row] = await rows();
      expect(row).toMatchObject({ status: 'pending', attempts: 1, claimed_until: null });
      expect(row!.last_error).toContain('mailbox unavailable');
      expect(row!.next_attempt_at).toBe(new Date(start.getTime() + retryDelayMs(1)).toISOString());
      // Not due again until the backoff is over, even with the server back.
      smtp().control.refuse = false;
      expect((await deliverDueMail(opened.db, transport(), FROM, start)).sent).toBe(0);
      const later = new Date(start.getTime() + retryDelayMs(1));
      expect((await deliverDueMail(opened.db, transport(), FROM, later)).sent).toBe(1);
      expect(smtp().received.map((m) => m.to)).toEqual([['person1@example.com']]);
      [row] = await rows();
      expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    });

    it(`gives up after ${MAX_MAIL_ATTEMPTS} tries`, async () => {
      let now = new Date();
      await queue(mail(1), now);
      smtp().control.refuse = true;
      for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
        const run = await deliverDueMail(opened.db, transport(), FROM, now);
        expect(run).toEqual(
          attempt < MAX_MAIL_ATTEMPTS
            ? { sent: 0, retried: 1, failed: 0 }
            : { sent: 0, retried: 0, failed: 1 },
        );
        now = new Date(now.getTime() + retryDelayMs(attempt));
      }
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
      smtp().control.refuse = false;
      expect((await deliverDueMail(opened.db, transport(), FROM, now)).sent).toBe(0);
    });

    it('a worker that died after claiming: the claim runs out and the mail is sent', async () => {
      const now = new Date();
      await queue(mail(1), now);
      // A worker claims it and dies before sending (its transport never answers).
      const dead = { sendMail: () => new Promise<never>(() => {}) };
      // Its claim is MAIL_CLAIM_MS's shortest, as the failover test sets it.
      void deliverDueMail(opened.db, dead, FROM, now, 20, { claimMs: MIN_CLAIM_MS });
      await expect.poll(async () => (await rows())[0]?.status).toBe('sending');
      // Another worker leaves it alone while the claim holds…
      const before = new Date(now.getTime() + MIN_CLAIM_MS - 1);
      expect((await deliverDueMail(opened.db, transport(), FROM, before)).sent).toBe(0);
      // …and sends it once the claim has run out.
      const after = new Date(now.getTime() + MIN_CLAIM_MS + 1);
      expect((await deliverDueMail(opened.db, transport(), FROM, after)).sent).toBe(1);
      expect(smtp().received).toHaveLength(1);
      expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
    });

    it('two workers in parallel send each mail once', async () => {
      const count = 30;
      const now = new Date();
      await opened.db.transaction().execute(async (trx) => {
        for (let n = 1; n <= count; n++) await enqueueMail(trx, mail(n), now);
      });
      const second = await openDatabase(database.config());
      await second.ready;
      const otherTransport = createTransport({ url: smtp().url });
      try {
        const drain = async (db: Db['db'], t: Transporter) => {
          let sent = 0;
          for (;;) {
            const run = await deliverDueMail(db, t, FROM, now, 5);
            sent += run.sent;
            if (run.sent + run.retried + run.failed === 0) return sent;
          }
        };
        const [a, b] = await Promise.all([
          drain(opened.db, transport()),
          drain(second.db, otherTransport),
        ]);
        expect(a + b).toBe(count);
      } finally {
        otherTransport.close();
        await second.db.destroy();
      }
      const recipients = smtp()
        .received.flatMap((m) => m.to)
        .sort();
      expect(recipients).toHaveLength(count);
      expect(new Set(recipients).size).toBe(count);
      expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    }, 60_000);

    it(`deletes sent mails after ${SENT_KEEP_DAYS} days`, async () => {
      const now = new Date();
      await queue(mail(1), now);
      await queue(mail(2), now);
      await deliverDueMail(opened.db, transport(), FROM, now, 1);
      expect(await purgeMail(opened.db, now)).toBe(0);
      const later = new Date(now.getTime() + (SENT_KEEP_DAYS + 1) * 86_400_000);
      expect(await purgeMail(opened.db, later)).toBe(1);
      expect((await rows()).map((r) => r.dedupe_key)).toEqual(['test:2']);
    });
  });
}
