'use server';

import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { isLocale, localizedPath, routing, type Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { clientAddress, clientKeyOf } from '@/lib/http/client-address';
import { consumeRateLimit } from '@/lib/http/rate-limit';
import { salesInbox } from '@/lib/mail/config';
import { kickMailWorker } from '@/lib/mail/worker';
import { card } from '@/lib/shipping/rate-card';
import { newEnquiryReference } from './reference';
import {
  enquiryErrors,
  enquiryFields,
  enquirySchema,
  enquiryValues,
  sitePath,
  type EnquiryState,
  type EnquiryTextField,
} from './schema';
import { QUOTE_QUERY_MAX, quoteSnapshot, type QuoteSnapshot } from './snapshot';
import { enquiryRateLimit, storeEnquiry } from './store';

/** Where a sent enquiry leads: the page shows the reference from the query, nothing else. */
const SENT_PAGE = '/contact/sent';
const SUBMISSION_ID = /^[A-Za-z0-9-]{8,64}$/;

const textFields = enquiryFields.filter((field): field is EnquiryTextField => field !== 'consent');

function keptValues(form: FormData): EnquiryState['values'] {
  const values: NonNullable<EnquiryState['values']> = {};
  for (const field of textFields) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, 4000);
  }
  return values;
}

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === 'string' ? value.trim() : '';
};

/** The chosen offer priced again now; null for an enquiry that is no quote request, or gone. */
function quoteOf(form: FormData, now: Date): QuoteSnapshot | null {
  const offer = text(form, 'offer');
  const query = text(form, 'quote');
  if (!offer || !query || query.length > QUOTE_QUERY_MAX * 2) return null;
  const outcome = quoteSnapshot(new URLSearchParams(query), offer, card, now);
  return outcome.ok ? outcome.snapshot : null;
}

const sent = (locale: Locale, reference: string): never =>
  redirect(`${localizedPath(SENT_PAGE, locale)}?ref=${encodeURIComponent(reference)}`);

/**
 * The enquiry form's Server Action (with JavaScript, and as the form's plain POST without it):
 * validates with the browser's schema, prices a chosen offer again from the current rate card
 * (never from what the client sent), and stores the enquiry with its mails in one transaction,
 * once per submission and within the rate limit. Then it leads to the confirmation page.
 */
export async function submitEnquiry(
  _previous: EnquiryState,
  form: FormData,
): Promise<EnquiryState> {
  const localeField = form.get('locale');
  const locale: Locale = isLocale(localeField) ? localeField : routing.defaultLocale;
  const submissionId = text(form, 'submissionId');
  const values = keptValues(form);
  // After a failure the form posts the same id again: a retry after an error is still one enquiry.
  const failed = (state: Omit<EnquiryState, 'values'>): EnquiryState => ({
    ...state,
    values,
    submissionId: SUBMISSION_ID.test(submissionId) ? submissionId : randomUUID(),
  });

  const now = new Date();
  const clientKey = clientKeyOf(clientAddress(await headers()));
  let db;
  try {
    ({ db } = await getDb());
  } catch (error) {
    console.error('enquiries: the database cannot be opened', error);
    return failed({ status: 'error' });
  }

  // A filled honeypot is a bot: it counts toward the limit, is shown the usual confirmation
  // with a reference that exists nowhere, and nothing is stored.
  if (text(form, 'website') !== '') {
    const limit = await consumeRateLimit(db, enquiryRateLimit(), clientKey, now);
    if (!limit.ok)
      return failed({
        status: 'rate-limited',
        retryAfterMinutes: Math.ceil(limit.retryAfterSeconds / 60),
      });
    return sent(locale, newEnquiryReference());
  }

  const parsed = enquirySchema.safeParse(enquiryValues(form));
  if (!parsed.success) return failed({ status: 'invalid', errors: enquiryErrors(parsed.error) });
  if (!SUBMISSION_ID.test(submissionId)) return failed({ status: 'error' });

  let reference: string;
  try {
    const outcome = await storeEnquiry(
      db,
      {
        enquiry: parsed.data,
        locale,
        source: sitePath(form.get('source')),
        quote: quoteOf(form, now),
        submissionId,
        clientKey,
        salesInbox: salesInbox(),
      },
      now,
    );
    if (outcome.kind === 'rate-limited')
      return failed({ status: 'rate-limited', retryAfterMinutes: outcome.retryAfterMinutes });
    if (!outcome.duplicate) after(kickMailWorker);
    reference = outcome.reference;
  } catch (error) {
    console.error('enquiries: storing an enquiry failed; nothing was stored', error);
    return failed({ status: 'error' });
  }
  // Outside the try: redirect() throws the answer that leads the browser on.
  return sent(locale, reference);
}
