import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { env } from '@/config/env';
import type { Database } from '@/lib/db/types';
import type { Locale } from '@/i18n/routing';
import { configuredLimit, consumeRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import { enqueueMail } from '@/lib/mail/outbox';
import { confirmationMail, salesMail } from './mail';
import { newEnquiryReference } from './reference';
import type { EnquiryInput } from './schema';
import type { QuoteSnapshot } from './snapshot';

/**
 * Enquiries per client address in 10 minutes, across every instance (as join-us):
 * ENQUIRY_RATE_LIMIT, default 5.
 */
export function enquiryRateLimit(setting = env().ENQUIRY_RATE_LIMIT): RateLimit {
  return configuredLimit('enquiry', setting, 5, 10 * 60_000);
}

/** Tries at a reference not yet taken (a collision is about one in a billion per enquiry). */
const REFERENCE_TRIES = 5;

export type NewEnquiry = {
  enquiry: EnquiryInput;
  locale: Locale;
  /** The site path the visitor came from. */
  source: string | null;
  quote: QuoteSnapshot | null;
  /** The id the form was rendered with. */
  submissionId: string;
  /** Who is sending, for the rate limit (clientKeyOf the address). */
  clientKey: string;
  /** SALES_INBOX, or null: then no sales mail is queued. */
  salesInbox: string | null;
};

export type StoreOutcome =
  | { kind: 'stored'; reference: string; duplicate: boolean }
  | { kind: 'rate-limited'; retryAfterMinutes: number };

/**
 * The key that makes a submission idempotent: the form's submission id with the contact given,
 * so the same form posted twice (a double click, a reload of the POST) is one enquiry, while two
 * visitors who post the same prerendered id (no JavaScript) stay two.
 */
export function enquirySubmissionKey(submissionId: string, enquiry: EnquiryInput): string {
  const contact = [enquiry.email.toLowerCase(), enquiry.phone, enquiry.wechat.toLowerCase()];
  return createHash('sha256')
    .update(['enquiry', submissionId, ...contact].join('\u0000'))
    .digest('hex');
}

async function storedReference(db: Kysely<Database>, key: string) {
  const row = await db
    .selectFrom('enquiries')
    .select('reference')
    .where('submission_key', '=', key)
    .executeTakeFirst();
  return row?.reference;
}

/**
 * Stores an enquiry and queues its mails (to sales when an inbox is set, to the visitor when
 * they gave an email) in one transaction: all of it or nothing. A submission stored before
 * answers with its reference and stores nothing; a new one first counts toward the rate limit.
 */
export async function storeEnquiry(
  db: Kysely<Database>,
  input: NewEnquiry,
  now: Date,
  newReference: () => string = () => newEnquiryReference(),
): Promise<StoreOutcome> {
  const key = enquirySubmissionKey(input.submissionId, input.enquiry);
  const stored = await storedReference(db, key);
  if (stored) return { kind: 'stored', reference: stored, duplicate: true };

  const limit = await consumeRateLimit(db, enquiryRateLimit(), input.clientKey, now);
  if (!limit.ok)
    return { kind: 'rate-limited', retryAfterMinutes: Math.ceil(limit.retryAfterSeconds / 60) };

  const e = input.enquiry;
  for (let attempt = 0; attempt < REFERENCE_TRIES; attempt++) {
    const reference = newReference();
    const inserted = await db.transaction().execute(async (trx) => {
      // No error on a taken reference or submission key: the transaction stays usable and the
      // loop below tells the two apart.
      const row = await trx
        .insertInto('enquiries')
        .values({
          reference,
          submission_key: key,
          created_at: now.toISOString(),
          locale: input.locale,
          source: input.source,
          service: e.service,
          name: e.name,
          company: e.company || null,
          email: e.email || null,
          phone: e.phone || null,
          wechat: e.wechat || null,
          message: e.message,
          quote: input.quote ? JSON.stringify(input.quote) : null,
          consent_at: now.toISOString(),
        })
        .onConflict((oc) => oc.doNothing())
        .returning('reference')
        .executeTakeFirst();
      if (!row) return false;
      const record = { ...input, reference, createdAt: now };
      if (input.salesInbox) await enqueueMail(trx, salesMail(record, input.salesInbox), now);
      const confirmation = confirmationMail(record);
      if (confirmation) await enqueueMail(trx, confirmation, now);
      return true;
    });
    if (inserted) return { kind: 'stored', reference, duplicate: false };
    // The same submission stored in parallel (a double submit racing itself), else a reference
    // that was taken: try another.
    const raced = await storedReference(db, key);
    if (raced) return { kind: 'stored', reference: raced, duplicate: true };
  }
  throw new Error(`enquiries: no free reference after ${REFERENCE_TRIES} tries`);
}
