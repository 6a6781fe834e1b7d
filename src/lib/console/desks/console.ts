import { defineDesk } from '../desk';

/** The console's own pages: its home, the sign-in and its steps. No section, no permission. */
export const consoleDesk = defineDesk({
  name: 'console',
  permissions: {},
  pages: {
    '/console': 'signedIn',
    '/console/sign-in': 'public',
    '/console/invitation': 'public',
    '/console/two-factor': 'signedIn',
  },
  actions: {
    'lib/staff/console-actions#signIn': 'public',
    'lib/staff/console-actions#setUpTwoFactor': 'public',
    'lib/staff/console-actions#signOut': 'public',
  },
  auditActions: [
    'staff.acceptInvitation',
    'staff.enable2fa',
    'staff.signIn',
    'staff.signInFailed',
    'staff.signInPassword',
    'staff.signInPasswordOnly',
    'staff.signOut',
  ],
});
