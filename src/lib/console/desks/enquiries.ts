import { defineDesk } from '../desk';

const sales = ['admin', 'sales'] as const;

/** Sales' enquiries: the list, an enquiry's page, its status, assignee, notes and replies. */
export const enquiriesDesk = defineDesk({
  name: 'enquiries',
  section: 'enquiries.view',
  permissions: {
    'enquiries.view': { roles: sales },
    'enquiries.update': { roles: sales },
    'enquiries.reply': { roles: sales },
    'enquiries.export': { roles: sales, fresh: true },
  },
  pages: {
    '/console/enquiries': 'enquiries.view',
    '/console/enquiries/[reference]': 'enquiries.view',
    '/console/enquiries/export': 'enquiries.export',
  },
  actions: {
    'lib/enquiries/console-actions#changeEnquiryStatus': 'enquiries.update',
    'lib/enquiries/console-actions#assignEnquiryTo': 'enquiries.update',
    'lib/enquiries/console-actions#noteEnquiry': 'enquiries.update',
    'lib/enquiries/console-actions#replyEnquiry': 'enquiries.reply',
  },
  downloads: ['/console/enquiries/export'],
  auditActions: [
    'enquiries.assign',
    'enquiries.export',
    'enquiries.note',
    'enquiries.reply',
    'enquiries.update',
  ],
  timeline: {
    record: 'enquiry',
    // `booking`: a booking made or cancelled from it (details { reference, waybill, cancelled? }).
    kinds: ['status', 'assign', 'note', 'reply', 'booking'],
  },
});
