import { withDatabase } from '@/lib/api/database';
import { currentCustomer } from '@/lib/accounts/guard';
import { accountBooking } from '@/lib/accounts/records';
import { answerLabels } from '@/lib/bookings/labels-api';
import { searchParam } from '@/lib/http/search-params';

export const dynamic = 'force-dynamic';

/**
 * GET /api/account/labels?booking=<reference>&format=label|a4: the carton labels of one of the
 * signed-in shipper's bookings. Signed out, or another address's booking: the same bare 404.
 */
export async function GET(request: Request): Promise<Response> {
  const now = new Date();
  return withDatabase(request, (db) =>
    answerLabels(request, db, now, async (query) => {
      const session = await currentCustomer(now);
      const reference = searchParam(query, 'booking', 20);
      return session && reference ? accountBooking(db, session.email, reference) : undefined;
    }),
  );
}
