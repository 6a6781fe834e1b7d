import { absoluteUrl } from '@/config/site';
import { asLocale, localizedPath } from '@/i18n/routing';
import { company } from '@/lib/company';
import { translator } from '@/lib/enquiries/quote-text';
import type { OutgoingMail } from '@/lib/mail/outbox';
import type { DocumentKind } from './documents';
import type { Booking } from './find';

/**
 * The booking documents' mails to the shipper, plain text in their language, each with the link
 * to the booking in their account (the sign-in comes back to it): `requested` when the desk asks
 * for a new document (with its reason), `reminder` once when required documents are still
 * missing 48 hours before the cut-off. The mail desk shows both to whoever reads bookings
 * (src/lib/mail/readers.ts).
 */
/** The two mails, as the outbox and the mail desk know them (src/lib/mail/readers.ts). */
const KINDS = {
  requested: {
    kind: 'booking-document-requested',
    subject: 'BookingDocumentsMail.requestedSubject',
  },
  reminder: {
    kind: 'booking-documents-reminder',
    subject: 'BookingDocumentsMail.reminderSubject',
  },
} as const;

export function documentsMail(
  input: {
    booking: Pick<Booking, 'reference' | 'waybill' | 'email' | 'customer'>;
    locale: string;
    which: 'requested' | 'reminder';
    kinds: DocumentKind[];
    reason?: string;
    /** The cut-off (ISO instant) a reminder is about. */
    cutoff?: string;
  },
  dedupeKey: string,
): OutgoingMail {
  const locale = asLocale(input.locale);
  const t = translator(locale);
  const { booking } = input;
  const kinds = input.kinds.map((kind) => t(`BookingDocumentsMail.kinds.${kind}`)).join(', ');
  const link = absoluteUrl(localizedPath(`/account/bookings/${booking.reference}`, locale));
  const cutoff = input.cutoff
    ? new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Shanghai',
      }).format(new Date(input.cutoff))
    : '';
  const facts = { reference: booking.reference, waybill: booking.waybill };
  return {
    kind: KINDS[input.which].kind,
    dedupeKey,
    to: booking.email!,
    replyTo: company.contact.email,
    subject: t(KINDS[input.which].subject, facts),
    text: [
      t('BookingDocumentsMail.greeting', { name: booking.customer }),
      input.which === 'requested'
        ? t('BookingDocumentsMail.requested', { ...facts, kinds })
        : t('BookingDocumentsMail.reminder', { ...facts, kinds, cutoff }),
      ...(input.which === 'requested'
        ? [t('BookingDocumentsMail.reason', { reason: input.reason ?? '' })]
        : []),
      t('BookingDocumentsMail.link', { link }),
      t('BookingDocumentsMail.signature', { company: company.name[locale] }),
    ].join('\n\n'),
  };
}
