import { randomUUID } from 'node:crypto';
import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { pages } from '@/config/pages';
import { serviceMenu } from '@/config/navigation';
import { quoteSnapshot } from '@/lib/enquiries/snapshot';
import { card } from '@/lib/shipping/rate-card';
import { PageBanner } from '@/components/sections/banner';
import { Section } from '@/components/sections/section';
import { ContactDetails } from '@/components/enquiries/contact-details';
import {
  contactQuery,
  preselectedService,
  sourcePath,
  type ContactRequest,
} from '@/components/enquiries/contact-request';
import { EnquiryForm } from '@/components/enquiries/enquiry-form';
import { enquiryText } from '@/components/enquiries/enquiry-text';
import { Offices } from '@/components/enquiries/office-list';
import { QuoteNotice } from '@/components/enquiries/quote-notice';
import { QuoteSummary } from '@/components/enquiries/quote-summary';

/**
 * /contact: the enquiry form (with the quote asked about above it), the ways to reach us beside
 * it, and the offices. The bare page is prerendered; `request` is what a query asked for
 * (/contact?service=…, ?quote=…&offer=…), rendered on the server for that address.
 */
export async function ContactPage({
  request = {},
  host = null,
}: {
  request?: ContactRequest;
  /** The Host the request was sent to: a Referer from there is one of our pages. */
  host?: string | null;
}) {
  const locale = await getLocale();
  const t = await getTranslations('Contact');
  const nav = await getTranslations('Nav');
  const asked = request.quote !== undefined || request.offer !== undefined;
  const outcome = asked
    ? quoteSnapshot(new URLSearchParams(request.quote ?? ''), request.offer ?? '', card, new Date())
    : undefined;
  const snapshot = outcome?.ok ? outcome.snapshot : undefined;
  const base = localizedPath(pages.contact.path, locale);
  const own = `${base}${contactQuery(request)}`;
  const services = [
    ...serviceMenu.map((id) => ({ value: id, label: nav(id) })),
    { value: 'general', label: t('general') },
  ];

  return (
    <>
      <PageBanner id="contact" />
      <div className="container-page grid gap-8 py-10 sm:py-12 lg:grid-cols-[1.7fr_1fr]">
        <div className="grid min-w-0 gap-6">
          {snapshot && <QuoteSummary snapshot={snapshot} />}
          {outcome && !outcome.ok && <QuoteNotice reason={outcome.reason} />}
          <section aria-labelledby="enquiry-heading" id="enquiry" className="scroll-mt-24">
            <h2 id="enquiry-heading" className="text-2xl font-bold tracking-tight">
              {t('formHeading')}
            </h2>
            <p className="text-muted mt-2 mb-4">{t('formIntro')}</p>
            <EnquiryForm
              text={await enquiryText(localizedPath(pages.privacy.path, locale))}
              services={services}
              preselected={preselectedService(request, outcome, card)}
              initialMessage={snapshot ? t('quoteMessage') : ''}
              quote={snapshot && { query: snapshot.query, offer: snapshot.channel.code }}
              source={sourcePath(request, host, own)}
              // Without JavaScript the form posts to this address and comes back at the form.
              permalink={`${own}#enquiry`}
              initialSubmissionId={randomUUID()}
            />
          </section>
        </div>
        <ContactDetails />
      </div>
      <Section id="offices" heading={t('officesHeading')} intro={t('intro')} tone="soft">
        <Offices />
      </Section>
    </>
  );
}
