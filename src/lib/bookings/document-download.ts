import type { Kysely } from 'kysely';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { asLocale } from '@/i18n/routing';
import type { DeskActor } from '@/lib/console/history';
import { refuseCrossSiteDownload } from '@/lib/console/downloads';
import { getDb } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import { attachmentDisposition } from '@/lib/http/attachment';
import { clientAddress } from '@/lib/http/client-address';
import { requireStaff } from '@/lib/staff/session';
import { readBookingReference } from './reference';

/**
 * A booking's document (or its ZIP) as a download: an attachment under a safe name (RFC 6266,
 * the exact name as filename*), its type as read from its bytes, never sniffed by the browser
 * (nosniff: an uploaded file is never rendered as a page of the site), never kept by a cache.
 */
export function documentDownload(file: {
  name: string;
  mime: string;
  bytes: Uint8Array;
}): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': attachmentDisposition(file.name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
}

/**
 * The console's document downloads (one document, or the ZIP), in order: the staff guard
 * (`bookings.documents`, a sign-in of the last 15 minutes; an older one signs in again and comes
 * back to the booking), the cross-site refusal (POST from the booking's page only), then `file`
 * for the booking's reference; nothing found is a 404.
 */
export async function deskDownload(
  request: Request,
  params: { locale: string; reference: string },
  file: (
    db: Kysely<Database>,
    reference: string,
    by: DeskActor,
    now: Date,
  ) => Promise<{ name: string; mime: string; bytes: Uint8Array } | undefined>,
): Promise<Response> {
  const locale = asLocale(params.locale);
  const reference = readBookingReference(decodeURIComponent(params.reference));
  const staff = await requireStaff(
    locale,
    reference ? `/console/bookings/${reference}` : '/console/bookings',
    'bookings.documents',
  );
  const refused = refuseCrossSiteDownload(request, locale);
  if (refused) return refused;
  const { db } = await getDb();
  const by = { staff, clientAddress: clientAddress(await headers()) };
  const found = reference ? await file(db, reference, by, new Date()) : undefined;
  if (!found) notFound();
  return documentDownload(found);
}
