// The upgrade that moves the careers mail onto the outbox (migration 0004) loses no mail and no
// abuse-limit count, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransport } from 'nodemailer';
import { sql, type Kysely } from 'kysely';
import type { DatabaseConfig } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import { careersAttachments } from '@/lib/careers/mail';
import { encryptResume } from '@/lib/careers/resume-files';
import { siteSecretKey } from '@/lib/crypto/site-key';
import { deliverDueMail } from '@/lib/mail/outbox';
import { pdfBytes } from '../support/resume-bytes';
import { connectPlain, databaseSetups, migratePlain } from '../support/db';
import { readMail, startSmtp } from '../support/smtp';

/** An application as the site stored it before 0004, with its mail state. */
async function legacy(db: Kysely<Database>, id: string, status: string, attempts: number) {
  const now = new Date().toISOString();
  await sql`insert into applications (id, submission_key, created_at, locale, name, email, phone,
      position_id, position_title, city, experience, message, consent_at, resume_name, resume_type,
      resume_size, mail_status, mail_attempts, mail_error)
    values (${id}, ${`key-${id}`}, ${now}, 'zh', '王芳', ${`${id}@example.com`}, '+8613800138000',
      'open', 'Open application', '上海', '1-3', '你好', ${now}, 'cv.pdf', 'application/pdf',
      ${pdfBytes(id).length}, ${status}, ${attempts}, ${status === 'unsent' ? 'gave up' : null})`.execute(
    db,
  );
  await db
    .insertInto('application_files')
    .values({ application_id: id, content: encryptResume(pdfBytes(id), id, siteSecretKey()) })
    .execute();
}

for (const setup of databaseSetups()) {
  describe(`migration 0004 in ${setup.name}`, () => {
    let config: DatabaseConfig;
    let db: Kysely<Database>;
    beforeAll(async () => {
      config = await setup.config();
      db = await connectPlain(config);
      await migratePlain(db, config.dialect, '0002_tracking');
      await legacy(db, 'BW-OLD-PENDING', 'pending', 0);
      await legacy(db, 'BW-OLD-FAILED', 'failed', 2);
      await legacy(db, 'BW-OLD-SENDING', 'sending', 1);
      await legacy(db, 'BW-OLD-SENT', 'sent', 1);
      await legacy(db, 'BW-OLD-NOMAIL', 'unsent', 0);
      await legacy(db, 'BW-OLD-GAVEUP', 'unsent', 5);
      const recent = new Date(Date.now() - 60_000).toISOString();
      await sql`insert into submission_attempts (client_key, created_at)
        values ('client-a', ${recent}), ('client-a', ${recent})`.execute(db);
    });
    afterAll(async () => {
      await db?.destroy();
      await setup.cleanup();
    });

    it('stops before changing anything when mail is owed and CAREERS_INBOX is not set', async () => {
      await expect(migratePlain(db, config.dialect)).rejects.toThrow(
        '4 application mail(s) are not sent yet: set CAREERS_INBOX',
      );
      const still = await sql<{ n: number }>`select count(*) as n from submission_attempts`.execute(
        db,
      );
      expect(Number(still.rows[0]!.n)).toBe(2);
    });

    it('queues every owed mail, keeps the limit counts, and drops the old columns', async () => {
      await migratePlain(db, config.dialect, undefined, { CAREERS_INBOX: 'hr@bridgeway.example' });
      const queued = await db
        .selectFrom('mail_outbox')
        .select(['dedupe_key', 'status', 'to_address', 'reply_to', 'attachments'])
        .orderBy('dedupe_key')
        .execute();
      expect(queued.map((r) => [r.dedupe_key, r.status])).toEqual([
        ['application:BW-OLD-FAILED', 'pending'],
        ['application:BW-OLD-GAVEUP', 'failed'],
        ['application:BW-OLD-PENDING', 'pending'],
        ['application:BW-OLD-SENDING', 'pending'],
      ]);
      expect(queued[0]).toMatchObject({
        to_address: 'hr@bridgeway.example',
        reply_to: 'BW-OLD-FAILED@example.com',
        attachments: JSON.stringify([{ kind: 'resume', id: 'BW-OLD-FAILED' }]),
      });
      const hits = await db
        .selectFrom('rate_limit_hits')
        .select(['bucket', 'client_key'])
        .execute();
      expect(hits).toEqual([
        { bucket: 'careers', client_key: 'client-a' },
        { bucket: 'careers', client_key: 'client-a' },
      ]);
      await expect(sql`select mail_status from applications`.execute(db)).rejects.toThrow();
      await expect(sql`select * from submission_attempts`.execute(db)).rejects.toThrow();
    });

    it('the queued mails go out with their résumés', async () => {
      const smtp = await startSmtp();
      const transport = createTransport({ url: smtp.url });
      try {
        const run = await deliverDueMail(db, transport, 'site@bridgeway.example', new Date(), 20, {
          attachments: careersAttachments,
        });
        expect(run).toEqual({ sent: 3, retried: 0, failed: 0 });
        const subjects = smtp.received.map((m) => readMail(m.raw).headers.subject);
        expect(subjects.sort()).toEqual(
          ['BW-OLD-FAILED', 'BW-OLD-PENDING', 'BW-OLD-SENDING'].map(
            (id) => `[Application ${id}] Open application: 王芳`,
          ),
        );
        for (const m of smtp.received) {
          const id = /New application (BW-OLD-\w+)/.exec(m.raw)?.[1];
          expect(m.raw).toContain(pdfBytes(id).toString('base64').slice(0, 60));
        }
      } finally {
        transport.close();
        await smtp.close();
      }
    });
  });
}
