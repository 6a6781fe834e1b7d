import { after } from 'next/server';
import { withDatabase } from '@/lib/api/database';
import { kickMailWorker } from '@/lib/mail/worker';
import { receiveTrackingEvents } from '@/lib/tracking/api';
import { queueStatusMails } from '@/lib/tracking/subscriptions';

export const dynamic = 'force-dynamic';

/**
 * POST /api/tracking/events: tracking events from the company's systems (Bearer token). The
 * status mails of subscribed parcels are queued in the ingest's transaction and sent right after
 * the answer.
 */
export function POST(request: Request): Promise<Response> {
  const now = new Date();
  return withDatabase(request, (db) =>
    receiveTrackingEvents(request, db, now, async (trx, changes) => {
      if ((await queueStatusMails(trx, changes, now)) > 0) after(kickMailWorker);
    }),
  );
}
