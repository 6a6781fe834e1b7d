import { revalidatePath } from 'next/cache';
import { isSyncToken, SYNC_TOKEN_HEADER } from '@/lib/publishing/sync-state';

export const dynamic = 'force-dynamic';

/** The production server's page cache (server/page-cache.mjs), when it runs this app. */
const expireServedPages = Symbol.for('bridgeway.expirePages');

/**
 * POST /api/internal/content-sync: expires every cached page of this process (each page's tags
 * include the root layout's, and the pages the server keeps), after the content's version moved. Only this process's own poll
 * knows the token; any other request gets a 404, as nginx answers for this path.
 */
export function POST(request: Request): Response {
  if (!isSyncToken(request.headers.get(SYNC_TOKEN_HEADER)))
    return new Response('Not found', { status: 404 });
  revalidatePath('/', 'layout');
  (globalThis as { [expireServedPages]?: () => void })[expireServedPages]?.();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
