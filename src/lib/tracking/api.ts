import type { Kysely } from 'kysely';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { catalogues } from '@/i18n/catalogues';
import type { Database } from '@/lib/db/types';
import { readJsonBody } from '@/lib/api/json-body';
import {
  apiLocale,
  invalidRequest,
  ok,
  rateLimited,
  unauthorized,
  unreadableBody,
} from '@/lib/api/responses';
import { clientAddress, clientKeyOf } from '@/lib/http/client-address';
import { searchParam, searchParamList } from '@/lib/http/search-params';
import { parseIngestBatch } from './ingest';
import { consumeTrackingLookup, lookupTracking } from './lookup';
import { eventText, placeName } from './event-text';
import { MAX_TRACKING_NUMBERS, type TrackingResult } from './model';
import { ingestTracking, type OnStatusChanges } from './store';
import { authenticateToken } from './tokens';
import { recordIngestedEvents } from '@/lib/metrics';

/**
 * The two tracking APIs as functions of a request and a database, so the route files only open
 * the database, and tests run them on SQLite and PostgreSQL.
 */

/** 1,000 events with long descriptions fit; anything larger is refused while it arrives. */
export const MAX_INGEST_BODY_BYTES = 2 * 1024 * 1024;

/**
 * POST /api/tracking/events: the token first (401, nothing read), then the body (413/415), then
 * every field (400 listing each bad item, nothing stored), then one transaction (200 with counts).
 */
export async function receiveTrackingEvents(
  request: Request,
  db: Kysely<Database>,
  now: Date,
  onStatusChanges?: OnStatusChanges,
): Promise<Response> {
  const locale = apiLocale(request);
  const authorization = request.headers.get('authorization');
  if (!(await authenticateToken(db, authorization, now)))
    return unauthorized(locale, 'tracking', authorization !== null);
  const body = await readJsonBody(request, MAX_INGEST_BODY_BYTES);
  if (!body.ok) return unreadableBody(locale, body.status, MAX_INGEST_BODY_BYTES);
  const parsed = parseIngestBatch(body.value, now);
  if (!parsed.ok) return invalidRequest(locale, parsed.errors);
  const outcome = await ingestTracking(db, parsed.batch, now, onStatusChanges);
  recordIngestedEvents(outcome.events.new);
  return ok({
    shipments: outcome.shipments,
    events: outcome.events,
    statusChanges: outcome.changes.length,
  });
}

/**
 * GET /api/tracking?numbers=A,B (or numbers=A&numbers=B): what the results page shows, with
 * messages in the request's language (`locale`, else Accept-Language). Every request counts
 * toward the client's lookup budget, which the page shares.
 */
export async function answerTrackingLookup(
  request: Request,
  db: Kysely<Database>,
  now: Date,
): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = apiLocale(request, searchParam(params, 'locale'));
  const budget = await consumeTrackingLookup(db, clientKeyOf(clientAddress(request.headers)), now);
  if (!budget.ok) return rateLimited(locale, budget.retryAfterSeconds);
  const lookup = await lookupTracking(db, searchParamList(params, 'numbers'), now);
  if (!lookup.ok)
    return invalidRequest(locale, [
      lookup.error === 'too_many'
        ? {
            path: 'numbers',
            key: 'tooManyNumbers',
            params: { max: MAX_TRACKING_NUMBERS, count: lookup.count ?? 0 },
          }
        : { path: 'numbers', key: 'noNumbers' },
    ]);
  return ok(localized(lookup.result, locale));
}

/**
 * The result with the names the page shows, in the answer's language, beside the codes. Each
 * shipment is the public lookup's (PublicShipment): no service, cartons, weight nor reference.
 */
function localized(result: TrackingResult, locale: Locale) {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'Tracking' });
  return {
    ...result,
    shipments: result.shipments.map((s) => ({
      ...s,
      statusLabel: t(`status.${s.status}`),
      // Each event's text and place in the answer's language (eventText, placeName); its code
      // and parameters as sent, for systems that read the code.
      events: s.events.map((e) => ({
        time: e.time,
        status: e.status,
        statusLabel: t(`status.${e.status}`),
        location: e.location && placeName(e.location, locale),
        code: e.code,
        params: e.params,
        description: eventText(e, locale),
      })),
    })),
  };
}
