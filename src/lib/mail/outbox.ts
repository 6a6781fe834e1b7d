import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Database } from '@/lib/db/types';
import { purgeJob, type Job } from '@/lib/jobs/scheduler';
import {
  attachmentsColumn,
  resolveAttachments,
  type Attachment,
  type AttachmentRef,
  type AttachmentResolvers,
} from './attachments';
import { DEFAULT_MAIL_TIMING } from './config';
import { recordMailFailure } from '@/lib/metrics';
import { fromJson, toJson } from '@/lib/db/json';

/**
 * The site's one mail outbox (docs/mail.md). A mail is written in the transaction that stores
 * what it reports, so it is queued exactly when that is stored; a worker sends it later, with
 * retries, from whichever instance claims it first.
 */

export type OutgoingMail = {
  /** What the mail is, for operators: 'tracking-confirm', 'tracking-status', … */
  kind: string;
  /** The same key is queued once however often enqueueMail is called with it. */
  dedupeKey?: string;
  to: string;
  replyTo?: string;
  subject: string;
  /** Plain text. */
  text: string;
  /** Extra headers (List-Unsubscribe, …). */
  headers?: Record<string, string>;
  /** Files read when the mail is sent (src/lib/mail/attachments.ts), never copied here. */
  attachments?: AttachmentRef[];
};

/** Tries before a mail is given up as `failed`. */
export const MAX_MAIL_ATTEMPTS = 8;
/** The wait after the first failed try; it doubles with each further failure, up to the cap. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_CAP_MS = 60 * 60_000;
/** Sent mails are kept (without their address and text) this long, then deleted. */
export const SENT_KEEP_DAYS = 7;
/** Mails given up are kept this long for an operator to see, then deleted. */
export const FAILED_KEEP_DAYS = 30;

/**
 * Queues a mail in the caller's transaction. Returns false when a mail with the same dedupe key
 * was queued before (nothing is written then).
 */
export async function enqueueMail(
  trx: Kysely<Database>,
  mail: OutgoingMail,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .insertInto('mail_outbox')
    .values({
      dedupe_key: mail.dedupeKey ?? null,
      kind: mail.kind,
      created_at: now.toISOString(),
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text_body: mail.text,
      headers: mail.headers ? toJson(mail.headers) : null,
      attachments: attachmentsColumn(mail.attachments),
      status: 'pending',
      next_attempt_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The wait before try `attempt + 1` after try `attempt` failed. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

type Row = Selectable<Database['mail_outbox']>;
type Outbox = ExpressionBuilder<Database, 'mail_outbox'>;

/** What deliverDueMail needs of a nodemailer transport. */
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    headers?: Record<string, string>;
    messageId?: string;
    attachments?: Attachment[];
  }): Promise<unknown>;
};

export type DeliveryOptions = {
  /**
   * How long a claim lasts (MAIL_CLAIM_MS, src/lib/mail/config.ts): longer than one try can take,
   * so a claim only runs out when its worker died.
   */
  claimMs?: number;
  /** How this sender reads the attachments mails refer to. */
  attachments?: AttachmentResolvers;
};

/**
 * Claims up to `limit` due mails for this worker in one conditional UPDATE: a mail is due when it
 * is pending and its time has come, or when another worker's claim on it ran out (that worker
 * died). The conditions are checked again on each row as it is updated, so when two instances
 * race for a row (PostgreSQL re-reads a row another transaction changed; SQLite writes one at a
 * time) only one of them updates it, and only that one sends it.
 */
async function claimDue(
  db: Kysely<Database>,
  now: Date,
  limit: number,
  claimMs: number,
): Promise<Row[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + claimMs).toISOString();
  const due = (eb: Outbox) =>
    eb.and([
      eb('attempts', '<', MAX_MAIL_ATTEMPTS),
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', at)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', at)]),
      ]),
    ]);
  return db
    .updateTable('mail_outbox')
    .set({ status: 'sending', claimed_until: until, attempts: sql`attempts + 1` })
    .where('id', 'in', (eb) =>
      eb.selectFrom('mail_outbox').select('id').where(due).orderBy('id').limit(limit),
    )
    .where(due)
    .returningAll()
    .execute();
}

export type DeliveryRun = { sent: number; retried: number; failed: number };

