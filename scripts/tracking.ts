#!/usr/bin/env tsx
// Operators' tools for the tracking lookup: npm run tracking -- <command>.
//   token create <name>      makes an ingest API token and prints it (the only time it is shown)
//   token list               the tokens' names, when made, last used, revoked
//   token revoke <name>      the token stops working at once
//   import <file.csv>        stores the events of a CSV file (one per row, header row of the
//                            ingest API's field names; docs/tracking.md), all or nothing
//   purge                    deletes shipments delivered or returned more than
//                            TRACKING_RETENTION_DAYS (180) days ago, with their events (a running
//                            server also does this every 6 hours)
// The database is the site's: DATABASE_URL, or .data/bridgeway.sqlite.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describeErrors } from '../src/lib/api/responses';
import { fail, minute, runCli, withDatabase } from './lib/cli';
import { CLI_ADDRESS } from '../src/lib/staff/audit';
import { importTrackingCsv } from '../src/lib/tracking/imports';
import { purgeTracking, trackingRetentionDays } from '../src/lib/tracking/retention';
import {
  createTokenRecorded,
  listTokens,
  revokeTokenRecorded,
  TOKEN_NAME,
} from '../src/lib/tracking/tokens';

const USAGE =
  'commands: token create <name>, token list, token revoke <name>, import <file.csv>, purge';

/** The CLI runs on the server: no actor, the client address `cli`. */
const cli = { actor: null, clientAddress: CLI_ADDRESS };

const when = (iso: string | null) => (iso ? `${minute(iso)} UTC` : '—');

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'token' && command !== 'import' && command !== 'purge') fail(USAGE);
  // Read and check the file before the database is opened: a wrong path changes nothing.
  let csv: string | undefined;
  if (command === 'import') {
    if (!args[0]) fail('usage: import <file.csv>');
    try {
      csv = readFileSync(args[0], 'utf8');
    } catch (error) {
      fail(`cannot read ${args[0]}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const now = new Date();
  await withDatabase(async (db) => {
    if (command === 'token') {
      const [action, name] = args;
      if (action === 'create') {
        if (!name) fail('usage: token create <name>');
        const made = await createTokenRecorded(db, name, cli, now);
        if (!made.ok)
          fail(
            made.error === 'exists'
              ? `a token named "${name}" is active; revoke it first`
              : `a name has 1–50 letters, digits, ".", "_" or "-" (${TOKEN_NAME})`,
          );
        console.log(made.token);
        console.error(
          `Token "${name}" made. It is shown only now: keep it in the sending system's secrets.`,
        );
      } else if (action === 'list') {
        const tokens = await listTokens(db);
        if (tokens.length === 0) console.log('No tokens.');
        for (const t of tokens)
          console.log(
            `${t.name}  made ${when(t.createdAt)}  last used ${when(t.lastUsedAt)}${t.revokedAt ? `  REVOKED ${when(t.revokedAt)}` : ''}`,
          );
      } else if (action === 'revoke') {
        if (!name) fail('usage: token revoke <name>');
        if (!(await revokeTokenRecorded(db, name, cli, now)))
          fail(`no active token named "${name}"`);
        console.log(`Token "${name}" revoked.`);
      } else fail(USAGE);
    } else if (command === 'import') {
      const result = await importTrackingCsv(
        db,
        { name: basename(args[0]!), text: csv! },
        { actor: null, clientAddress: CLI_ADDRESS },
        now,
      );
      if (!result.ok) {
        const messages = describeErrors(
          'en',
          result.errors.map((e) => e.error),
        );
        result.errors.forEach((e, i) => {
          const where = e.row === 0 ? 'file' : `row ${e.row}${e.column ? `, ${e.column}` : ''}`;
          console.error(`${where}: ${messages[i]!.message}`);
        });
        fail(`${result.errors.length} problem(s); nothing was imported`);
      }
      // Subscribers' status mails are queued with the events; a running server sends them.
      console.log(
        `${result.events.new} new event(s), ${result.events.duplicate} already stored, ${result.shipments} shipment(s), ${result.statusChanges} status change(s), ${result.mails} status mail(s) queued`,
      );
    } else {
      const days = trackingRetentionDays();
      const purged = await purgeTracking(db, now, days);
      console.log(
        `${purged.shipments} shipment(s) delivered or returned before ${purged.before} (${days} days) deleted with their events`,
      );
      if (purged.months.length)
        console.log(`the events of ${purged.months.join(', ')} deleted (PostgreSQL partitions)`);
    }
  });
}

runCli('tracking', main);
