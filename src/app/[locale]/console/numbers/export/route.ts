import { headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import { asLocale } from '@/i18n/routing';
import { csvDownload, refuseCrossSiteDownload } from '@/lib/console/downloads';
import { getDb } from '@/lib/db';
import { clientAddress } from '@/lib/http/client-address';
import { exportNumbersRecorded, isNumberTable } from '@/lib/numbers/export';
import { readPeriod } from '@/lib/numbers/period';
import { requireStaff } from '@/lib/staff/session';

/**
 * One table of the numbers page (`table`: weeks, lanes or months) for the page's period (`from`,
 * `to`) as CSV, with its audit entry. POST from the page only; `numbers.export` asks for a fresh
 * sign-in, as the console's other exports do. An unknown table answers 404.
 */
export async function POST(
  request: NextRequest,
  { params }: RouteContext<'/[locale]/console/numbers/export'>,
) {
  const locale = asLocale((await params).locale);
  const staff = await requireStaff(locale, '/console/numbers', 'numbers.export');
  const refused = refuseCrossSiteDownload(request, locale);
  if (refused) return refused;
  const query = request.nextUrl.searchParams;
  const table = query.get('table');
  if (!isNumberTable(table)) return new Response(null, { status: 404 });
  const now = new Date();
  const { period } = readPeriod(query.get('from') ?? undefined, query.get('to') ?? undefined, now);
  const { db } = await getDb();
  const by = { staff, clientAddress: clientAddress(await headers()) };
  const csv = await exportNumbersRecorded(db, table, period, by, now);
  return csvDownload(csv, `numbers-${table}`, now);
}
