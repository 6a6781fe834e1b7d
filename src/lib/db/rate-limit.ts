import type { Kysely } from 'kysely';
import type { Database } from './types';

export type RateLimit = { max: number; windowMs: number };

/**
 * Counts one request of a client against a limit that every instance shares (the database's
 * rate_limit_hits), and says whether it is over: null when allowed, else the whole seconds until
 * the oldest counted request leaves the window. The request is counted first and then the window
 * is read, so two instances counting at once both see both requests.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  bucket: string,
  clientKey: string,
  limit: RateLimit,
  now: Date,
): Promise<{ retryAfterSeconds: number } | null> {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  await db
    .insertInto('rate_limit_hits')
    .values({ bucket, client_key: clientKey, created_at: now.toISOString() })
    .execute();
  const recent = await db
    .selectFrom('rate_limit_hits')
    .select('created_at')
    .where('bucket', '=', bucket)
    .where('client_key', '=', clientKey)
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .execute();
  if (recent.length <= limit.max) return null;
  const freeAt = new Date(recent[recent.length - limit.max]!.created_at).getTime();
  return {
    retryAfterSeconds: Math.max(1, Math.ceil((freeAt + limit.windowMs - now.getTime()) / 1000)),
  };
}
