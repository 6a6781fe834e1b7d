import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { purgeJob, RETENTION_EVERY_MS, type Job } from '@/lib/jobs/scheduler';
import { isPostgres } from '@/lib/tracking/partitions';

/** A limit: at most `max` counted requests per client in any `windowMs`, per bucket. */
export type RateLimit = { bucket: string; max: number; windowMs: number };

/**
 * A limit whose `max` an operator may set in an environment variable (checked in
 * src/config/env.ts; the failover test raises them, since all its clients reach the site as
 * nginx's one address), else `defaultMax`.
 */
export function configuredLimit(
  bucket: string,
  setting: number | undefined,
  defaultMax: number,
  windowMs: number,
): RateLimit {
  return { bucket, max: setting ?? defaultMax, windowMs };
}

export type RateLimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/** A refusal as forms tell it: try again in whole minutes (at least 1). */
export type RateLimited = { kind: 'rate-limited'; retryAfterMinutes: number };

export const rateLimited = (retryAfterSeconds: number): RateLimited => ({
  kind: 'rate-limited',
  retryAfterMinutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
});

/**
 * Counts one request of a client against a limit kept in the database (rate_limit_hits), so
 * every instance of the site shares it. The hit is written first and the window read after, one
 * request of a client at a time (below), so parallel requests never slip past the limit
 * together: a request passes when fewer than `max` hits of the window came before its own (by
 * time, then id), so of requests racing each other the first ones pass and the rest are refused
 * (counting every hit, later ones included, could refuse them all). A refused request is not
 * counted. Expired hits of the bucket are deleted on the way.
 */
export async function consumeRateLimit(
  db: Kysely<Database>,
  limit: RateLimit,
  clientKey: string,
  now: Date,
): Promise<RateLimitOutcome> {
  if (!isPostgres(db)) return countHit(db, limit, clientKey, now);
  // PostgreSQL draws a hit's id before its insert commits: a request whose id is lower could
  // commit after a later one has read the window, and both pass. A transaction-scoped lock per
  // bucket and client orders them (SQLite writes one statement at a time, in id order).
  return inTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`rate-limit:${limit.bucket}:${clientKey}`}))`.execute(
      trx,
    );
    return countHit(trx, limit, clientKey, now);
  });
}

async function countHit(
  db: Kysely<Database>,
  limit: RateLimit,
  clientKey: string,
  now: Date,
): Promise<RateLimitOutcome> {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  await db
    .deleteFrom('rate_limit_hits')
    .where('bucket', '=', limit.bucket)
    .where('created_at', '<=', since)
    .execute();
  const hit = await db
    .insertInto('rate_limit_hits')
    .values({ bucket: limit.bucket, client_key: clientKey, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const recent = await db
    .selectFrom('rate_limit_hits')
    .select(['id', 'created_at'])
    .where('bucket', '=', limit.bucket)
    .where('client_key', '=', clientKey)
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const before = recent.findIndex((r) => Number(r.id) === Number(hit.id));
  if (before < limit.max) return { ok: true };

  await db.deleteFrom('rate_limit_hits').where('id', '=', hit.id).execute();
  // Free again when enough of the hits before this one have left the window.
  const blocking = recent[before - limit.max]!;
  const freeAt = Date.parse(blocking.created_at) + limit.windowMs;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

/**
 * Whether a client has used up a limit for now, without counting a request: for a check ahead
 * of the request that will count (the join-us page's status code, src/proxy.ts).
 */
export async function rateLimitReached(
  db: Kysely<Database>,
  limit: RateLimit,
  clientKey: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  const { hits } = await db
    .selectFrom('rate_limit_hits')
    .select((eb) => eb.fn.countAll<number | string>().as('hits'))
    .where('bucket', '=', limit.bucket)
    .where('client_key', '=', clientKey)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(hits) >= limit.max;
}

/**
 * How long abuse-limit records are kept, every bucket's (their windows are all far shorter): the
 * privacy notice says 24 hours.
 */
export const HIT_KEEP_HOURS = 24;

/** The oldest `created_at` an abuse-limit record may keep at `now`. */
export const rateLimitCutoff = (now: Date): string =>
  new Date(now.getTime() - HIT_KEEP_HOURS * 3600_000).toISOString();

/** Deletes the abuse-limit records older than HIT_KEEP_HOURS; returns how many. */
export async function purgeRateLimitHits(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_hits')
    .where('created_at', '<', rateLimitCutoff(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The rate limits' housekeeping (src/lib/jobs/registry.ts). */
export const rateLimitJobs: readonly Job[] = [
  purgeJob('abuse-limit records', RETENTION_EVERY_MS, async (db, now) => {
    const deleted = await purgeRateLimitHits(db, now);
    return [
      deleted,
      `deleted ${deleted} abuse-limit record(s) from before ${rateLimitCutoff(now)}`,
    ];
  }),
];
