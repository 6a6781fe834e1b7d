import { withDatabase } from '@/lib/api/database';
import { answerBookingLabels } from '@/lib/bookings/labels-api';

export const dynamic = 'force-dynamic';

/** GET /api/bookings/<link secret>/labels?format=label|a4: a booking's carton labels (PDF). */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/bookings/[secret]/labels'>,
): Promise<Response> {
  const { secret } = await params;
  return withDatabase(request, (db) => answerBookingLabels(request, db, secret, new Date()));
}
