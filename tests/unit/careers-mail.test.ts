import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@/lib/db';
import { storeApplication } from '@/lib/careers/store';
import { deliverPendingMail, mailConfig, MAX_MAIL_ATTEMPTS } from '@/lib/careers/mail';
import { pdfBytes } from '../careers-support';
import { startSmtp } from '../smtp-support';

describe('mail to HR', () => {
  let dir: string;
  let opened: Db;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  /** The mail settings of these tests: HR's inbox on the test SMTP server. */
  const mailTo = () => ({
    smtpUrl: smtp.url,
    inbox: 'hr@bridgeway.example',
    from: 'site@bridgeway.example',
  });
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bw-mail-'));
    opened = await openDatabase({ dialect: 'sqlite', file: join(dir, 'mail.sqlite') });
    await opened.ready;
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await opened.db.destroy();
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function store(name: string) {
    const outcome = await storeApplication(
      opened.db,
      opened.dialect,
      {
        application: {
          name,
          email: `${randomUUID()}@example.com`,
          phone: '+8613800138000',
          position: 'open',
          positionTitle: 'Open application',
          city: '上海',
          experience: '1-3',
          message: '你好',
          resume: { name: 'cv.pdf', size: 1, type: 'application/pdf' },
          consent: 'on',
        },
        resume: { bytes: new Uint8Array(pdfBytes(name)), format: 'pdf', name: '简历 cv.pdf' },
        locale: 'zh',
        submissionId: randomUUID(),
        clientKey: randomUUID(),
        mailEnabled: true,
      },
      new Date(),
    );
    if (outcome.kind !== 'stored') throw new Error('not stored');
    return outcome.reference;
  }
  const status = (id: string) =>
    opened.db
      .selectFrom('applications')
      .select(['mail_status', 'mail_attempts', 'mail_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('is configured by SMTP_URL and CAREERS_INBOX together', () => {
    expect(mailConfig({ SMTP_URL: 'smtp://x', CAREERS_INBOX: '' })).toBeNull();
    expect(mailConfig({ SMTP_URL: '', CAREERS_INBOX: 'hr@x' })).toBeNull();
    expect(mailConfig({ SMTP_URL: 'smtp://x', CAREERS_INBOX: 'hr@x' })).toMatchObject({
      smtpUrl: 'smtp://x',
      inbox: 'hr@x',
    });
  });

  it('delivers the application with the résumé attached', async () => {
    const id = await store('王芳');
    const config = mailTo();
    expect(await deliverPendingMail(opened.db, config)).toEqual({ sent: 1, failed: 0 });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['hr@bridgeway.example']);
    expect(mail.raw).toContain(id);
    expect(mail.raw).toMatch(/Content-Disposition: attachment/i);
    const pdf = attachmentByType(mail.raw, 'application/pdf');
    expect(pdf?.equals(pdfBytes('王芳'))).toBe(true);
    expect(await status(id)).toMatchObject({
      mail_status: 'sent',
      mail_attempts: 1,
      mail_error: null,
    });
    // Nothing is sent twice.
    expect(await deliverPendingMail(opened.db, config)).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps the application when the mail fails, retries, and gives up after the last try', async () => {
    const id = await store('Mail Outage');
    const config = mailTo();
    smtp.control.refuse = true;
    expect(await deliverPendingMail(opened.db, config)).toEqual({ sent: 0, failed: 1 });
    expect(await status(id)).toMatchObject({ mail_status: 'failed', mail_attempts: 1 });
    expect((await status(id)).mail_error).toMatch(/mailbox unavailable/);
    smtp.control.refuse = false;
    expect(await deliverPendingMail(opened.db, config)).toEqual({ sent: 1, failed: 0 });
    expect(await status(id)).toMatchObject({ mail_status: 'sent', mail_attempts: 2 });

    const down = await store('Server Down');
    const nowhere = { ...config, smtpUrl: 'smtp://127.0.0.1:9' };
    for (let i = 0; i < MAX_MAIL_ATTEMPTS; i++) await deliverPendingMail(opened.db, nowhere);
    expect(await status(down)).toMatchObject({
      mail_status: 'unsent',
      mail_attempts: MAX_MAIL_ATTEMPTS,
    });
    const row = await opened.db
      .selectFrom('application_files')
      .select('application_id')
      .where('application_id', '=', down)
      .executeTakeFirst();
    expect(row).toBeDefined();
  });
});

/** The decoded body of the base64 MIME part of a content type. */
function attachmentByType(raw: string, type: string): Buffer | null {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) return null;
  for (const part of raw.split(`--${boundary}`)) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    if (head.toLowerCase().includes(`content-type: ${type}`) && /base64/i.test(head))
      return Buffer.from(body.join('').replace(/\s+/g, ''), 'base64');
  }
  return null;
}
