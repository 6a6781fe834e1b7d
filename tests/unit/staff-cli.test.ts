import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@/lib/db';
import { listAudit } from '@/lib/staff/audit';
import { acceptInvitation } from '@/lib/staff/invitations';
import { cliProcess } from '../support/cli';

describe('npm run staff', () => {
  let dir: string;
  let file: string;
  let database: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bw-staff-cli-'));
    file = join(dir, 'cli.sqlite');
    database = await openDatabase({ dialect: 'sqlite', file });
    await database.ready;
  });
  afterAll(async () => {
    await database.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const { run, runWithTsx } = cliProcess('scripts/staff.ts');
  const environment = (env: Record<string, string>) => ({
    ...process.env,
    SMTP_URL: '',
    ...env,
    DATABASE_URL: file,
  });
  const cli = (args: string[], env: Record<string, string> = {}) => run(args, environment(env));

  it('invites the first administrator, lists, disables and resets two-factor', async () => {
    // The first command as `npm run staff` starts it.
    expect(runWithTsx(['list'], environment({})).stdout).toContain('No staff accounts yet');

    const invited = cli(['invite', 'Boss@BridgeWay.example', '--role', 'admin']);
    expect(invited.status).toBe(0);
    expect(invited.stdout).toMatch(
      /^Invitation for boss@bridgeway\.example \(admin\), valid until \d{4}-\d\d-\d\d \d\d:\d\d UTC, once:\nhttp:\/\/localhost:3000\/console\/invitation\?token=[\w-]{43}\n$/,
    );
    const token = new URL(invited.stdout.trim().split('\n')[1]!).searchParams.get('token')!;
    const accepted = await acceptInvitation(
      database,
      { token, name: 'Bo Sun', password: 'correct horse battery staple', clientAddress: null },
      new Date(),
    );
    expect(accepted.ok).toBe(true);

    const mailed = cli(['invite', 'sales@bridgeway.example', '--role', 'sales'], {
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    expect(mailed.stdout).toContain('It is also mailed to sales@bridgeway.example.');

    const list = cli(['list']).stdout.split('\n');
    expect(list[0]).toMatch(/^email +name +role +two-factor +status +since \(UTC\)$/);
    expect(list[2]).toMatch(/^boss@bridgeway\.example +Bo Sun +admin +not set up +active +\d{4}-/);

    expect(cli(['role', 'sales@bridgeway.example', 'hr']).stderr).toContain(
      'staff: no account sales@bridgeway.example',
    );
    expect(cli(['role', 'boss@bridgeway.example', 'operations']).stdout).toContain(
      'boss@bridgeway.example is now operations; its sessions have ended.',
    );
    expect(cli(['role', 'boss@bridgeway.example', 'admin']).stdout).toContain(
      'boss@bridgeway.example is now admin',
    );

    expect(cli(['reset-2fa', 'boss@bridgeway.example']).stdout).toContain(
      'boss@bridgeway.example has no authenticator now and its sessions have ended; invite it again',
    );
    expect(cli(['disable', 'boss@bridgeway.example']).stdout).toContain(
      'boss@bridgeway.example is disabled; its sessions have ended.',
    );
    expect(cli(['list']).stdout).toMatch(
      /boss@bridgeway\.example +Bo Sun +admin +not set up +disabled/,
    );

    const audit = await listAudit(database.db, { action: 'staff.' });
    expect(audit.map((e) => [e.action, e.client_address, e.actor_id])).toEqual([
      ['staff.disable', 'cli', null],
      ['staff.reset2fa', 'cli', null],
      ['staff.changeRole', 'cli', null],
      ['staff.changeRole', 'cli', null],
      ['staff.invite', 'cli', null],
      ['staff.acceptInvitation', null, accepted.ok ? accepted.userId : ''],
      ['staff.invite', 'cli', null],
    ]);
  });

  it('refuses mistakes with exit status 2 and says why', () => {
    const refused = (args: string[], message: string) => {
      const run = cli(args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toContain(`staff: ${message}`);
    };
    refused([], 'commands: invite <email> --role admin|sales|hr|operations|editor');
    refused(
      ['invite', 'x@bridgeway.example'],
      '--role is one of admin, sales, hr, operations, editor',
    );
    refused(['invite', 'x@bridgeway.example', '--role', 'root'], 'unknown role "root"');
    refused(
      ['invite', 'boss@bridgeway.example', '--role', 'hr'],
      'boss@bridgeway.example already has an account',
    );
    refused(
      ['role', 'boss@bridgeway.example'],
      'usage: role <email> <admin|sales|hr|operations|editor>',
    );
    refused(['role', 'boss@bridgeway.example', 'root'], 'unknown role "root"');
    refused(['disable'], 'usage: disable <email>');
    refused(['disable', 'nobody@bridgeway.example'], 'no account nobody@bridgeway.example');
    refused(['disable', 'boss@bridgeway.example'], 'boss@bridgeway.example is already disabled');
  });
});
