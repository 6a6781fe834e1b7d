import { describe, expect, it } from 'vitest';
import { staffAuth } from '@/lib/staff/auth';
import {
  PERMISSIONS,
  SECTIONS,
  STAFF_ROLES,
  can,
  needsFreshSignIn,
  sectionsFor,
  type Permission,
} from '@/lib/staff/permissions';
import { databaseSetups, useDatabase } from '../support/db';

/** The table, written out: what each role may do. */
const EXPECTED: Record<string, Permission[]> = {
  sales: [
    'enquiries.view',
    'enquiries.update',
    'enquiries.reply',
    'enquiries.export',
    // Bookings: sales books its won enquiries; operations carries them out and exports them.
    'bookings.view',
    'bookings.create',
    'bookings.cancel',
    'bookings.link',
    'bookings.message',
    'bookings.documents',
    // The business in numbers: the funnel, answer times and bookings are sales' to read.
    'numbers.view',
    'numbers.export',
  ],
  hr: [
    'applications.view',
    'applications.update',
    'applications.downloadResume',
    'applications.delete',
    'positions.edit',
  ],
  operations: [
    'bookings.view',
    'bookings.create',
    'bookings.cancel',
    'bookings.link',
    'bookings.message',
    'bookings.documents',
    'bookings.reviewDocuments',
    'bookings.export',
    'tracking.view',
    'tracking.import',
    'tracking.tokens',
    'mail.view',
    'mail.retry',
  ],
  editor: ['news.edit', 'news.publish', 'positions.edit'],
};
const ALL = Object.keys(PERMISSIONS) as Permission[];

describe('the console permission table', () => {
  // better-auth checks its tables when it starts: the SQLite setup's migrated database.
  const database = useDatabase(databaseSetups()[0]!);

  it('gives admin everything and each other role only its own area', () => {
    for (const permission of ALL) {
      expect(can('admin', permission), `admin ${permission}`).toBe(true);
      for (const role of ['sales', 'hr', 'operations', 'editor'])
        expect(can(role, permission), `${role} ${permission}`).toBe(
          EXPECTED[role]!.includes(permission),
        );
    }
    for (const permission of ALL.filter((p) => /^(staff|audit|backups)\./.test(p)))
      expect(STAFF_ROLES.filter((role) => can(role, permission))).toEqual(['admin']);
  });

  it('refuses a missing or unknown role everything', () => {
    for (const permission of ALL)
      for (const role of [null, undefined, '', 'user', 'Admin'])
        expect(can(role, permission)).toBe(false);
  });

  it('asks for a recent sign-in before changing staff, making API tokens and taking data out', () => {
    expect(ALL.filter(needsFreshSignIn).sort()).toEqual([
      'applications.downloadResume',
      'audit.export',
      'bookings.documents',
      'bookings.export',
      'enquiries.export',
      'numbers.export',
      'staff.changeRole',
      'staff.disable',
      'staff.invite',
      'staff.reset2fa',
      'tracking.tokens',
    ]);
  });

  it('opens each section by its view permission, and shows each role its sections', () => {
    expect(Object.keys(SECTIONS)).toEqual([
      '/console/enquiries',
      '/console/applications',
      '/console/bookings',
      '/console/tracking',
      '/console/mail',
      '/console/staff',
      '/console/audit',
      '/console/news',
      '/console/positions',
      '/console/backups',
      '/console/numbers',
    ]);
    expect(sectionsFor('admin')).toEqual(Object.keys(SECTIONS));
    expect(sectionsFor('sales')).toEqual([
      '/console/enquiries',
      '/console/bookings',
      '/console/numbers',
    ]);
    expect(sectionsFor('hr')).toEqual(['/console/applications', '/console/positions']);
    expect(sectionsFor('operations')).toEqual([
      '/console/bookings',
      '/console/tracking',
      '/console/mail',
    ]);
    expect(sectionsFor('editor')).toEqual(['/console/news', '/console/positions']);
    expect(sectionsFor(null)).toEqual([]);
  });

  it('gives no role better-auth’s own user management: the admin plugin is not loaded', () => {
    const endpoints = Object.values(staffAuth(database.db()).api).map(
      (endpoint) => (endpoint as { path?: string }).path ?? '',
    );
    expect(endpoints.filter((path) => path.startsWith('/admin/'))).toEqual([]);
    expect(endpoints).toContain('/sign-in/email');
  });
});
