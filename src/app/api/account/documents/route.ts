import { withDatabase } from '@/lib/api/database';
import { currentCustomer } from '@/lib/accounts/guard';
import { accountDocument } from '@/lib/bookings/documents';
import { documentDownload } from '@/lib/bookings/document-download';
import { searchParam } from '@/lib/http/search-params';

export const dynamic = 'force-dynamic';

/**
 * GET /api/account/documents?id=<document id>: one of the signed-in shipper's booking documents,
 * as uploaded. Signed out, or a document of another address's booking: the same bare 404.
 */
export async function GET(request: Request): Promise<Response> {
  const now = new Date();
  return withDatabase(request, async (db) => {
    const session = await currentCustomer(now);
    const id = searchParam(new URL(request.url).searchParams, 'id', 64);
    const file = session && id ? await accountDocument(db, session.email, id) : undefined;
    if (!file)
      return new Response('Not Found', {
        status: 404,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'private, no-store',
        },
      });
    return documentDownload(file);
  });
}
