#!/usr/bin/env tsx
// Operators' access to the enquiries and quote requests: npm run enquiries -- <command>.
//   list [--since DATE]      a table of the enquiries, oldest first
//   show <reference>         one enquiry in full, with its quote
//   export [file]            every enquiry as CSV (UTF-8 with BOM, for Excel); stdout without a file
//   purge                    deletes enquiries older than ENQUIRY_RETENTION_DAYS (730) days (a
//                            running server also does this every 6 hours)
//   outbox                   the mails not sent yet or given up, of every kind (no addresses)
// The database is the site's: DATABASE_URL, or .data/bridgeway.sqlite.
import { writeFileSync } from 'node:fs';
import {
  enquiriesCsv,
  findEnquiry,
  listEnquiries,
  type EnquiryRow,
} from '../src/lib/enquiries/export';
import { staffNames } from '../src/lib/staff/names';
import { quoteLines, translator } from '../src/lib/enquiries/quote-text';
import { readEnquiryReference } from '../src/lib/enquiries/reference';
import { enquiryRetentionDays, purgeEnquiries } from '../src/lib/enquiries/retention';
import { commandLine, fail, minute, runCli, sinceOf, table, withDatabase } from './lib/cli';
import { waitingMail } from '../src/lib/mail/report';

const USAGE = 'commands: list [--since DATE], show <reference>, export [file], purge, outbox';

const contactOf = (r: EnquiryRow) => r.email ?? r.phone ?? (r.wechat ? `WeChat ${r.wechat}` : '—');

function show(r: EnquiryRow): string {
  const field = (label: string, value: string | null) => `${label.padEnd(12)}${value ?? '—'}`;
  return [
    field('reference', r.reference),
    field('received', `${minute(r.created_at)} UTC`),
    field('language', r.locale),
    field('service', r.service),
    field('name', r.name),
    field('company', r.company),
    field('email', r.email),
    field('phone', r.phone),
    field('wechat', r.wechat),
    field('came from', r.source),
    '',
    r.message,
    ...(r.quote ? ['', ...quoteLines(translator('en'), 'en', r.quote, true)] : []),
  ].join('\n');
}

async function main() {
  const { command, values, positionals } = commandLine(
    ['list', 'show', 'export', 'purge', 'outbox'],
    USAGE,
    { since: { type: 'string' } },
  );
  const since = sinceOf(values.since);
  await withDatabase(async (db) => {
    if (command === 'list') {
      const rows = await listEnquiries(db, { since });
      console.log(
        rows.length
          ? table(
              ['reference', 'received (UTC)', 'service', 'name', 'contact', 'quote'],
              rows.map((r) => [
                r.reference,
                minute(r.created_at),
                r.service,
                r.name,
                contactOf(r),
                r.quote?.channel.code ?? '—',
              ]),
            )
          : 'No enquiries.',
      );
      console.log(`\n${rows.length} enquiry(ies)${values.since ? ` since ${values.since}` : ''}.`);
    } else if (command === 'show') {
      const reference = readEnquiryReference(positionals[0] ?? '');
      if (!reference) fail('usage: show <reference> (six letters and digits)');
      const row = await findEnquiry(db, reference);
      if (!row) fail(`no enquiry ${reference}`);
      console.log(show(row));
    } else if (command === 'export') {
      const rows = await listEnquiries(db, { since });
      const csv = enquiriesCsv(
        rows,
        await staffNames(
          db,
          rows.map((r) => r.assignee_id),
        ),
      );
      const [file] = positionals;
      if (file) {
        writeFileSync(file, csv, { mode: 0o600 });
        console.error(`${rows.length} enquiry(ies) written to ${file}`);
      } else process.stdout.write(csv);
    } else if (command === 'purge') {
      const days = enquiryRetentionDays();
      const deleted = await purgeEnquiries(db, new Date(), days);
      console.log(
        `${deleted.enquiries} enquiry(ies) received before ${deleted.before} deleted (${days} days)`,
      );
    } else {
      const { counts, mails } = await waitingMail(db);
      if (mails.length === 0) {
        console.log('The outbox holds no pending or failed mail.');
        return;
      }
      console.log(counts.map((c) => `${c.kind} ${c.status}: ${c.count}`).join('\n'));
      console.log(
        `\n${table(
          ['id', 'kind', 'status', 'tries', 'queued (UTC)', 'next try (UTC)', 'last error'],
          mails.map((m) => [
            String(m.id),
            m.kind,
            m.status,
            String(m.attempts),
            minute(m.createdAt),
            m.status === 'failed' ? '—' : minute(m.nextAttemptAt),
            (m.lastError ?? '').replace(/\s+/g, ' ').slice(0, 80),
          ]),
        )}`,
      );
    }
  });
}

runCli('enquiries', main);
