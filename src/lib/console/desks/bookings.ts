import { defineDesk } from '../desk';

/** Bookings are made from sales' won enquiries and carried out by operations. */
const bookings = ['admin', 'sales', 'operations'] as const;
const operations = ['admin', 'operations'] as const;

/** The bookings desk (docs/bookings.md): bookings, their links, messages and documents. */
export const bookingsDesk = defineDesk({
  name: 'bookings',
  section: 'bookings.view',
  permissions: {
    'bookings.view': { roles: bookings },
    'bookings.create': { roles: bookings },
    'bookings.cancel': { roles: bookings },
    /** Send the booking's mail again, or revoke its page's link. */
    'bookings.link': { roles: bookings },
    /** Answer a shipper on a booking's conversation (docs/bookings.md, "Messages"). */
    'bookings.message': { roles: bookings },
    'bookings.export': { roles: operations, fresh: true },
    /** Download a booking's documents, one or all with its labels as a ZIP. */
    'bookings.documents': { roles: bookings, fresh: true },
    /** Accept a booking's document, or ask the shipper for a new one. */
    'bookings.reviewDocuments': { roles: operations },
  },
  pages: {
    '/console/bookings': 'bookings.view',
    '/console/bookings/new': 'bookings.create',
    '/console/bookings/[reference]': 'bookings.view',
    '/console/bookings/export': 'bookings.export',
    '/console/bookings/[reference]/documents': 'bookings.documents',
    '/console/bookings/[reference]/documents/[id]': 'bookings.documents',
  },
  actions: {
    'lib/bookings/console-actions#createBookingAction': 'bookings.create',
    'lib/bookings/console-actions#cancelBookingAction': 'bookings.cancel',
    'lib/bookings/console-actions#resendBookingAction': 'bookings.link',
    'lib/bookings/console-actions#revokeBookingLinkAction': 'bookings.link',
    'lib/bookings/message-actions#answerBookingMessageAction': 'bookings.message',
    'lib/bookings/document-actions#reviewDocumentAction': 'bookings.reviewDocuments',
  },
  downloads: [
    '/console/bookings/export',
    '/console/bookings/[reference]/documents',
    '/console/bookings/[reference]/documents/[id]',
  ],
  auditActions: [
    'bookings.cancel',
    'bookings.create',
    'bookings.documents.download',
    'bookings.documents.review',
    // The shipper's upload from the account's booking page.
    'bookings.documents.upload',
    'bookings.export',
    'bookings.link',
    'bookings.message',
  ],
  timeline: {
    record: 'booking',
    // `link`: the customer asked for a fresh booking page link by mail.
    kinds: ['booked', 'cancel', 'resend', 'revoke', 'link'],
  },
});
