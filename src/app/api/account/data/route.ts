import { withDatabase } from '@/lib/api/database';
import { currentCustomer } from '@/lib/accounts/guard';
import { accountExportResponse } from '@/lib/accounts/data-export';

export const dynamic = 'force-dynamic';

/**
 * GET /api/account/data: everything held about the signed-in shipper's account, as a JSON
 * download. Signed out: a bare 404, as the account's labels route answers.
 */
export async function GET(request: Request): Promise<Response> {
  const now = new Date();
  return withDatabase(request, async (db) =>
    accountExportResponse(db, await currentCustomer(now), now),
  );
}
