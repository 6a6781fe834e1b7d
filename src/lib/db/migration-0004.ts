import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0004: the careers mail moves onto the mail outbox and the careers rate limit onto the shared
 * one. It adds the outbox's `attachments` column, queues every HR mail still owed
 * (pending, failed or being sent; and those given up, as `failed` for `npm run applications --
 * resend`) to CAREERS_INBOX, copies the abuse-limit records into `rate_limit_hits` (bucket
 * `careers`), then drops `submission_attempts` and the applications' mail columns. When a mail is
 * owed and CAREERS_INBOX is not set it stops before changing anything, naming the variable: an
 * upgrade loses no mail. It reads only tables 0001 and 0002 made.
 */

type Owed = {
  id: string;
  created_at: string;
  locale: string;
  name: string;
  email: string;
  phone: string;
  position_id: string;
  position_title: string;
  city: string;
  experience: string;
  message: string;
  resume_name: string;
  resume_size: number;
  mail_status: string;
  mail_error: string | null;
};

/** The HR mail's text as the site wrote it when this migration shipped (frozen here). */
function mailText(a: Owed): string {
  return [
    `New application ${a.id} (${a.created_at}, site language ${a.locale})`,
    '',
    `Position:   ${a.position_title} [${a.position_id}]`,
    `Name:       ${a.name}`,
    `Email:      ${a.email}`,
    `Phone:      ${a.phone}`,
    `City:       ${a.city}`,
    `Experience: ${a.experience} years`,
    `Résumé:     ${a.resume_name} (${Math.ceil(Number(a.resume_size) / 1024)} KB, attached)`,
    '',
    'Message:',
    a.message || '(none)',
    '',
    `npm run applications -- resume ${a.id} <file> saves the résumé from the database.`,
  ].join('\n');
}

/** `inbox`: CAREERS_INBOX, where the mails still owed are queued. */
export function careersOntoOutbox(inbox: string | undefined): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const owed = (
        await sql<Owed>`select * from applications
          where mail_status in ('pending', 'failed', 'sending')
             or (mail_status = 'unsent' and mail_attempts > 0)
          order by created_at, id`.execute(db)
      ).rows;
      if (owed.length > 0 && !inbox)
        throw new Error(
          `${owed.length} application mail(s) are not sent yet: set CAREERS_INBOX (HR's address) so this upgrade can queue them in the mail outbox`,
        );

      await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
      const now = new Date().toISOString();
      for (const a of owed) {
        const gaveUp = a.mail_status === 'unsent';
        await sql`insert into mail_outbox
            (dedupe_key, kind, created_at, to_address, reply_to, subject, text_body, attachments,
             status, attempts, next_attempt_at, last_error)
          values (${`application:${a.id}`}, 'careers-application', ${now}, ${inbox!}, ${a.email},
            ${`[Application ${a.id}] ${a.position_title}: ${a.name}`}, ${mailText(a)},
            ${JSON.stringify([{ kind: 'resume', id: a.id }])}, ${gaveUp ? 'failed' : 'pending'},
            0, ${now}, ${gaveUp ? a.mail_error : null})
          on conflict (dedupe_key) do nothing`.execute(db);
      }

      await sql`insert into rate_limit_hits (bucket, client_key, created_at)
        select 'careers', client_key, created_at from submission_attempts`.execute(db);
      await db.schema.dropTable('submission_attempts').execute();
      for (const column of ['mail_status', 'mail_attempts', 'mail_error'])
        await db.schema.alterTable('applications').dropColumn(column).execute();
    },
  };
}
