import { defineDesk } from '../desk';

const admin = ['admin'] as const;

/** The administrator's audit log and its CSV export. */
export const auditDesk = defineDesk({
  name: 'audit',
  section: 'audit.view',
  permissions: {
    'audit.view': { roles: admin },
    'audit.export': { roles: admin, fresh: true },
  },
  pages: {
    '/console/audit': 'audit.view',
    '/console/audit/export': 'audit.export',
  },
  actions: {},
  downloads: ['/console/audit/export'],
  auditActions: ['audit.export'],
});
