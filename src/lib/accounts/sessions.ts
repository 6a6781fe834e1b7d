import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';

/**
 * A shipper's signed-in browsers (docs/accounts.md): the cookie holds a random token, the
 * database its SHA-256. A session ends after IDLE_DAYS without a visit, and ABSOLUTE_DAYS after
 * its sign-in however busy; "sign out on every device" ends them all at once, on every instance.
 */
export const IDLE_DAYS = 30;
export const ABSOLUTE_DAYS = 90;
const DAY = 86_400_000;
/** A visit moves `seen_at` on at most this often: not a write per page view. */
const SEEN_STEP_MS = 60 * 60_000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether a string can be a session token at all (32 random bytes, base64url). */
const isToken = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

export type CustomerSession = {
  id: string;
  accountId: string;
  email: string;
  locale: string;
  createdAt: string;
};

/** A new session for an account: its id and the token for the cookie. */
export async function createSession(
  db: Kysely<Database>,
  accountId: string,
  userAgent: string | null,
  now: Date,
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  await db
    .insertInto('customer_sessions')
    .values({
      id,
      account_id: accountId,
      token_hash: tokenHash(token),
      created_at: now.toISOString(),
      seen_at: now.toISOString(),
      user_agent: userAgent ? userAgent.slice(0, 200) : null,
    })
    .execute();
  return { id, token };
}

/** Whether a session begun at `createdAt` and last seen at `seenAt` still stands at `now`. */
export function sessionStands(createdAt: string, seenAt: string, now: Date): boolean {
  const t = now.getTime();
  return (
    Date.parse(createdAt) + ABSOLUTE_DAYS * DAY > t && Date.parse(seenAt) + IDLE_DAYS * DAY > t
  );
}

/**
 * The session of a cookie's token at `now`, its visit recorded; undefined (and an ended one
 * deleted) when it opens nothing.
 */
export async function sessionOf(
  db: Kysely<Database>,
  token: unknown,
  now: Date,
): Promise<CustomerSession | undefined> {
  if (!isToken(token)) return undefined;
  const row = await db
    .selectFrom('customer_sessions as s')
    .innerJoin('customer_accounts as a', 'a.id', 's.account_id')
    .select(['s.id', 's.account_id', 's.created_at', 's.seen_at', 'a.email', 'a.locale'])
    .where('s.token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!row) return undefined;
  if (!sessionStands(row.created_at, row.seen_at, now)) {
    await db.deleteFrom('customer_sessions').where('id', '=', row.id).execute();
    return undefined;
  }
  if (now.getTime() - Date.parse(row.seen_at) >= SEEN_STEP_MS)
    await db
      .updateTable('customer_sessions')
      .set({ seen_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
  return {
    id: row.id,
    accountId: row.account_id,
    email: row.email,
    locale: row.locale,
    createdAt: row.created_at,
  };
}

/** An account's sessions that still stand, the newest first (for the account page). */
export async function sessionsOf(db: Kysely<Database>, accountId: string, now: Date) {
  const rows = await db
    .selectFrom('customer_sessions')
    .select(['id', 'created_at', 'seen_at', 'user_agent'])
    .where('account_id', '=', accountId)
    .orderBy('seen_at', 'desc')
    .execute();
  return rows.filter((r) => sessionStands(r.created_at, r.seen_at, now));
}

/** Ends one session (signing out), or every session of its account (on every device). */
export async function endSessions(
  db: Kysely<Database>,
  session: Pick<CustomerSession, 'id' | 'accountId'>,
  everywhere: boolean,
): Promise<number> {
  const result = await (
    everywhere
      ? db.deleteFrom('customer_sessions').where('account_id', '=', session.accountId)
      : db.deleteFrom('customer_sessions').where('id', '=', session.id)
  ).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes sessions past either limit (the scheduler's job). */
export async function purgeSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const idle = new Date(now.getTime() - IDLE_DAYS * DAY).toISOString();
  const absolute = new Date(now.getTime() - ABSOLUTE_DAYS * DAY).toISOString();
  const result = await db
    .deleteFrom('customer_sessions')
    .where((eb) => eb.or([eb('seen_at', '<=', idle), eb('created_at', '<=', absolute)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
