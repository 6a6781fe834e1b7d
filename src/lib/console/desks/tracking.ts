import { defineDesk } from '../desk';

const operations = ['admin', 'operations'] as const;

/** Operations' shipments: find one, import a CSV of events, the ingest API's tokens. */
export const trackingDesk = defineDesk({
  name: 'tracking',
  section: 'tracking.view',
  permissions: {
    'tracking.view': { roles: operations },
    'tracking.import': { roles: operations },
    'tracking.tokens': { roles: operations, fresh: true },
  },
  pages: {
    '/console/tracking': 'tracking.view',
    '/console/tracking/[number]': 'tracking.view',
    '/console/tracking/tokens': 'tracking.tokens',
  },
  actions: {
    'lib/tracking/console-actions#importCsv': 'tracking.import',
    'lib/tracking/console-actions#createTokenAction': 'tracking.tokens',
    'lib/tracking/console-actions#revokeTokenAction': 'tracking.tokens',
  },
  auditActions: ['tracking.import', 'tracking.tokens'],
});
