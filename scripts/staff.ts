#!/usr/bin/env tsx
// Staff accounts of the console (docs/console.md): npm run staff -- <command>.
//   invite <email> --role <role>   prints a single-use invitation link (72 hours); also mails it
//                                  when SMTP_URL is set. Roles: admin, sales, hr, operations, editor
//   list                           every account: role, two-factor, disabled
//   role <email> <role>            gives the account another role and ends its sessions
//   disable <email>                disables the account and ends its sessions
//   reset-2fa <email>              removes its authenticator and ends its sessions; a new
//                                  invitation (invite, with its role) lets it set up a new one
// Every change is in the audit log (client address "cli"). The database is the site's:
// DATABASE_URL, or .data/bridgeway.sqlite.
import { databaseConfig } from '../src/lib/db';
import { smtpConfig } from '../src/lib/mail/config';
import { CLI_ADDRESS } from '../src/lib/staff/audit';
import { inviteStaff } from '../src/lib/staff/invitations';
import { STAFF_ROLES } from '../src/lib/staff/permissions';
import {
  changeRole,
  disableStaff,
  listStaff,
  resetTwoFactor,
  StaffError,
} from '../src/lib/staff/staff';
import { commandLine, fail, minute, runCli, table, withDatabase } from './lib/cli';

const USAGE = `commands: invite <email> --role ${STAFF_ROLES.join('|')}, list, role <email> <role>, disable <email>, reset-2fa <email>`;

runCli('staff', async () => {
  const { command, values, positionals } = commandLine(
    ['invite', 'list', 'role', 'disable', 'reset-2fa'],
    USAGE,
    { role: { type: 'string' } },
  );
  const [email, role] = positionals;
  if (command === 'role' && !role) fail(`usage: role <email> <${STAFF_ROLES.join('|')}>`);
  if (command !== 'list' && !email) fail(`usage: ${command} <email>`);
  if (command === 'invite' && !values.role) fail(`--role is one of ${STAFF_ROLES.join(', ')}`);
  const change = { email: email ?? '', by: null, clientAddress: CLI_ADDRESS };
  await withDatabase(async (db) => {
    const database = { db, dialect: databaseConfig().dialect };
    try {
      if (command === 'invite') {
        const invitation = await inviteStaff(
          database,
          { ...change, role: values.role ?? '' },
          new Date(),
        );
        console.log(
          `Invitation for ${invitation.email} (${invitation.role}), valid until ${minute(invitation.expiresAt)} UTC, once:\n${invitation.link}`,
        );
        if (smtpConfig()) console.log(`It is also mailed to ${invitation.email}.`);
      } else if (command === 'list') {
        const staff = await listStaff(database);
        console.log(
          staff.length
            ? table(
                ['email', 'name', 'role', 'two-factor', 'status', 'since (UTC)'],
                staff.map((s) => [
                  s.email,
                  s.name,
                  s.role ?? '—',
                  s.twoFactor ? 'on' : 'not set up',
                  s.disabled ? 'disabled' : 'active',
                  minute(s.createdAt),
                ]),
              )
            : 'No staff accounts yet: npm run staff -- invite <email> --role admin',
        );
      } else if (command === 'role') {
        await changeRole(database, { ...change, role: role ?? '' }, new Date());
        console.log(`${change.email} is now ${role}; its sessions have ended.`);
      } else if (command === 'disable') {
        await disableStaff(database, change, new Date());
        console.log(`${change.email} is disabled; its sessions have ended.`);
      } else {
        await resetTwoFactor(database, change, new Date());
        console.log(
          `${change.email} has no authenticator now and its sessions have ended; invite it again (invite ${change.email} --role <its role>) to set up a new one.`,
        );
      }
    } catch (error) {
      if (error instanceof StaffError) fail(error.message);
      throw error;
    }
  });
});
