import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { recordAuditBy, type ChangedBy } from '@/lib/staff/audit';

/**
 * Tokens of the ingest API (POST /api/tracking/events), one per sending system, made, listed and
 * revoked with `npm run tracking -- token …`. The token is shown once when made; only its
 * SHA-256 hash is stored, so a copy of the database does not give a working token away. A token
 * made in the console belongs to the member who made it: it stops working when their account is
 * disabled (revokeTokensOf, and the ingest check itself should a revocation be missed).
 */

/** Names are short identifiers of the sending system: letters, digits, '.', '_' and '-'. */
export const TOKEN_NAME = /^[A-Za-z0-9._-]{1,50}$/;

const PREFIX = 'bwt_';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type TokenInfo = {
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** Who made it in the console (null: on the server's command line). */
  createdBy: { email: string; disabled: boolean } | null;
};

/**
 * Makes a token for `name` and returns it (the only time it is seen). A name in use is refused;
 * the name of a revoked token can be given to a new one.
 */
export async function createToken(
  db: Kysely<Database>,
  name: string,
  now: Date,
  createdBy: string | null = null,
): Promise<{ ok: true; token: string } | { ok: false; error: 'invalid_name' | 'exists' }> {
  if (!TOKEN_NAME.test(name)) return { ok: false, error: 'invalid_name' };
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  return inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('tracking_tokens')
      .where('name', '=', name)
      .where('revoked_at', 'is not', null)
      .execute();
    const inserted = await trx
      .insertInto('tracking_tokens')
      .values({
        name,
        token_hash: hashOf(token),
        created_at: now.toISOString(),
        last_used_at: null,
        revoked_at: null,
        created_by: createdBy,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    return inserted
      ? { ok: true as const, token }
      : { ok: false as const, error: 'exists' as const };
  });
}

export async function listTokens(db: Kysely<Database>): Promise<TokenInfo[]> {
  const rows = await db
    .selectFrom('tracking_tokens')
    .leftJoin('user', 'user.id', 'tracking_tokens.created_by')
    .select([
      'tracking_tokens.name',
      'tracking_tokens.created_at',
      'tracking_tokens.last_used_at',
      'tracking_tokens.revoked_at',
      'tracking_tokens.created_by',
      'user.email',
      'user.banned',
    ])
    .orderBy('tracking_tokens.name')
    .execute();
  return rows.map((r) => ({
    name: r.name,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
    revokedAt: r.revoked_at,
    // A maker whose account is gone counts as disabled (their tokens are refused too).
    createdBy:
      r.created_by === null
        ? null
        : { email: r.email ?? r.created_by, disabled: r.email === null || Boolean(r.banned) },
  }));
}

/** Revokes the token of `name`; false when there is no active token of that name. */
export async function revokeToken(db: Kysely<Database>, name: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('tracking_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The name of the active token an Authorization header carries (`Bearer <token>`), noting its
 * use; null for a missing, malformed, unknown or revoked token, or one whose maker's account is
 * disabled or gone (revokeTokensOf revokes those; this holds should that ever be missed).
 */
export async function authenticateToken(
  db: Kysely<Database>,
  authorization: string | null,
  now: Date,
): Promise<string | null> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!token || !token.startsWith(PREFIX)) return null;
  const row = await db
    .updateTable('tracking_tokens')
    .set({ last_used_at: now.toISOString() })
    .where('token_hash', '=', hashOf(token))
    .where('revoked_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('created_by', 'is', null),
        eb.exists(
          eb
            .selectFrom('user')
            .select('user.id')
            .whereRef('user.id', '=', 'tracking_tokens.created_by')
            // better-auth's flag: a boolean on PostgreSQL, 0/1 on SQLite (where true is 1).
            .where(sql<boolean>`coalesce(${sql.ref('user.banned')}, false)`, '=', sql.lit(false)),
        ),
      ]),
    )
    .returning('name')
    .executeTakeFirst();
  return row?.name ?? null;
}

/** Who makes or revokes a token, for its audit entry (null actor: the CLI). */

/**
 * createToken with its audit entry (`tracking.tokens`, the name only, never the secret) in the
 * same transaction: what the console and the CLI call.
 */
export async function createTokenRecorded(
  db: Kysely<Database>,
  name: string,
  by: ChangedBy,
  now: Date,
): ReturnType<typeof createToken> {
  return inTransaction(db, async (trx) => {
    const made = await createToken(trx, name, now, by.actor?.id ?? null);
    if (made.ok) await recordToken(trx, { change: 'create' }, name, by, now);
    return made;
  });
}

/** revokeToken with its audit entry, in one transaction. */
export async function revokeTokenRecorded(
  db: Kysely<Database>,
  name: string,
  by: ChangedBy,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const revoked = await revokeToken(trx, name, now);
    if (revoked) await recordToken(trx, { change: 'revoke' }, name, by, now);
    return revoked;
  });
}

/**
 * Revokes every active token `userId` made, each with its audit entry (`makerDisabled`), in the
 * caller's transaction: the disabling of their account calls it. Returns the names revoked.
 */
export async function revokeTokensOf(
  db: Kysely<Database>,
  userId: string,
  by: ChangedBy,
  now: Date,
): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const rows = await trx
      .updateTable('tracking_tokens')
      .set({ revoked_at: now.toISOString() })
      .where('created_by', '=', userId)
      .where('revoked_at', 'is', null)
      .returning('name')
      .execute();
    const names = rows.map((row) => row.name).sort();
    for (const name of names)
      await recordToken(trx, { change: 'revoke', reason: 'makerDisabled' }, name, by, now);
    return names;
  });
}

function recordToken(
  trx: Kysely<Database>,
  details: { change: 'create' | 'revoke'; reason?: 'makerDisabled' },
  name: string,
  by: ChangedBy,
  now: Date,
) {
  return recordAuditBy(trx, by, now, {
    action: 'tracking.tokens',
    target: { type: 'tracking_token', id: name },
    details,
  });
}
