import type { Kysely } from 'kysely';
import { newestFirst, pageOf, type Cursor } from '@/lib/console/keyset';
import type { Database } from '@/lib/db/types';
import { mayReadMail } from './readers';

/** A mail still to send or given up, without its address or text (for operators). */
export type WaitingMail = {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  lastError: string | null;
};

/** The unsent mails, without their address or text. */
function waitingQuery(db: Kysely<Database>) {
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'kind',
      'status',
      'attempts',
      'created_at as createdAt',
      'next_attempt_at as nextAttemptAt',
      'last_error as lastError',
    ])
    .where('status', '!=', 'sent');
}

/**
 * What the outbox holds that is not sent: counts by kind and status, and the rows oldest first
 * (pending, sending and failed mails of every kind). Addresses and texts are left out.
 */
export async function waitingMail(
  db: Kysely<Database>,
): Promise<{ counts: { kind: string; status: string; count: number }[]; mails: WaitingMail[] }> {
  const counts = await db
    .selectFrom('mail_outbox')
    .select(['kind', 'status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('status', '!=', 'sent')
    .groupBy(['kind', 'status'])
    .orderBy('kind')
    .orderBy('status')
    .execute();
  const mails = await waitingQuery(db).orderBy('id').execute();
  return {
    counts: counts.map((c) => ({ ...c, count: Number(c.count) })),
    mails: mails.map((m) => ({ ...m, id: Number(m.id) })),
  };
}

/** A mail on the console's desk: `readable` when the role may read its kind (readers.ts). */
export type DeskMail = WaitingMail & { readable: boolean };

/**
 * The console's view of the same mails (`/console/mail`): newest first, a page at a time (the
 * outbox can hold many during an SMTP outage), by the console's keyset. A mail of a kind `role`
 * may not read keeps only its kind, status and times: its last error (which can name the
 * recipient) is left out.
 */
export async function waitingMailPage(
  db: Kysely<Database>,
  role: string,
  { cursor, size = 50 }: { cursor?: Cursor; size?: number } = {},
): Promise<{ rows: DeskMail[]; next?: string }> {
  const rows = await newestFirst(waitingQuery(db), { time: 'created_at', cursor, size }).execute();
  return pageOf(
    rows.map((m) => {
      const readable = mayReadMail(role, m.kind);
      return { ...m, id: Number(m.id), readable, lastError: readable ? m.lastError : null };
    }),
    size,
    (m) => ({ at: m.createdAt, id: m.id }),
  );
}
