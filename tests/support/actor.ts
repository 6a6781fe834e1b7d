import type { DeskActor } from '@/lib/console/history';

/** A staff member at a desk, for the tests whose checks do not depend on who acted. */
export const deskActor: DeskActor = {
  staff: { id: 'u-ops', email: 'ops@bridgeway.example', name: 'Olga' },
  clientAddress: '203.0.113.7',
};

/** A member of HR at the careers desk (applications, openings). */
export const hrActor: DeskActor = {
  staff: { id: 'u-hr', email: 'hr@example.com', name: 'Hanna HR' },
  clientAddress: '203.0.113.9',
};
