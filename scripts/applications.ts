#!/usr/bin/env tsx
// Operators' access to the job applications: npm run applications -- <command>.
//   list [--since DATE] [--email ADDRESS] [--limit N]
//                                            a table of the newest applications
//   export --format csv|json [--since DATE] [--email ADDRESS] [--out FILE]
//                                            every application (CSV: UTF-8 with BOM, for Excel)
//   resume <id> <file>                       saves an application's résumé
//   resend                                   queues again the HR mails given up (failed): a
//                                            running server's mail worker sends them
//   purge                                    deletes what the privacy notice keeps no longer (a
//                                            running server also does this every 6 hours)
//   delete <reference | email>               erases an applicant's applications and résumés
// The database is the site's: DATABASE_URL, or .data/bridgeway.sqlite.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { applicationMailStatus, requeueFailedApplicationMail } from '../src/lib/careers/mail';
import { applicationsCsv, listApplications, type ApplicationRow } from '../src/lib/careers/export';
import { eraseApplications, purgeExpired, retentionCutoffs } from '../src/lib/careers/retention';
import { readResume } from '../src/lib/careers/resume-files';
import { CLI_ADDRESS } from '../src/lib/staff/audit';
import { fail, minute, runCli, sinceOf, table, withDatabase } from './lib/cli';

/** The newest applications with their HR mail's outbox status ("—": none queued, or purged). */
const applicationsTable = (rows: ApplicationRow[], mail: Map<string, string>) =>
  table(
    ['reference', 'received (UTC)', 'name', 'position', 'email', 'mail'],
    rows.map((r) => [
      r.id,
      minute(r.created_at),
      r.name,
      r.position_id,
      r.email,
      mail.get(r.id) ?? '—',
    ]),
  );

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
  await withDatabase(async (db) => {
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
        console.log(shown.length ? applicationsTable(shown, mail) : 'No applications.');
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
        // Back in the outbox, which a running server's mail worker sends as every other mail.
        const requeued = await requeueFailedApplicationMail(db, new Date());
        console.log(
          `${requeued} failed HR mail(s) queued again: a running server with SMTP_URL sends them`,
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
          { actor: null, clientAddress: CLI_ADDRESS },
          new Date(),
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
  });
}

runCli('applications', main);
