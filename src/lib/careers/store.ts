import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db';
import { storeOnce, type StoreOutcome } from '@/lib/forms/store-once';
import { submissionKey } from '@/lib/forms/submission';
import { configuredLimit, type RateLimit } from '@/lib/http/rate-limit';
import { env } from '@/config/env';
import { enqueueMail } from '@/lib/mail/outbox';
import type { ApplicationInput } from './schema';
import { resumeMimeTypes, type ResumeFormat } from './document-type';
import { applicationMail } from './mail';
import { siteSecretKey } from '@/lib/crypto/site-key';
import { encryptResume } from './resume-files';

/**
 * Submissions per client address in 10 minutes, stored and honeypot catches together:
 * CAREERS_RATE_LIMIT, default 5 (the failover test raises it: all its clients are one address).
 */
export function careersRateLimit(setting = env().CAREERS_RATE_LIMIT): RateLimit {
  return configuredLimit('careers', setting, 5, 10 * 60_000);
}

export type StoredApplication = {
  application: ApplicationInput & { positionTitle: string };
  resume: { bytes: Uint8Array; format: ResumeFormat; name: string };
  locale: string;
  /** The id the form was rendered with. */
  submissionId: string;
  /** Who is sending, for the rate limit (the client address). */
  clientKey: string;
  /** HR's address (CAREERS_INBOX): the application's mail is queued to it; null: no mail. */
  mailTo: string | null;
};

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A reference number like BW-261121-7K3QXM: the date in China time and 30 random bits. */
export function newReference(now: Date): string {
  const china = new Date(now.getTime() + 8 * 3600_000).toISOString();
  const date = china.slice(2, 10).replaceAll('-', '');
  const bytes = randomBytes(6);
  const code = Array.from(bytes, (b) => CROCKFORD[b & 31]).join('');
  return `BW-${date}-${code}`;
}

/** What makes an application the same submission: the form's id, the fields and the résumé. */
function applicationKey(input: StoredApplication): string {
  const { name, email, phone, position, city, experience, message } = input.application;
  return submissionKey('application', input.submissionId, {
    ...{ name, email, phone, position, city, experience, message },
    locale: input.locale,
    resume: createHash('sha256').update(input.resume.bytes).digest('hex'),
  });
}

/**
 * Stores an application, its résumé and its HR mail (in the outbox) in one transaction, after
 * checking whether this submission was stored already and counting it against the rate limit.
 * Either all of it is stored or nothing is, the count included.
 */
export async function storeApplication(
  database: Db,
  input: StoredApplication,
  now: Date,
): Promise<StoreOutcome> {
  // Before anything is written: a key that cannot be read or made stores nothing.
  const fileKey = siteSecretKey();
  const key = applicationKey(input);
  return storeOnce(
    database,
    {
      key,
      clientKey: input.clientKey,
      limit: careersRateLimit(),
      table: 'applications',
      insert: async (trx) => {
        const reference = newReference(now);
        const a = input.application;
        const row = {
          id: reference,
          submission_key: key,
          created_at: now.toISOString(),
          locale: input.locale,
          name: a.name,
          email: a.email,
          phone: a.phone,
          position_id: a.position,
          position_title: a.positionTitle,
          city: a.city,
          experience: a.experience,
          message: a.message,
          consent_at: now.toISOString(),
          resume_name: input.resume.name,
          resume_type: resumeMimeTypes[input.resume.format],
          resume_size: input.resume.bytes.byteLength,
        };
        const inserted = await trx
          .insertInto('applications')
          .values(row)
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return null;
        await trx
          .insertInto('application_files')
          .values({
            application_id: reference,
            content: encryptResume(input.resume.bytes, reference, fileKey),
          })
          .execute();
        if (input.mailTo) await enqueueMail(trx, applicationMail(row, input.mailTo), now);
        return reference;
      },
    },
    now,
  );
}
