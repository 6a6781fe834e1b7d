import { absoluteUrl } from '@/config/site';
import { isoDateFormatter } from '@/i18n/formats';
import { asLocale, localizedPath, type Locale } from '@/i18n/routing';
import { company } from '@/lib/company';
import { fromJson } from '@/lib/db/json';
import { quoteLines, translator } from '@/lib/enquiries/quote-text';
import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';
import type { OutgoingMail } from '@/lib/mail/outbox';
import type { Departure } from '@/lib/shipping/schedule';
import { bookingLink, LINK_DAYS } from './links';
import type { Booking } from './find';
import { receivingWarehouse } from './warehouses';

/**
 * The booking's mail to the customer, plain text in the enquiry's language: the
 * waybill number, where to bring the cartons and by when, how to label them, the price as it
 * was quoted (the stored snapshot, never priced again), the booking page's link, and the
 * status mails' unsubscribe link. The desk's "Send again" sends the same mail.
 */

export type BookingMailFacts = {
  reference: string;
  waybill: string;
  locale: Locale;
  email: string;
  customer: string;
  origin: string;
  cartons: number;
  /** The destination as booked, in words (the centre's code and country, or the country). */
  destination: string;
  departure: Departure | null;
  quote: QuoteSnapshot;
  /** The booking page, and the status mails' page (to stop them); null without a subscription. */
  pageUrl: string;
  unsubscribeUrl: string | null;
};

/**
 * The two mails, as the outbox and the mail desk know them (src/lib/mail/readers.ts): the
 * confirmation, and the same mail sent again by the desk. Both say the same.
 */
const KINDS = {
  'booking-confirmed': {
    kind: 'booking-confirmed',
    subject: 'BookingMail.subject',
  },
  'booking-resent': {
    kind: 'booking-resent',
    subject: 'BookingMail.subject',
  },
} as const;

export function bookingMail(
  facts: BookingMailFacts,
  which: keyof typeof KINDS,
  dedupeKey: string,
): OutgoingMail {
  const { kind, subject } = KINDS[which];
  const { locale } = facts;
  const t = translator(locale);
  const warehouse = receivingWarehouse(facts.origin);
  const day = isoDateFormatter(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  const departure = facts.departure;
  return {
    kind,
    dedupeKey,
    to: facts.email,
    replyTo: company.contact.email,
    subject: t(subject, { waybill: facts.waybill, reference: facts.reference }),
    text: [
      t('BookingMail.greeting', { name: facts.customer }),
      t('BookingMail.intro', { reference: facts.reference, waybill: facts.waybill }),
      [
        t('BookingMail.bookedHeading'),
        t('EnquiryMail.line', { label: t('BookingMail.waybill'), value: facts.waybill }),
        t('EnquiryMail.line', { label: t('BookingMail.cartons'), value: String(facts.cartons) }),
        t('EnquiryMail.line', { label: t('BookingMail.destination'), value: facts.destination }),
      ].join('\n'),
      [
        t('BookingMail.warehouseHeading', { city: warehouse.city[locale] }),
        warehouse.address[locale],
        warehouse.hours[locale],
        t('BookingMail.contact', {
          name: warehouse.contact.name[locale],
          phone: warehouse.contact.phone,
        }),
      ].join('\n'),
      departure
        ? t('BookingMail.cutoff', {
            etd: day(departure.etd),
            date: day(departure.cutoff.date),
            time: departure.cutoff.time,
          })
        : t('BookingMail.noCutoff'),
      t('BookingMail.labels', { waybill: facts.waybill }),
      t('BookingMail.page', { link: facts.pageUrl, days: LINK_DAYS }),
      quoteLines(t, locale, facts.quote).join('\n'),
      facts.unsubscribeUrl
        ? t('BookingMail.statusMails', { link: facts.unsubscribeUrl })
        : t('BookingMail.track', {
            link: absoluteUrl(`${localizedPath('/query-route', locale)}?numbers=${facts.waybill}`),
          }),
      t('BookingMail.signature', { company: company.name[locale] }),
    ].join('\n\n'),
  };
}

/** The destination in words in `locale`: "ONT8 (United States)", "90001（美国）" or the country. */
export function destinationText(detail: QuoteSnapshot['destination'], locale: Locale): string {
  const country = detail.countryName[locale];
  const place = detail.fbaCode ?? detail.postcode;
  return place
    ? translator(locale)('Common.fbaDestination', { code: place, country }).trim()
    : country;
}

/** The facts of a booking's mail, for sending it again. */
export function mailFacts(booking: Booking, unsubscribeUrl: string | null) {
  const locale = asLocale(booking.locale);
  const detail = fromJson(booking.destination_detail);
  return {
    reference: booking.reference,
    waybill: booking.waybill,
    locale,
    email: booking.email!,
    customer: booking.customer,
    origin: booking.origin,
    cartons: booking.cartons,
    destination: destinationText(detail, locale),
    departure: fromJson(booking.departure),
    quote: fromJson(booking.quote),
    pageUrl: bookingLink(booking),
    unsubscribeUrl,
  };
}
