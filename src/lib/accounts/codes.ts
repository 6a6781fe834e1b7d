import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/routing';
import { siteSecretKey } from '@/lib/crypto/site-key';
import { inTransaction } from '@/lib/db/transaction';
import type { Database } from '@/lib/db/types';
import { consumeRateLimit, rateLimited, type RateLimited } from '@/lib/http/rate-limit';
import { enqueueMail } from '@/lib/mail/outbox';
import { isPostgres } from '@/lib/tracking/partitions';
import { accountCodeMail } from './mail';
import { CODE_MINUTES, CODE_TRIES } from './rules';

/**
 * The shipper's sign-in by e-mail code (docs/accounts.md): six digits, mailed in the page's
 * language, valid CODE_MINUTES, used once, CODE_TRIES wrong tries and it opens nothing. Only a
 * keyed hash of a code is stored. Asking for a code answers the same whatever the address (no
 * account is needed first: one is made when a code is verified), so nothing tells whether an
 * address has records.
 */

/** Codes asked for per client address: 10 an hour. */
export const CODE_CLIENT_LIMIT = { bucket: 'account-code-client', max: 10, windowMs: 3_600_000 };
/** Codes mailed per address: 5 an hour, so nobody can fill a mailbox with them. */
export const CODE_ADDRESS_LIMIT = { bucket: 'account-code-address', max: 5, windowMs: 3_600_000 };
/** Codes tried per client address: 30 an hour, across addresses. */
export const CODE_TRY_LIMIT = { bucket: 'account-code-try', max: 30, windowMs: 3_600_000 };

/** An address as accounts compare it: lower case, trimmed. */
export const emailKey = (email: string) => email.trim().toLowerCase();

function codeHash(email: string, code: string): string {
  return createHmac('sha256', siteSecretKey())
    .update(`account code:${email}:${code}`)
    .digest('hex');
}

/** A new code: six digits, the first may be 0. */
export const newCode = (random: (max: number) => number = randomInt) =>
  String(random(1_000_000)).padStart(6, '0');

/**
 * Mails a new code to `email` (an earlier unused one stops working: only the newest counts).
 * Over the client's limit: refused, with when to try again. Over the address's limit: nothing is
 * sent, and the answer is the same as when a code was sent.
 */
export async function requestCode(
  db: Kysely<Database>,
  input: { email: string; locale: Locale; clientKey: string },
  now: Date,
  random?: (max: number) => number,
): Promise<{ kind: 'sent' } | RateLimited> {
  const email = emailKey(input.email);
  const client = await consumeRateLimit(db, CODE_CLIENT_LIMIT, input.clientKey, now);
  if (!client.ok) return rateLimited(client.retryAfterSeconds);
  await inTransaction(db, async (trx) => {
    const address = await consumeRateLimit(trx, CODE_ADDRESS_LIMIT, email, now);
    if (!address.ok) return;
    const code = newCode(random);
    const row = await trx
      .insertInto('customer_codes')
      .values({
        email,
        code_hash: codeHash(email, code),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueMail(
      trx,
      accountCodeMail({ id: Number(row.id), email, code, locale: input.locale }),
      now,
    );
  });
  return { kind: 'sent' };
}

export type CodeRefusal =
  /** Wrong, or no code was asked for. */
  | 'wrong'
  /** The newest code has expired, was used, or had its tries: a new one is needed. */
  | 'spent';

/**
 * Checks a typed code against the newest code mailed to `email`. Right: the code is used up and
 * the account (made now if new) is returned. Wrong: the code's tries go up, and at CODE_TRIES it
 * is spent. Every check counts toward the client's limit.
 */
export async function verifyCode(
  db: Kysely<Database>,
  input: { email: string; code: string; locale: Locale; clientKey: string },
  now: Date,
): Promise<
  { kind: 'verified'; accountId: string } | { kind: 'refused'; reason: CodeRefusal } | RateLimited
> {
  const email = emailKey(input.email);
  const allowed = await consumeRateLimit(db, CODE_TRY_LIMIT, input.clientKey, now);
  if (!allowed.ok) return rateLimited(allowed.retryAfterSeconds);
  return inTransaction(db, async (trx) => {
    let query = trx
      .selectFrom('customer_codes')
      .selectAll()
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .limit(1);
    if (isPostgres(trx)) query = query.forUpdate();
    const code = await query.executeTakeFirst();
    if (!code) return { kind: 'refused', reason: 'wrong' } as const;
    if (code.used_at || code.tries >= CODE_TRIES || code.expires_at <= now.toISOString())
      return { kind: 'refused', reason: 'spent' } as const;
    const typed = Buffer.from(codeHash(email, input.code.replace(/\s/g, '')));
    if (!timingSafeEqual(typed, Buffer.from(code.code_hash))) {
      await trx
        .updateTable('customer_codes')
        .set({ tries: code.tries + 1 })
        .where('id', '=', code.id)
        .execute();
      return {
        kind: 'refused',
        reason: code.tries + 1 >= CODE_TRIES ? 'spent' : 'wrong',
      } as const;
    }
    await trx
      .updateTable('customer_codes')
      .set({ used_at: now.toISOString() })
      .where('id', '=', code.id)
      .execute();
    const accountId = await accountFor(trx, email, input.locale, now);
    return { kind: 'verified', accountId } as const;
  });
}

/** The account of a verified address, made at its first sign-in; its language kept current. */
async function accountFor(
  trx: Kysely<Database>,
  email: string,
  locale: Locale,
  now: Date,
): Promise<string> {
  const at = now.toISOString();
  await trx
    .insertInto('customer_accounts')
    .values({ id: randomUUID(), email, locale, created_at: at, signed_in_at: at })
    .onConflict((oc) => oc.column('email').doUpdateSet({ locale, signed_in_at: at }))
    .execute();
  const account = await trx
    .selectFrom('customer_accounts')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return account.id;
}

/** Deletes codes an hour past their expiry (the scheduler's job). */
export async function purgeCodes(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 3_600_000).toISOString();
  const result = await db
    .deleteFrom('customer_codes')
    .where('expires_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
