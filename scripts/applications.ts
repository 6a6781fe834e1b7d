#!/usr/bin/env tsx
// Operators' access to the job applications: npm run applications -- <command>.
//   list [--since DATE] [--email ADDRESS] [--limit N]
//                                            a table of the newest applications
//   export --format csv|json [--since DATE] [--email ADDRESS] [--out FILE]
//                                            every application (CSV: UTF-8 with BOM, for Excel)
//   resume <id> <file>                       saves an application's résumé
//   resend                                   queues again the HR mails given up (failed) and sends
//                                            what is due (SMTP_URL; else a running server does)
//   purge                                    deletes what the privacy notice keeps no longer (a
//                                            running server also does this every 6 hours)
//   delete <reference | email>               erases an applicant's applications and résumés
// The database is the site's: DATABASE_URL, or .data/bridgeway.sqlite.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { databaseConfig, openDatabase } from '../src/lib/db';
import {
  applicationMailStatus,
  careersAttachments,
  requeueFailedApplicationMail,
} from '../src/lib/careers/mail';
import { smtpConfig } from '../src/lib/mail/config';
import { deliverDueMail } from '../src/lib/mail/outbox';
import { applicationsCsv, listApplications, type ApplicationRow } from '../src/lib/careers/export';
import { eraseApplications, purgeExpired, retentionCutoffs } from '../src/lib/careers/retention';
import { readResume } from '../src/lib/careers/resume-files';

function fail(message: string): never {
  console.error(`applications: ${message}`);
  process.exit(2);
}

function sinceOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value) || Number.isNaN(Date.parse(value)))
    fail(`--since takes a date like 2026-11-01, not "${value}"`);
  return new Date(value).toISOString();
}

/** The newest applications with their HR mail's outbox status ("—": none queued, or purged). */
function table(rows: ApplicationRow[], mail: Map<string, string>): string {
  const head = ['reference', 'received (UTC)', 'name', 'position', 'email', 'mail'];
  const body = rows.map((r) => [
    r.id,
    r.created_at.slice(0, 16).replace('T', ' '),
    r.name,
    r.position_id,
    r.email,
    mail.get(r.id) ?? '—',
  ]);
  const widths = head.map((h, i) =>
    Math.max(h.length, ...body.map((b) => [...(b[i] ?? '')].length)),
  );
  const line = (cells: string[]) =>
    cells.map((c, i) => c + ' '.repeat(widths[i]! - [...c].length)).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      email: { type: 'string' },
      format: { type: 'string' },
      out: { type: 'string' },
      limit: { type: 'string' },
    },
  });
  const config = databaseConfig();
  const { db, ready } = await openDatabase(config);
  await ready;
  try {
    switch (command) {
      case 'list': {
        const rows = await listApplications(db, {
          since: sinceOf(values.since),
          email: values.email,
        });
        const limit = values.limit ? Number(values.limit) : 50;
        const shown = rows.slice(-limit);
        const mail = await applicationMailStatus(
          db,
          shown.map((r) => r.id),
        );
        console.log(shown.length ? table(shown, mail) : 'No applications.');
        console.log(
          `\n${rows.length} application(s)${values.email ? ` from ${values.email}` : ''}${values.since ? ` since ${values.since}` : ''}${rows.length > shown.length ? `, the newest ${shown.length} shown` : ''}.`,
        );
        break;
      }
      case 'export': {
        const format = values.format;
        if (format !== 'csv' && format !== 'json')
          fail('export needs --format csv or --format json');
        const rows = await listApplications(db, {
          since: sinceOf(values.since),
          email: values.email,
        });
        const output =
          format === 'csv' ? applicationsCsv(rows) : `${JSON.stringify(rows, null, 2)}\n`;
        if (values.out) {
          writeFileSync(values.out, output);
          console.error(`${rows.length} application(s) written to ${values.out}`);
        } else process.stdout.write(output);
        break;
      }
      case 'resume': {
        const [id, file] = positionals;
        if (!id || !file) fail('usage: resume <reference> <file>');
        const row = await db
          .selectFrom('applications')
          .select('resume_name')
          .where('id', '=', id)
          .executeTakeFirst();
        const resume = row && (await readResume(db, id));
        if (!row || !resume) fail(`no application ${id}`);
        writeFileSync(file, resume);
        console.log(`${row.resume_name} (${resume.byteLength} bytes) saved to ${file}`);
        break;
      }
      case 'resend': {
        const requeued = await requeueFailedApplicationMail(db, new Date());
        console.log(`${requeued} failed HR mail(s) queued again`);
        const smtp = smtpConfig();
        if (!smtp) {
          console.log('SMTP_URL is not set: a running server with SMTP_URL sends them.');
          break;
        }
        const { createTransport } = await import('nodemailer');
        const transport = createTransport(smtp.smtpUrl);
        const total = { sent: 0, retried: 0, failed: 0 };
        try {
          // Everything due now, in batches, until a batch sends nothing.
          for (;;) {
            const run = await deliverDueMail(db, transport, smtp.from, new Date(), 20, {
              attachments: careersAttachments,
            });
            for (const k of ['sent', 'retried', 'failed'] as const) total[k] += run[k];
            if (run.sent === 0) break;
          }
        } finally {
          transport.close();
        }
        console.log(
          `${total.sent} sent, ${total.retried} to retry later, ${total.failed} given up (the outbox's mails of every kind that were due)`,
        );
        break;
      }
      case 'purge': {
        const now = new Date();
        const deleted = await purgeExpired(db, now);
        console.log(
          `${deleted.applications} application(s) received before ${retentionCutoffs(now).applications} and ${deleted.attempts} abuse-limit record(s) deleted`,
        );
        break;
      }
      case 'delete': {
        const [who] = positionals;
        if (!who) fail('usage: delete <reference | email>');
        const deleted = await eraseApplications(
          db,
          who.includes('@') ? { email: who } : { reference: who },
        );
        console.log(
          deleted.length
            ? `${deleted.length} application(s) deleted with their résumés: ${deleted.join(', ')}`
            : `no application of ${who}`,
        );
        break;
      }
      default:
        fail(
          'commands: list, export --format csv|json [--since DATE] [--email ADDRESS] [--out FILE], resume <id> <file>, resend, purge, delete <reference | email>',
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
