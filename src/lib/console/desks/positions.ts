import { defineDesk } from '../desk';

/** The join-us page's job openings, kept by HR and the editors. */
export const positionsDesk = defineDesk({
  name: 'positions',
  section: 'positions.edit',
  permissions: {
    'positions.edit': { roles: ['admin', 'hr', 'editor'] },
  },
  pages: {
    '/console/positions': 'positions.edit',
    '/console/positions/new': 'positions.edit',
    '/console/positions/[id]': 'positions.edit',
  },
  actions: {
    'lib/careers/positions-actions#saveOpening': 'positions.edit',
    'lib/careers/positions-actions#changeOpeningStatus': 'positions.edit',
    'lib/careers/positions-actions#moveOpeningAction': 'positions.edit',
  },
  auditActions: [
    'positions.close',
    'positions.create',
    'positions.open',
    'positions.reorder',
    'positions.update',
  ],
});
