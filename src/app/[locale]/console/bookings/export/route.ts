import { headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import { asLocale } from '@/i18n/routing';
import { exportBookingsRecorded, readBookingFilters } from '@/lib/bookings/desk';
import { csvDownload, refuseCrossSiteDownload } from '@/lib/console/downloads';
import { getDb } from '@/lib/db';
import { clientAddress } from '@/lib/http/client-address';
import { requireStaff } from '@/lib/staff/session';

/**
 * The bookings of the console list's filters (in the address) as CSV for operations, oldest
 * first, with the download's audit entry (exportBookingsRecorded). POST from the list's own page
 * only (refuseCrossSiteDownload): GET answers 405. `bookings.export` asks for a fresh sign-in.
 */
export async function POST(
  request: NextRequest,
  { params }: RouteContext<'/[locale]/console/bookings/export'>,
) {
  const locale = asLocale((await params).locale);
  const staff = await requireStaff(locale, '/console/bookings', 'bookings.export');
  const refused = refuseCrossSiteDownload(request, locale);
  if (refused) return refused;
  const { filters } = readBookingFilters(request.nextUrl.searchParams);
  const { db } = await getDb();
  const now = new Date();
  const by = { staff, clientAddress: clientAddress(await headers()) };
  const csv = await exportBookingsRecorded(db, filters, by, now);
  return csvDownload(csv, 'bookings', now);
}
