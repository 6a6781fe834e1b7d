import { withDatabase } from '@/lib/api/database';
import { answerTrackingLookup } from '@/lib/tracking/api';

export const dynamic = 'force-dynamic';

/** GET /api/tracking?numbers=A,B: up to 40 parcels with their status and event trail. */
export function GET(request: Request): Promise<Response> {
  return withDatabase(request, (db) => answerTrackingLookup(request, db, new Date()));
}
