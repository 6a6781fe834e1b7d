import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { attachmentDisposition } from '@/lib/http/attachment';
import { accountExport } from './data';
import type { CustomerSession } from './sessions';

const privately = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * The answer of the account's data download for a session (none: a bare 404): the JSON of
 * accountExport as an attachment named after the day, never kept by a cache.
 */
export async function accountExportResponse(
  db: Kysely<Database>,
  session: CustomerSession | undefined,
  now: Date,
): Promise<Response> {
  if (!session)
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...privately },
    });
  const data = await accountExport(db, session, now);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': attachmentDisposition(
        `bridgeway-account-${now.toISOString().slice(0, 10)}.json`,
      ),
      ...privately,
    },
  });
}
