import { can, type Permission } from '@/lib/staff/permissions';

/**
 * Who may read each kind of mail the site queues: the permission of the desk its content belongs
 * to. The mail desk (`mail.view`, `mail.retry`) shows a role the details of, and retries for it,
 * only the kinds it may read here: operations retrying HR's application mails would send résumés
 * on their say. A kind missing from this table is read by nobody (tests/unit/mail-kinds.test.ts
 * holds that every kind the code queues is in it).
 */
export const MAIL_KIND_READERS = {
  'enquiry-sales': 'enquiries.view',
  'enquiry-confirm': 'enquiries.view',
  'enquiry-reply': 'enquiries.view',
  'careers-application': 'applications.view',
  'tracking-confirm': 'tracking.view',
  'tracking-status': 'tracking.view',
  'booking-confirmed': 'bookings.view',
  'booking-resent': 'bookings.view',
  // A booking's conversation: the shipper's message to the desk, the desk's answer's notice.
  'booking-message': 'bookings.view',
  'booking-answer': 'bookings.view',
  'booking-document-requested': 'bookings.view',
  'booking-documents-reminder': 'bookings.view',
  'staff-invitation': 'staff.view',
  // A shipper's sign-in code is a credential: no role reads it (nor retries it).
  'account-code': null,
} as const satisfies Record<string, Permission | null>;

/** Whether `role` may read (and so retry) a mail of `kind`. */
export function mayReadMail(role: string | null | undefined, kind: string): boolean {
  const permission = (MAIL_KIND_READERS as Record<string, Permission | null | undefined>)[kind];
  return typeof permission === 'string' && can(role, permission);
}
