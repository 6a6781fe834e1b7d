import { asLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { auditQueryOf, exportAuditRecorded } from '@/lib/staff/audit-view';
import { requireStaff } from '@/lib/staff/session';
import { clientAddress } from '@/lib/http/client-address';

/**
 * The audit screen's entries as CSV (admin), with the screen's filters; the export itself is
 * recorded (exportAuditRecorded).
 */
export async function GET(
  request: Request,
  { params }: RouteContext<'/[locale]/console/audit/export'>,
) {
  const locale = asLocale((await params).locale);
  const me = await requireStaff(locale, '/console/audit', 'audit.export');
  const query = auditQueryOf(new URL(request.url).searchParams);
  const { db } = await getDb();
  const now = new Date();
  const by = { staff: me, clientAddress: clientAddress(request.headers) };
  const csv = await exportAuditRecorded(db, query, by, now);
  const day = now.toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="audit-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
