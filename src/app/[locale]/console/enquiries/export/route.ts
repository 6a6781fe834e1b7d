import { headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import { asLocale } from '@/i18n/routing';
import { refuseCrossSiteDownload } from '@/lib/console/downloads';
import { getDb } from '@/lib/db';
import { readEnquiryFilters, staffNames } from '@/lib/enquiries/desk';
import { enquiriesCsv, listEnquiries } from '@/lib/enquiries/export';
import { clientAddress } from '@/lib/http/client-address';
import { recordAudit } from '@/lib/staff/audit';
import { requireStaff } from '@/lib/staff/session';

/**
 * The enquiries of the console list's filters (in the address) as the CLI's CSV (`npm run
 * enquiries -- export`), oldest first. The download is in the audit log with the filters and the
 * row count; a text search is recorded only as given, since it may be a visitor's name or
 * address. POST from the list's own page only (refuseCrossSiteDownload): GET answers 405.
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
  const rows = await listEnquiries(db, { filters, now });
  const csv = enquiriesCsv(
    rows,
    await staffNames(
      db,
      rows.map((r) => r.assignee_id),
    ),
  );
  await recordAudit(db, {
    at: now,
    actor: { id: staff.id, email: staff.email },
    action: 'enquiries.export',
    clientAddress: clientAddress(await headers()),
    details: {
      filters: { ...filters, text: filters.text ? 'given' : undefined },
      rows: rows.length,
    },
  });
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enquiries-${now.toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
