import { defineDesk } from '../desk';

/** The administrator's view of the scheduled backups (docs/operations.md). */
export const backupsDesk = defineDesk({
  name: 'backups',
  section: 'backups.view',
  permissions: {
    'backups.view': { roles: ['admin'] },
  },
  pages: { '/console/backups': 'backups.view' },
  actions: {},
  auditActions: [],
});
