import type { Insertable, Kysely } from 'kysely';
import { env, type Env } from '@/config/env';
import { siteConfig } from '@/config/site';
import type { Database } from '@/lib/db/types';
import type { AttachmentResolvers } from '@/lib/mail/attachments';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { readResume } from './resume-files';

/** CAREERS_INBOX, HR's address: when set, each application is queued as a mail to it. */
export function careersInbox(settings: Pick<Env, 'CAREERS_INBOX'> = env()): string | null {
  return settings.CAREERS_INBOX ?? null;
}

const experienceLabel: Record<string, string> = {
  '0-1': '0–1 years',
  '1-3': '1–3 years',
  '3-5': '3–5 years',
  '5-10': '5–10 years',
  '10+': '10+ years',
};

type Application = Insertable<Database['applications']>;

/** The application's page in the console (unprefixed: the English console, as the mail is English). */
function consoleApplicationUrl(id: string): string {
  return `${siteConfig.appUrl}/console/applications/${id}`;
}

/** The plain-text mail HR receives (in English and the applicant's own words). */
export function applicationMailText(a: Application): string {
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
    `Status and notes in the console: ${consoleApplicationUrl(a.id)}`,
    `npm run applications -- resume ${a.id} <file> saves the résumé from the database.`,
  ].join('\n');
}

/** The outbox's key of an application's HR mail: it is queued once, and found by it. */
export const applicationMailKey = (reference: string) => `application:${reference}`;

/** The HR mail of an application, queued with it (src/lib/careers/store.ts). */
export function applicationMail(a: Application, inbox: string): OutgoingMail {
  return {
    kind: 'careers-application',
    dedupeKey: applicationMailKey(a.id),
    to: inbox,
    replyTo: a.email,
    subject: `[Application ${a.id}] ${a.position_title}: ${a.name}`,
    text: applicationMailText(a),
    attachments: [{ kind: 'resume', id: a.id }],
  };
}

/** The résumé of an application, decrypted when its mail is sent; null once it is deleted. */
async function resumeAttachment(db: Kysely<Database>, reference: string) {
  const row = await db
    .selectFrom('applications')
    .select(['resume_name', 'resume_type'])
    .where('id', '=', reference)
    .executeTakeFirst();
  const content = row && (await readResume(db, reference));
  if (!row || !content) return null;
  return { filename: row.resume_name, content, contentType: row.resume_type };
}

/** What careers mails attach, for whoever sends the outbox (src/instrumentation.ts, the CLI). */
export const careersAttachments: AttachmentResolvers = { resume: resumeAttachment };

/**
 * The outbox status of applications' HR mails by reference: pending, sending, sent or failed.
 * Missing: no mail was queued (CAREERS_INBOX unset) or a sent one was purged after 7 days.
 */
export async function applicationMailStatus(
  db: Kysely<Database>,
  references: readonly string[],
): Promise<Map<string, string>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['dedupe_key', 'status'])
    .where('dedupe_key', 'in', references.map(applicationMailKey))
    .execute();
  return new Map(rows.map((r) => [r.dedupe_key!.slice('application:'.length), r.status]));
}

/** Puts the HR mails given up as `failed` back in the queue, with fresh tries. Returns how many. */
export async function requeueFailedApplicationMail(db: Kysely<Database>, now: Date) {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), last_error: null })
    .where('kind', '=', 'careers-application')
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
