import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { company, hotline } from '@/lib/company';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { recordDeskChange, type DeskActor } from '@/lib/console/history';
import { enqueueMail, type OutgoingMail } from '@/lib/mail/outbox';
import { asLocale, type Locale } from '@/i18n/routing';
import { chinaTime } from '@/lib/shipping/calendar';
import { changeStatusIn, markAnswered } from './case';
import { oneLine } from './mail';
import { translator } from './quote-text';

/**
 * Sales' reply to an enquiry by email, through the outbox like every mail of the
 * site: from the site's address, Reply-To the salesperson (so the visitor's answer reaches
 * them), to the address the visitor gave, in the visitor's language.
 */

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_TEXT_MAX = 5000;

/** The subject a reply starts with, in the visitor's language. */
export function replySubject(locale: Locale, reference: string): string {
  return translator(locale)('EnquiryMail.replySubject', { reference });
}

type Original = { reference: string; locale: Locale; email: string; message: string; at: Date };

/**
 * The mail: what the salesperson typed, then the site's footer (company, reference, hotline)
 * and the visitor's own message quoted under "On <date> you wrote:", in the visitor's language.
 */
export function replyMail(
  original: Original,
  reply: { subject: string; text: string; replyTo: string; dedupeKey: string },
): OutgoingMail {
  const t = translator(original.locale);
  const quoted = original.message.split(/\r?\n/).map((line) => `> ${line}`);
  return {
    kind: 'enquiry-reply',
    dedupeKey: reply.dedupeKey,
    to: oneLine(original.email),
    replyTo: oneLine(reply.replyTo),
    subject: oneLine(reply.subject),
    text: [
      reply.text.trim(),
      '',
      '--',
      t('EnquiryMail.replyFooter', {
        company: company.name[original.locale],
        reference: original.reference,
        phone: hotline,
      }),
      '',
      t('EnquiryMail.replyQuoted', { date: chinaTime(original.at).date }),
      ...quoted,
    ].join('\n'),
  };
}

export type ReplyOutcome = 'sent' | 'missing' | 'noEmail' | 'duplicate';

/**
 * Queues the reply and keeps it in the timeline (subject, text, the outbox id), in one
 * transaction with its audit entry. A reply to a `new` enquiry moves it to `contacted`: the
 * visitor has been answered. The same text sent twice (a double click) is queued once.
 */
export async function replyToEnquiry(
  db: Kysely<Database>,
  reference: string,
  reply: { subject: string; text: string },
  by: DeskActor,
  now: Date,
): Promise<ReplyOutcome> {
  return inTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom('enquiries')
      .select(['locale', 'email', 'message', 'created_at', 'status'])
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (!found) return 'missing';
    if (!found.email) return 'noEmail';
    const digest = createHash('sha256').update(`${reply.subject}\n${reply.text}`).digest('hex');
    const dedupeKey = `enquiry-reply:${reference}:${digest.slice(0, 32)}`;
    const mail = replyMail(
      {
        reference,
        locale: asLocale(found.locale),
        email: found.email,
        message: found.message,
        at: new Date(found.created_at),
      },
      { ...reply, replyTo: by.staff.email, dedupeKey },
    );
    if (!(await enqueueMail(trx, mail, now))) return 'duplicate';
    const queued = await trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('dedupe_key', '=', dedupeKey)
      .executeTakeFirstOrThrow();
    const mailId = Number(queued.id);
    await recordDeskChange(trx, { type: 'enquiry', id: reference }, by, now, {
      kind: 'reply',
      history: { subject: mail.subject, text: reply.text.trim(), mailId },
      action: 'enquiries.reply',
      audit: { mailId },
    });
    await markAnswered(trx, reference, now);
    if (found.status === 'new') await changeStatusIn(trx, reference, 'new', 'contacted', by, now);
    return 'sent';
  });
}
