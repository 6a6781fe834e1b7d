import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { asLocale } from '@/i18n/routing';
import { bookingBundle } from '@/lib/bookings/documents';
import { documentDownload } from '@/lib/bookings/document-download';
import { findBooking, readBookingReference } from '@/lib/bookings/store';
import { refuseCrossSiteDownload } from '@/lib/console/downloads';
import { getDb } from '@/lib/db';
import { clientAddress } from '@/lib/http/client-address';
import { requireStaff } from '@/lib/staff/session';

/**
 * A booking's carton labels and documents as one ZIP: the roles that see bookings, with a
 * sign-in of the last 15 minutes (an older one signs in again and comes back to the booking),
 * never cached, audited. POST from the booking's page only (refuseCrossSiteDownload).
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/[locale]/console/bookings/[reference]/documents'>,
) {
  const { locale: raw, reference: typed } = await params;
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
  const booking = reference ? await findBooking(db, reference) : undefined;
  if (!booking) notFound();
  const by = { staff, clientAddress: clientAddress(await headers()) };
  const bundle = await bookingBundle(db, booking, by, new Date());
  return documentDownload({ ...bundle, mime: 'application/zip' });
}
