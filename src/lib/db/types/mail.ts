import type { Generated } from 'kysely';
import type { AttachmentRef } from '@/lib/mail/attachments';
import type { Json } from '../json';

/** Mails queued in the transaction that stores what they report; a worker sends them. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** Unique when set: the same mail is never queued twice. */
  dedupe_key: string | null;
  kind: string;
  created_at: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  /** Extra headers as a JSON object (List-Unsubscribe, …). */
  headers: Json<Record<string, string>> | null;
  /** References to files read at send time, as JSON (src/lib/mail/attachments.ts). */
  attachments: Json<readonly AttachmentRef[]> | null;
  /** `failed`: the worker gave up. */
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker's claim on a pending mail expires at this time. */
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
}

/** The outbox every mail goes through (src/lib/mail/). */
export interface MailTables {
  mail_outbox: MailOutboxTable;
}
