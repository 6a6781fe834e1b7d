import { defineDesk } from '../desk';

const hr = ['admin', 'hr'] as const;

/** HR's job applications: the list, an application's page, its status, notes and résumé. */
export const applicationsDesk = defineDesk({
  name: 'applications',
  section: 'applications.view',
  permissions: {
    'applications.view': { roles: hr },
    'applications.update': { roles: hr },
    'applications.downloadResume': { roles: hr, fresh: true },
    'applications.delete': { roles: hr },
  },
  pages: {
    '/console/applications': 'applications.view',
    '/console/applications/[id]': 'applications.view',
    '/console/applications/[id]/resume': 'applications.downloadResume',
  },
  actions: {
    'lib/careers/console-actions#changeApplicationStatus': 'applications.update',
    'lib/careers/console-actions#addNote': 'applications.update',
    'lib/careers/console-actions#deleteOnRequest': 'applications.delete',
  },
  downloads: ['/console/applications/[id]/resume'],
  auditActions: [
    'applications.delete',
    'applications.downloadResume',
    'applications.note',
    'applications.update',
  ],
  timeline: { record: 'application', kinds: ['status', 'note'] },
});
