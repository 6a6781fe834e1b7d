import { enquiryFigures } from '@/lib/numbers/lanes';
import type { Db } from '@/lib/db';
import { env } from '@/config/env';
import type { Locale } from '@/i18n/routing';
import { storeOnce, type StoreOutcome } from '@/lib/forms/store-once';
import { submissionKey } from '@/lib/forms/submission';
import { configuredLimit, type RateLimit } from '@/lib/http/rate-limit';
import { enqueueMail } from '@/lib/mail/outbox';
import { confirmationMail, salesMail } from './mail';
import { newEnquiryReference } from './reference';
import type { EnquiryInput } from './schema';
import type { QuoteSnapshot } from './snapshot';
import { toJson } from '@/lib/db/json';

/**
 * Enquiries per client address in 10 minutes, across every instance (as join-us):
 * ENQUIRY_RATE_LIMIT, default 5.
 */
export function enquiryRateLimit(setting = env().ENQUIRY_RATE_LIMIT): RateLimit {
  return configuredLimit('enquiry', setting, 5, 10 * 60_000);
}

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

/** What makes an enquiry the same submission: the form's id and everything sent with it. */
export function enquirySubmissionKey(input: NewEnquiry): string {
  const { name, company, email, phone, wechat, service, message } = input.enquiry;
  return submissionKey('enquiry', input.submissionId, {
    ...{ name, company, email, phone, wechat, service, message },
    locale: input.locale,
    offer: input.quote ? [input.quote.query, input.quote.channel.code] : null,
  });
}

/**
 * Stores an enquiry and queues its mails (to sales when an inbox is set, to the visitor when
 * they gave an email) in one transaction: all of it or nothing, once per submission and within
 * the rate limit (src/lib/forms/store-once.ts).
 */
export async function storeEnquiry(
  database: Db,
  input: NewEnquiry,
  now: Date,
  newReference: () => string = () => newEnquiryReference(),
): Promise<StoreOutcome> {
  const key = enquirySubmissionKey(input);
  const e = input.enquiry;
  return storeOnce(
    database,
    {
      key,
      clientKey: input.clientKey,
      limit: enquiryRateLimit(),
      table: 'enquiries',
      insert: async (trx) => {
        const reference = newReference();
        // No error on a taken reference or submission key: the transaction stays usable.
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
            quote: input.quote ? toJson(input.quote) : null,
            ...enquiryFigures(input.quote ?? null),
            consent_at: now.toISOString(),
          })
          .onConflict((oc) => oc.doNothing())
          .returning('reference')
          .executeTakeFirst();
        if (!row) return null;
        const record = { ...input, reference, createdAt: now };
        if (input.salesInbox) await enqueueMail(trx, salesMail(record, input.salesInbox), now);
        const confirmation = confirmationMail(record);
        if (confirmation) await enqueueMail(trx, confirmation, now);
        return reference;
      },
    },
    now,
  );
}
