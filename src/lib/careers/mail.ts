import type { Kysely, Selectable } from 'kysely';
import type { Database } from '@/lib/db/types';
import { smtpConfig } from '@/lib/mail/config';
import { readResume } from './resume-files';

export type MailConfig = { smtpUrl: string; inbox: string; from: string };

/** SMTP_URL and CAREERS_INBOX turn the HR mail on; MAIL_FROM sets its sender. */
export function mailConfig(
  env: Record<string, string | undefined> = process.env,
): MailConfig | null {
  const smtp = smtpConfig(env, 'BridgeWay careers site <careers-site@bridgeway.example>');
  const inbox = env.CAREERS_INBOX?.trim();
  if (!smtp || !inbox) return null;
  return { ...smtp, inbox };
}

/** Tries per application before it is left as unsent for an operator. */
export const MAX_MAIL_ATTEMPTS = 5;

const experienceLabel: Record<string, string> = {
  '0-1': '0–1 years',
  '1-3': '1–3 years',
  '3-5': '3–5 years',
  '5-10': '5–10 years',
  '10+': '10+ years',
};

type Row = Selectable<Database['applications']>;

/** The plain-text mail HR receives (in English and the applicant's own words). */
export function applicationMailText(a: Row): string {
  return [
    `New application ${a.id} (${a.created_at}, site language ${a.locale})`,
    '',
    `Position:   ${a.position_title} [${a.position_id}]`,
    `Name:       ${a.name}`,
    `Email:      ${a.email}`,
    `Phone:      ${a.phone}`,
    `City:       ${a.city}`,
    `Experience: ${experienceLabel[a.experience] ?? a.experience}`,
    `Résumé:     ${a.resume_name} (${Math.ceil(a.resume_size / 1024)} KB, attached)`,
    '',
    'Message:',
    a.message || '(none)',
    '',
    `npm run applications -- resume ${a.id} <file> saves the résumé from the database.`,
  ].join('\n');
}

/**
 * Mails every application still waiting (pending, or failed fewer than MAX_MAIL_ATTEMPTS times)
 * to HR with its résumé attached. Each one is claimed first, so two instances never mail the
 * same application twice; a failure is recorded and retried on the next call. Returns counts.
 */
export async function deliverPendingMail(
  db: Kysely<Database>,
  config: MailConfig,
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(config.smtpUrl);
  const waiting = await db
    .selectFrom('applications')
    .selectAll()
    .where('mail_status', 'in', ['pending', 'failed'])
    .where('mail_attempts', '<', MAX_MAIL_ATTEMPTS)
    .orderBy('created_at', 'asc')
    .limit(limit)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const row of waiting) {
    const claimed = await db
      .updateTable('applications')
      .set({ mail_status: 'sending', mail_attempts: row.mail_attempts + 1 })
      .where('id', '=', row.id)
      .where('mail_status', '=', row.mail_status)
      .where('mail_attempts', '=', row.mail_attempts)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      const resume = await readResume(db, row.id);
      if (!resume) throw new Error(`the résumé of ${row.id} is missing`);
      await transport.sendMail({
        from: config.from,
        to: config.inbox,
        replyTo: { name: row.name, address: row.email },
        subject: `[Application ${row.id}] ${row.position_title}: ${row.name}`,
        text: applicationMailText(row),
        attachments: [
          {
            filename: row.resume_name,
            content: resume,
            contentType: row.resume_type,
          },
        ],
      });
      await db
        .updateTable('applications')
        .set({ mail_status: 'sent', mail_error: null })
        .where('id', '=', row.id)
        .execute();
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = row.mail_attempts + 1 >= MAX_MAIL_ATTEMPTS;
      await db
        .updateTable('applications')
        .set({ mail_status: last ? 'unsent' : 'failed', mail_error: message.slice(0, 500) })
        .where('id', '=', row.id)
        .execute();
      console.error(
        `careers: mailing application ${row.id} failed (try ${row.mail_attempts + 1}): ${message}`,
      );
      failed++;
    }
  }
  transport.close();
  return { sent, failed };
}
