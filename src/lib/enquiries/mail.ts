import { siteConfig } from '@/config/site';
import { company, hotline } from '@/lib/company';
import type { catalogues } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { chinaTime } from '@/lib/shipping/calendar';
import { quoteLines, translator, type Translate } from './quote-text';
import type { EnquiryInput } from './schema';
import type { QuoteSnapshot } from './snapshot';

/**
 * The two mails of an enquiry (docs/enquiries.md), plain text: to sales in English with all of
 * it, and to the visitor in their language with the reference and what happens next. The
 * confirmation goes to whatever address was typed, so it repeats nothing the visitor wrote (no
 * name, no message): the form cannot be used to mail someone else a text of one's choosing.
 */

export type EnquiryRecord = {
  reference: string;
  locale: Locale;
  source: string | null;
  enquiry: EnquiryInput;
  quote: QuoteSnapshot | null;
  createdAt: Date;
};

/** Header values (subject, addresses) on one line: no CR, LF or other control characters. */
export function oneLine(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function serviceName(t: Translate, service: EnquiryInput['service']): string {
  return service === 'general' ? t('EnquiryMail.generalService') : t(`Nav.${service}`);
}

/** "2026-11-24 14:05 (UTC+8)": when it came in, as sales in China read it. */
function beijingTime(at: Date): string {
  const { date, minutes } = chinaTime(at);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${date} ${hh}:${mm} (UTC+8)`;
}

/** The enquiry's page in the console (unprefixed: the English console, as the mail is English). */
function consoleEnquiryUrl(reference: string): string {
  return `${siteConfig.appUrl}/console/enquiries/${reference}`;
}

/** The sales desk's mail of an enquiry: queued once. */
export const salesMailKey = (reference: string) => `enquiry-sales:${reference}`;

/** The mail to SALES_INBOX: everything the visitor sent, the quote, where they came from. */
export function salesMail(record: EnquiryRecord, inbox: string): OutgoingMail {
  const t = translator('en');
  const e = record.enquiry;
  const line = (label: keyof (typeof catalogues)['en']['EnquiryMail']['label'], value: string) =>
    t('EnquiryMail.line', { label: t(`EnquiryMail.label.${label}`), value: value || '—' });
  const subject = record.quote
    ? t('EnquiryMail.salesQuoteSubject', {
        reference: record.reference,
        name: e.name,
        line: record.quote.channel.code,
      })
    : t('EnquiryMail.salesSubject', {
        reference: record.reference,
        name: e.name,
        service: serviceName(t, e.service),
      });
  const text = [
    t('EnquiryMail.salesIntro', { reference: record.reference }),
    '',
    line('name', e.name),
    line('company', e.company),
    line('email', e.email),
    line('phone', e.phone),
    line('wechat', e.wechat),
    line('service', serviceName(t, e.service)),
    line('language', t(`EnquiryMail.languageName.${record.locale}`)),
    line('source', record.source ?? ''),
    line('received', beijingTime(record.createdAt)),
    '',
    t('EnquiryMail.label.message'),
    e.message,
    ...(record.quote ? ['', ...quoteLines(t, 'en', record.quote, true)] : []),
    '',
    e.email ? t('EnquiryMail.salesReply') : t('EnquiryMail.salesNoEmail'),
    t('EnquiryMail.salesConsole', { link: consoleEnquiryUrl(record.reference) }),
  ].join('\n');
  return {
    kind: 'enquiry-sales',
    dedupeKey: salesMailKey(record.reference),
    to: oneLine(inbox),
    ...(e.email ? { replyTo: oneLine(e.email) } : {}),
    subject: oneLine(subject),
    text,
  };
}

/** The visitor's confirmation, in their language; null when they gave no email. */
export function confirmationMail(record: EnquiryRecord): OutgoingMail | null {
  const email = record.enquiry.email;
  if (!email) return null;
  const t = translator(record.locale);
  const text = [
    t('EnquiryMail.confirmBody', {
      reference: record.reference,
      service: serviceName(t, record.enquiry.service),
      hours: company.contact.hours[record.locale],
      phone: hotline,
      email: company.contact.email,
    }),
    ...(record.quote ? ['', ...quoteLines(t, record.locale, record.quote)] : []),
    '',
    company.name[record.locale],
  ].join('\n');
  return {
    kind: 'enquiry-confirm',
    dedupeKey: `enquiry-confirm:${record.reference}`,
    to: oneLine(email),
    subject: oneLine(t('EnquiryMail.confirmSubject', { reference: record.reference })),
    text,
  };
}