/**
 * Sends the mails that are due, each claimed first (claimDue). A sent mail is marked sent and
 * loses its address and text at once; a failure is tried again after retryDelayMs, and given up
 * as `failed` after MAX_MAIL_ATTEMPTS tries. Delivery is at least once: the one window for a
 * duplicate is a worker dying after the SMTP server accepted a mail and before it is marked sent
 * (its claim runs out and another try sends it again, with the same Message-ID).
 */
export async function deliverDueMail(
  db: Kysely<Database>,
  transport: MailTransport,
  from: string,
  now: Date,
  limit = 20,
  { claimMs = DEFAULT_MAIL_TIMING.claimMs, attachments = {} }: DeliveryOptions = {},
): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, retried: 0, failed: 0 };
  // Claims whose worker died with the last try used are given up here.
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', claimed_until: null, last_error: 'the worker sending it stopped' })
    .where('status', '=', 'sending')
    .where('claimed_until', '<', now.toISOString())
    .where('attempts', '>=', MAX_MAIL_ATTEMPTS)
    .execute();
  const claimed = await claimDue(db, now, limit, claimMs);
  for (const row of claimed) {
    const mine = (eb: Outbox) =>
      eb.and([
        eb('id', '=', row.id),
        eb('status', '=', 'sending'),
        eb('claimed_until', '=', row.claimed_until),
      ]);
    try {
      const files = await resolveAttachments(db, row.attachments, attachments);
      await transport.sendMail({
        from,
        to: row.to_address,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        text: row.text_body,
        ...(row.headers ? { headers: fromJson(row.headers) } : {}),
        messageId: `<outbox-${row.id}-${row.created_at.replace(/\D/g, '')}@bridgeway.mail>`,
        ...(files.length > 0 ? { attachments: files } : {}),
      });
      await db
        .updateTable('mail_outbox')
        .set({
          status: 'sent',
          sent_at: new Date().toISOString(),
          claimed_until: null,
          last_error: null,
          to_address: '',
          reply_to: null,
          text_body: '',
          headers: null,
          attachments: null,
        })
        .where(mine)
        .execute();
      run.sent++;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const last = row.attempts >= MAX_MAIL_ATTEMPTS;
      await db
        .updateTable('mail_outbox')
        .set({
          status: last ? 'failed' : 'pending',
          claimed_until: null,
          last_error: message,
          next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString(),
        })
        .where(mine)
        .execute();
      console.error(`mail: ${row.kind} mail ${row.id} failed (try ${row.attempts}): ${message}`);
      if (last) {
        run.failed++;
        recordMailFailure(row.kind);
      } else run.retried++;
    }
  }
  return run;
}

/**
 * Erases one person's mails, for someone who deleted their account: those still addressed to
 * `to` (any letter case; a sent mail has lost its address already) and those named by
 * `dedupeKeys` (mails about them to someone else, such as the sales desk's copy of an enquiry),
 * sent or not. Each keeps only its kind, times and status, with its address, subject and text
 * emptied; one not sent yet is given up (`failed`, "erased"), since it has nobody to go to.
 * Returns how many.
 */
export async function eraseMail(
  trx: Kysely<Database>,
  who: { to: string; dedupeKeys: readonly string[] },
): Promise<number> {
  const result = await trx
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: eb
        .case()
        .when('status', '=', 'sent')
        .then('sent' as const)
        .else('failed' as const)
        .end(),
      last_error: eb.case().when('status', '=', 'sent').then(null).else('erased').end(),
      claimed_until: null,
      to_address: '',
      reply_to: null,
      subject: '',
      text_body: '',
      headers: null,
      attachments: null,
    }))
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(trim(${sql.ref('to_address')}))`, '=', who.to.trim().toLowerCase()),
        ...(who.dedupeKeys.length > 0 ? [eb('dedupe_key', 'in', [...who.dedupeKeys])] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes sent mails after SENT_KEEP_DAYS and given-up ones after FAILED_KEEP_DAYS. */
export async function purgeMail(db: Kysely<Database>, now: Date): Promise<number> {
  const before = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const result = await db
    .deleteFrom('mail_outbox')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'sent'), eb('sent_at', '<', before(SENT_KEEP_DAYS))]),
        eb.and([eb('status', '=', 'failed'), eb('created_at', '<', before(FAILED_KEEP_DAYS))]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The outbox's housekeeping (src/lib/jobs/registry.ts): sent and given-up mails, hourly. */
export const mailJobs: readonly Job[] = [
  purgeJob('mail outbox', 3600_000, async (db, now) => {
    const deleted = await purgeMail(db, now);
    return [deleted, `deleted ${deleted} sent or given-up mail(s)`];
  }),
];
