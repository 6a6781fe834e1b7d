import { defineDesk } from '../desk';

const sales = ['admin', 'sales'] as const;

/** The business in numbers: sales' funnel, answer times and bookings (docs/numbers.md). */
export const numbersDesk = defineDesk({
  name: 'numbers',
  section: 'numbers.view',
  permissions: {
    'numbers.view': { roles: sales },
    'numbers.export': { roles: sales, fresh: true },
  },
  pages: {
    '/console/numbers': 'numbers.view',
    '/console/numbers/export': 'numbers.export',
  },
  actions: {},
  downloads: ['/console/numbers/export'],
  auditActions: ['numbers.export'],
});
