import { bookingBundle } from '@/lib/bookings/documents';
import { deskDownload } from '@/lib/bookings/document-download';
import { findBooking } from '@/lib/bookings/find';

/**
 * A booking's carton labels and documents as one ZIP: the roles that see bookings, with a
 * sign-in of the last 15 minutes, never cached, audited; POST from the booking's page only
 * (deskDownload).
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/[locale]/console/bookings/[reference]/documents'>,
) {
  return deskDownload(request, await params, async (db, reference, by, now) => {
    const booking = await findBooking(db, reference);
    return booking && { ...(await bookingBundle(db, booking, by, now)), mime: 'application/zip' };
  });
}
