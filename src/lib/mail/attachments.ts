import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { fromJson, toJson, type Json } from '@/lib/db/json';

/**
 * Attachments of outbox mails. The outbox stores text only: a mail names its attachments by
 * reference (`{ kind: 'resume', id: 'BW-…' }`, the `attachments` JSON column) and the worker
 * resolves them when it sends, so a file kept encrypted elsewhere is never copied into the
 * outbox. The mail module knows no kinds: the features that queue attachments hand their
 * resolvers to whoever sends (src/instrumentation.ts starts the worker with them; the CLIs and
 * tests pass them to deliverDueMail), so features import mail and never the reverse.
 */

export type AttachmentRef = { kind: string; id: string };

export type Attachment = { filename: string; content: Buffer; contentType: string };

/** Reads one referenced attachment; null when it is gone. */
export type AttachmentResolver = (db: Kysely<Database>, id: string) => Promise<Attachment | null>;

/** The resolvers a sender knows, by kind. */
export type AttachmentResolvers = Readonly<Record<string, AttachmentResolver>>;

/** The column's text for a mail's references (null when it has none). */
export function attachmentsColumn(
  refs: readonly AttachmentRef[] | undefined,
): Json<readonly AttachmentRef[]> | null {
  return refs && refs.length > 0 ? toJson(refs) : null;
}

/**
 * The attachments of a mail, read now. A kind no resolver knows, or a file that is gone, throws:
 * the try fails with that message and is retried like any failed send (and ends as `failed`, for
 * an operator to see, when the file never comes back).
 */
export async function resolveAttachments(
  db: Kysely<Database>,
  column: Json<readonly AttachmentRef[]> | null,
  resolvers: AttachmentResolvers,
): Promise<Attachment[]> {
  if (!column) return [];
  const refs = fromJson(column);
  const attachments: Attachment[] = [];
  for (const ref of refs) {
    const resolve = resolvers[ref.kind];
    if (!resolve) throw new Error(`no resolver for attachments of kind "${ref.kind}"`);
    const attachment = await resolve(db, ref.id);
    if (!attachment) throw new Error(`the ${ref.kind} attachment ${ref.id} is missing`);
    attachments.push(attachment);
  }
  return attachments;
}
