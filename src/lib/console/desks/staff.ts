import { defineDesk } from '../desk';

const admin = ['admin'] as const;

/** The administrator's staff list: invitations, roles, disabling, resetting two-factor. */
export const staffDesk = defineDesk({
  name: 'staff',
  section: 'staff.view',
  permissions: {
    'staff.view': { roles: admin },
    'staff.invite': { roles: admin, fresh: true },
    'staff.changeRole': { roles: admin, fresh: true },
    'staff.disable': { roles: admin, fresh: true },
    'staff.reset2fa': { roles: admin, fresh: true },
  },
  pages: { '/console/staff': 'staff.view' },
  actions: {
    'lib/staff/staff-actions#inviteColleague': 'staff.invite',
    'lib/staff/staff-actions#changeColleagueRole': 'staff.changeRole',
    'lib/staff/staff-actions#disableColleague': 'staff.disable',
    'lib/staff/staff-actions#resetColleagueTwoFactor': 'staff.reset2fa',
  },
  auditActions: ['staff.changeRole', 'staff.disable', 'staff.invite', 'staff.reset2fa'],
});
