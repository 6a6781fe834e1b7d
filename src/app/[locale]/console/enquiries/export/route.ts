import { headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import { asLocale } from '@/i18n/routing';
import { csvDownload, refuseCrossSiteDownload } from '@/lib/console/downloads';
import { getDb } from '@/lib/db';
import { readEnquiryFilters } from '@/lib/enquiries/desk';
import { exportEnquiriesRecorded } from '@/lib/enquiries/export';
import { clientAddress } from '@/lib/http/client-address';
import { requireStaff } from '@/lib/staff/session';

/**
 * The enquiries of the console list's filters (in the address) as the CLI's CSV (`npm run
 * enquiries -- export`), oldest first, with the download's audit entry (exportEnquiriesRecorded).
 * POST from the list's own page only (refuseCrossSiteDownload): GET answers 405.
 */
export async function POST(
  request: NextRequest,
  { params }: RouteContext<'/[locale]/console/enquiries/export'>,
) {
  const locale = asLocale((await params).locale);
  const staff = await requireStaff(locale, '/console/enquiries', 'enquiries.export');
  const refused = refuseCrossSiteDownload(request, locale);
  if (refused) return refused;
  const { filters } = readEnquiryFilters(request.nextUrl.searchParams);
  const { db } = await getDb();
  const now = new Date();
  const by = { staff, clientAddress: clientAddress(await headers()) };
  const csv = await exportEnquiriesRecorded(db, filters, by, now);
  return csvDownload(csv, 'enquiries', now);
}
