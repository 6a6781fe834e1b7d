import { deskDocument } from '@/lib/bookings/documents';
import { deskDownload } from '@/lib/bookings/document-download';

/**
 * One of a booking's documents, as uploaded: the roles that see bookings, with a sign-in of the
 * last 15 minutes, never cached, audited; POST from the booking's page only (deskDownload). The
 * document's id is the path's last segment: no secret, the staff session opens it.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/[locale]/console/bookings/[reference]/documents/[id]'>,
) {
  const { id, ...booking } = await params;
  return deskDownload(request, booking, (db, reference, by, now) =>
    deskDocument(db, reference, id.slice(0, 64), by, now),
  );
}
