import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { asLocale } from '@/i18n/routing';
import { deskDocument } from '@/lib/bookings/documents';
import { documentDownload } from '@/lib/bookings/document-download';
import { readBookingReference } from '@/lib/bookings/store';
import { refuseCrossSiteDownload } from '@/lib/console/downloads';
import { getDb } from '@/lib/db';
import { clientAddress } from '@/lib/http/client-address';
import { requireStaff } from '@/lib/staff/session';

/**
 * One of a booking's documents, as uploaded: the roles that see bookings, with a sign-in of the
 * last 15 minutes, never cached, audited. POST from the booking's page only; the document's id
 * is the path's last segment (no secret: the staff session opens it).
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/[locale]/console/bookings/[reference]/documents/[id]'>,
) {
  const { locale: raw, reference: typed, id } = await params;
  const locale = asLocale(raw);
  const reference = readBookingReference(decodeURIComponent(typed));
  const staff = await requireStaff(
    locale,
    reference ? `/console/bookings/${reference}` : '/console/bookings',
    'bookings.documents',
  );
  const refused = refuseCrossSiteDownload(request, locale);
  if (refused) return refused;
  const { db } = await getDb();
  const by = { staff, clientAddress: clientAddress(await headers()) };
  const file = reference
    ? await deskDocument(db, reference, id.slice(0, 64), by, new Date())
    : undefined;
  if (!file) notFound();
  return documentDownload(file);
}
