import { beforeAll, describe, expect, it } from 'vitest';
import { OperationNodeTransformer, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { readEnv } from '@/config/env';
import { siteConfig } from '@/config/site';
import type { Db } from '@/lib/db';
import { storeApplication } from '@/lib/careers/store';
import {
  applicationMailStatus,
  careersAttachments,
  careersInbox,
  requeueFailedApplicationMail,
} from '@/lib/careers/mail';
import { deliverDueMail, MAX_MAIL_ATTEMPTS, retryDelayMs } from '@/lib/mail/outbox';
import { testApplication } from '../support/application';
import { pdfBytes } from '../support/resume-bytes';
import { databaseSetups, useDatabase, useSmtp } from '../support/db';
import { readMail } from '../support/smtp';

const INBOX = 'hr@bridgeway.example';
const FROM = 'site@bridgeway.example';

/** Makes every insert into the mail outbox fail, as a full disk at the last statement would. */
const failOutbox: KyselyPlugin = {
  transformQuery({ node }) {
    if (node.kind === 'InsertQueryNode' && JSON.stringify(node.into).includes('mail_outbox'))
      throw new Error('simulated failure queueing the mail');
    return new (class extends OperationNodeTransformer {})().transformNode(
      node,
    ) as RootOperationNode;
  },
  async transformResult({ result }) {
    return result;
  },
};

it('CAREERS_INBOX turns the HR mail on', () => {
  expect(careersInbox(readEnv({ CAREERS_INBOX: ' ' }))).toBeNull();
  expect(careersInbox(readEnv({}))).toBeNull();
  expect(careersInbox(readEnv({ CAREERS_INBOX: ' hr@x.example ' }))).toBe('hr@x.example');
  expect(() => readEnv({ CAREERS_INBOX: 'hr' })).toThrow('CAREERS_INBOX must be an email address');
});

for (const setup of databaseSetups()) {
  describe(`mail to HR through the outbox in ${setup.name}`, () => {
    const database = useDatabase(setup);
    const { smtp, transport } = useSmtp();
    let opened: Db;
    beforeAll(() => {
      opened = database.db();
    });

    async function store(name: string, mailTo: string | null = INBOX, db = opened.db) {
      const outcome = await storeApplication(
        { ...opened, db },
        testApplication(
          { name, position: 'open', positionTitle: 'Open application', message: '你好' },
          // The résumé says whose it is: the mail's attachment is checked against it.
          {
            mailTo,
            resume: { bytes: new Uint8Array(pdfBytes(name)), format: 'pdf', name: '简历 cv.pdf' },
          },
        ),
        new Date(),
      );
      if (outcome.kind !== 'stored') throw new Error('not stored');
      return outcome.reference;
    }
    const deliver = (now = new Date()) =>
      deliverDueMail(opened.db, transport(), FROM, now, 20, { attachments: careersAttachments });
    const outbox = (reference: string) =>
      opened.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('dedupe_key', '=', `application:${reference}`)
        .executeTakeFirst();

    it('queues the mail with the application and sends it with the résumé attached', async () => {
      const id = await store('王芳');
      expect(await outbox(id)).toMatchObject({
        kind: 'careers-application',
        status: 'pending',
        to_address: INBOX,
        attachments: JSON.stringify([{ kind: 'resume', id }]),
      });
      expect(await deliver()).toEqual({ sent: 1, retried: 0, failed: 0 });
      const mail = smtp().received.at(-1)!;
      expect(mail.to).toEqual([INBOX]);
      const head = readMail(mail.raw).headers;
      expect(head.subject).toBe(`[Application ${id}] Open application: 王芳`);
      expect(head['reply-to']).toMatch(/@example\.com$/);
      expect(mail.raw).toContain(id);
      // The application's page in the console, where HR works on it.
      expect(textPart(mail.raw)).toContain(
        `in the console: ${siteConfig.appUrl}/console/applications/${id}\n`,
      );
      expect(mail.raw).toMatch(/Content-Disposition: attachment/i);
      expect(attachmentByType(mail.raw, 'application/pdf')?.equals(pdfBytes('王芳'))).toBe(true);
      expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 1, attachments: null });
      expect((await applicationMailStatus(opened.db, [id, 'BW-NONE'])).get(id)).toBe('sent');
      // Nothing is sent twice.
      expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(smtp().received).toHaveLength(1);
    });

    it('queues nothing without CAREERS_INBOX, and stores nothing when the queueing fails', async () => {
      const id = await store('No Inbox', null);
      expect(await outbox(id)).toBeUndefined();
      const failing = opened.db.withPlugin(failOutbox);
      const before = await opened.db.selectFrom('applications').select('id').execute();
      await expect(store('Half Written', INBOX, failing)).rejects.toThrow('simulated failure');
      expect(await opened.db.selectFrom('applications').select('id').execute()).toEqual(before);
    });

    it('keeps the application when SMTP fails, retries, and an operator can queue it again', async () => {
      const id = await store('Mail Outage');
      smtp().control.refuse = true;
      let now = new Date();
      expect(await deliver(now)).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect((await outbox(id))?.last_error).toMatch(/mailbox unavailable/);
      for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
        now = new Date(now.getTime() + retryDelayMs(attempt - 1));
        await deliver(now);
      }
      expect(await outbox(id)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
      smtp().control.refuse = false;
      expect(await requeueFailedApplicationMail(opened.db, now)).toBe(1);
      expect(await deliver(now)).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(smtp().received).toHaveLength(1);
      expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('a résumé that is gone fails the try with a clear error', async () => {
      const id = await store('Gone');
      await opened.db.deleteFrom('application_files').where('application_id', '=', id).execute();
      expect(await deliver()).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect(await outbox(id)).toMatchObject({
        status: 'pending',
        last_error: `the resume attachment ${id} is missing`,
      });
      // A sender that knows no résumés says so, too.
      const later = new Date(Date.now() + retryDelayMs(1) + 1);
      expect(await deliverDueMail(opened.db, transport(), FROM, later)).toMatchObject({
        retried: 1,
      });
      expect((await outbox(id))?.last_error).toBe('no resolver for attachments of kind "resume"');
      expect(smtp().received).toHaveLength(0);
      await opened.db.deleteFrom('mail_outbox').where('kind', '=', 'careers-application').execute();
    });
  });
}

/** The decoded body of the base64 MIME part of a content type. */
/** The decoded text/plain part of a multipart mail. */
function textPart(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1] ?? '';
  const part = raw.split(`--${boundary}`).find((p) => /content-type: text\/plain/i.test(p));
  return part ? readMail(part.replace(/^\r\n/, '')).text : '';
}

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
