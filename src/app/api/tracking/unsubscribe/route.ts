import { localizedPath } from '@/i18n/routing';
import { absoluteUrl } from '@/config/site';
import { getDb } from '@/lib/db';
import { apiLocale, ok } from '@/lib/api/responses';
import { searchParam } from '@/lib/http/search-params';
import { SUBSCRIPTION_PAGE } from '@/lib/tracking/mail';
import { unsubscribe } from '@/lib/tracking/subscriptions';

export const dynamic = 'force-dynamic';

/**
 * One-click unsubscribe (RFC 8058), the address of the List-Unsubscribe header of every status
 * mail: the mail program POSTs `List-Unsubscribe=One-Click` here, and the link's secret (the
 * `token` query parameter) ends the subscription and deletes its address. Answers 200 whether
 * or not the subscription still existed, so a repeated request is harmless; nothing in the body
 * is needed.
 */
export async function POST(request: Request) {
  const token = searchParam(new URL(request.url).searchParams, 'token') ?? null;
  const { db } = await getDb();
  const removed = await unsubscribe(db, token);
  return ok({ status: 'unsubscribed', removed });
}

/** A person who opens the header's address in a browser gets the page with the stop button. */
export function GET(request: Request) {
  const token = searchParam(new URL(request.url).searchParams, 'token', 100) ?? '';
  const page = localizedPath(SUBSCRIPTION_PAGE, apiLocale(request));
  return Response.redirect(absoluteUrl(`${page}?token=${encodeURIComponent(token)}`), 303);
}
