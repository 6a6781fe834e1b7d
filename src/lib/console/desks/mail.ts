import { defineDesk } from '../desk';

const operations = ['admin', 'operations'] as const;

/** Operations' outbox: the unsent mails, and retrying the failed ones. */
export const mailDesk = defineDesk({
  name: 'mail',
  section: 'mail.view',
  permissions: {
    'mail.view': { roles: operations },
    'mail.retry': { roles: operations },
  },
  pages: { '/console/mail': 'mail.view' },
  actions: { 'lib/mail/console-actions#retryMailAction': 'mail.retry' },
  auditActions: ['mail.retry'],
});
