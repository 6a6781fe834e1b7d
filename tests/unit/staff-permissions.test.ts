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
  type StaffRole,
} from '@/lib/staff/permissions';
import { databaseSetups, useDatabase } from '../db-support';

/** The table, written out: what each role may do. */
const EXPECTED: Record<string, Permission[]> = {
  sales: ['enquiries.view', 'enquiries.update', 'enquiries.reply', 'enquiries.export'],
  hr: [
    'applications.view',
    'applications.update',
    'applications.downloadResume',
    'applications.delete',
    'positions.edit',
  ],
  operations: ['tracking.view', 'tracking.import', 'tracking.tokens', 'mail.view', 'mail.retry'],
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
    for (const permission of ALL.filter((p) => /^(staff|audit)\./.test(p)))
      expect(STAFF_ROLES.filter((role) => can(role, permission))).toEqual(['admin']);
  });

  it('refuses a missing or unknown role everything', () => {
    for (const permission of ALL)
      for (const role of [null, undefined, '', 'user', 'Admin'])
        expect(can(role, permission)).toBe(false);
  });

  it('asks for a recent sign-in to change roles, make API tokens and download résumés', () => {
    expect(ALL.filter(needsFreshSignIn).sort()).toEqual([
      'applications.downloadResume',
      'staff.changeRole',
      'tracking.tokens',
    ]);
  });

  it('opens each section by its view permission, and shows each role its sections', () => {
    expect(Object.keys(SECTIONS)).toEqual([
      '/console/enquiries',
      '/console/applications',
      '/console/tracking',
      '/console/mail',
      '/console/staff',
      '/console/audit',
      '/console/news',
      '/console/positions',
    ]);
    expect(sectionsFor('admin')).toEqual(Object.keys(SECTIONS));
    expect(sectionsFor('sales')).toEqual(['/console/enquiries']);
    expect(sectionsFor('hr')).toEqual(['/console/applications', '/console/positions']);
    expect(sectionsFor('operations')).toEqual(['/console/tracking', '/console/mail']);
    expect(sectionsFor('editor')).toEqual(['/console/news', '/console/positions']);
    expect(sectionsFor(null)).toEqual([]);
  });

  it('is the access control better-auth checks (its admin plugin roles)', async () => {
    const auth = staffAuth(database.db());
    const allowed = async (role: StaffRole, permissions: Record<string, string[]>) =>
      (await auth.api.userHasPermission({ body: { role, permissions } })).success;
    for (const role of STAFF_ROLES)
      for (const permission of ALL) {
        const [area, verb] = permission.split('.');
        expect(await allowed(role, { [area!]: [verb!] }), `${role} ${permission}`).toBe(
          can(role, permission),
        );
      }
    // Managing users through better-auth's own admin endpoints is the admin's alone.
    expect(await allowed('admin', { user: ['ban'], session: ['revoke'] })).toBe(true);
    for (const role of STAFF_ROLES.filter((r) => r !== 'admin'))
      expect(await allowed(role, { user: ['ban'] })).toBe(false);
  });
});
