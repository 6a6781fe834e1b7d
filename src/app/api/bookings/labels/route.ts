import { withDatabase } from '@/lib/api/database';
import { answerBookingLabels } from '@/lib/bookings/labels-api';

export const dynamic = 'force-dynamic';

/** GET /api/bookings/labels?k=<link secret>&format=label|a4: a booking's carton labels (PDF). */
export async function GET(request: Request): Promise<Response> {
  return withDatabase(request, (db) => answerBookingLabels(request, db, new Date()));
}
