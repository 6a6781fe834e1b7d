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
import { parseArgs } from 'node:util';
import { databaseConfig, openDatabase } from '../src/lib/db';
import { enquiriesCsv, findEnquiry, listEnquiries, type EnquiryRow } from './lib/enquiries-export';
import { quoteLines, translator } from '../src/lib/enquiries/quote-text';
import { readEnquiryReference } from '../src/lib/enquiries/reference';
import { enquiryRetentionDays, purgeEnquiries } from '../src/lib/enquiries/retention';
import { waitingMail } from './lib/outbox-report';

const USAGE = 'commands: list [--since DATE], show <reference>, export [file], purge, outbox';

function fail(message: string): never {
  console.error(`enquiries: ${message}`);
  process.exit(2);
}

function sinceOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value) || Number.isNaN(Date.parse(value)))
    fail(`--since takes a date like 2026-11-01, not "${value}"`);
  return new Date(value).toISOString();
}

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')}`;

/** Columns padded to their widest cell (by characters, so Chinese names line up roughly). */
function table(head: string[], body: string[][]): string {
  const widths = head.map((h, i) =>
    Math.max(h.length, ...body.map((b) => [...(b[i] ?? '')].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c + ' '.repeat(widths[i]! - [...c].length))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

const contactOf = (r: EnquiryRow) => r.email ?? r.phone ?? (r.wechat ? `WeChat ${r.wechat}` : '—');

function show(r: EnquiryRow): string {
  const field = (label: string, value: string | null) => `${label.padEnd(12)}${value ?? '—'}`;
  return [
    field('reference', r.reference),
    field('received', `${when(r.created_at)} UTC`),
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
  const [command, ...rest] = process.argv.slice(2);
  if (!['list', 'show', 'export', 'purge', 'outbox'].includes(command ?? '')) fail(USAGE);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { since: { type: 'string' } },
  });
  const since = sinceOf(values.since);
  const { db, ready } = await openDatabase(databaseConfig());
  await ready;
  try {
    if (command === 'list') {
      const rows = await listEnquiries(db, { since });
      console.log(
        rows.length
          ? table(
              ['reference', 'received (UTC)', 'service', 'name', 'contact', 'quote'],
              rows.map((r) => [
                r.reference,
                when(r.created_at),
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
      const csv = enquiriesCsv(rows);
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
            when(m.createdAt),
            m.status === 'failed' ? '—' : when(m.nextAttemptAt),
            (m.lastError ?? '').replace(/\s+/g, ' ').slice(0, 80),
          ]),
        )}`,
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
