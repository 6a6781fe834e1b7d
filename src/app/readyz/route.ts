import { sql } from 'kysely';
import { getDb } from '@/lib/db';
import { isDraining } from '@/lib/lifecycle';
import { contentReady } from '@/lib/publishing/sync-state';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * GET /readyz: whether a balancer should send this instance requests. 503 while the server
 * drains (SIGTERM), until its first content sync has finished (src/lib/publishing/sync.ts), or
 * while the database is unreachable or not migrated (getDb migrates before
 * it resolves); 200 once a query answers.
 */
export async function GET(): Promise<Response> {
  if (isDraining()) return Response.json({ status: 'draining' }, { status: 503, headers: noStore });
  // Until its first content sync, this instance may show pages older than the database.
  if (!contentReady())
    return Response.json({ status: 'content loading' }, { status: 503, headers: noStore });
  try {
    const { db } = await getDb();
    await sql`select 1`.execute(db);
    return Response.json({ status: 'ready' }, { headers: noStore });
  } catch {
    return Response.json({ status: 'database unavailable' }, { status: 503, headers: noStore });
  }
}
