import { withDatabase } from '@/lib/api/database';
import { receiveTrackingEvents } from '@/lib/tracking/api';

export const dynamic = 'force-dynamic';

/** POST /api/tracking/events: tracking events from the company's systems (Bearer token). */
export function POST(request: Request): Promise<Response> {
  return withDatabase(request, (db) => receiveTrackingEvents(request, db, new Date()));
}
