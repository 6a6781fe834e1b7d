import { asLocale } from '@/i18n/routing';
import { csvDownload, refuseCrossSiteDownload } from '@/lib/console/downloads';
import { getDb } from '@/lib/db';
import { auditQueryOf, exportAuditRecorded } from '@/lib/staff/audit-view';
import { requireStaff } from '@/lib/staff/session';
import { clientAddress } from '@/lib/http/client-address';

/**
 * The audit screen's entries as CSV (admin), with the screen's filters (in the address); the
 * export itself is recorded (exportAuditRecorded). POST from the audit page only
 * (refuseCrossSiteDownload): GET answers 405.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/[locale]/console/audit/export'>,
) {
  const locale = asLocale((await params).locale);
  const me = await requireStaff(locale, '/console/audit', 'audit.export');
  const refused = refuseCrossSiteDownload(request, locale);
  if (refused) return refused;
  const query = auditQueryOf(new URL(request.url).searchParams);
  const { db } = await getDb();
  const now = new Date();
  const by = { staff: me, clientAddress: clientAddress(request.headers) };
  const csv = await exportAuditRecorded(db, query, by, now);
  return csvDownload(csv, 'audit', now);
}
