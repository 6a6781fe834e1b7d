'use server';

import { redirect } from 'next/navigation';
import { localizedPath, type Locale } from '@/i18n/routing';
import { formAction, type FormPost } from '@/lib/forms/action';
import { salesInbox } from '@/lib/mail/config';
import { card } from '@/lib/shipping/rate-card';
import { newEnquiryReference } from './reference';
import {
  enquiryErrors,
  enquiryFields,
  enquirySchema,
  enquiryValues,
  sitePath,
  type EnquiryState,
} from './schema';
import { QUOTE_QUERY_MAX, quoteSnapshot, type QuoteSnapshot } from './snapshot';
import { enquiryRateLimit, storeEnquiry } from './store';

/** Where a sent enquiry leads: the page shows the reference from the query, nothing else. */
const SENT_PAGE = '/contact/sent';

/** The chosen offer priced again now; null for an enquiry that is no quote request, or gone. */
function quoteOf({ text, now }: FormPost): QuoteSnapshot | null {
  const offer = text('offer');
  const query = text('quote');
  if (!offer || !query || query.length > QUOTE_QUERY_MAX * 2) return null;
  const outcome = quoteSnapshot(new URLSearchParams(query), offer, card, now);
  return outcome.ok ? outcome.snapshot : null;
}

const sent = (locale: Locale, reference: string): never =>
  redirect(`${localizedPath(SENT_PAGE, locale)}?ref=${encodeURIComponent(reference)}`);

/**
 * The enquiry form's Server Action (src/lib/forms/action.ts does what every form does):
 * validates with the browser's schema, prices a chosen offer again from the current rate card
 * (never from what the client sent), stores the enquiry with its mails, then leads to the
 * confirmation page. A bot is led there too, with a reference that exists nowhere.
 */
export const submitEnquiry = formAction({
  feature: 'enquiries',
  keep: enquiryFields.filter((field) => field !== 'consent'),
  limit: () => enquiryRateLimit(),
  submissionId: true,
  parse: ({ form }) => {
    const parsed = enquirySchema.safeParse(enquiryValues(form));
    return parsed.success
      ? { ok: true, input: parsed.data }
      : { ok: false, errors: enquiryErrors(parsed.error) };
  },
  run: (enquiry, post) =>
    storeEnquiry(
      post.db,
      {
        enquiry,
        locale: post.locale,
        source: sitePath(post.form.get('source')),
        quote: quoteOf(post),
        submissionId: post.submissionId!,
        clientKey: post.clientKey,
        salesInbox: salesInbox(),
      },
      post.now,
    ),
  answer: (outcome, { locale }): EnquiryState => sent(locale, outcome.reference),
  decoy: ({ locale }): EnquiryState => sent(locale, newEnquiryReference()),
});
