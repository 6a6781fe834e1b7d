import { asLocale } from '@/i18n/routing';
import { refuseCrossSiteDownload } from '@/lib/console/downloads';
import { getDb } from '@/lib/db';
import { listAudit, recordAudit } from '@/lib/staff/audit';
import { auditCsv, auditQueryOf } from '@/lib/staff/audit-view';
import { requireStaff } from '@/lib/staff/session';
import { clientAddress } from '@/lib/http/client-address';

/** The most entries one export holds; a narrower filter (dates) exports the rest. */
const EXPORT_LIMIT = 100_000;

/**
 * The audit screen's entries as CSV (admin), with the screen's filters (in the address); the
 * export itself is recorded (with its filters), in the transaction that reads the entries. POST
 * from the audit page only (refuseCrossSiteDownload): GET answers 405.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/[locale]/console/audit/export'>,
) {
  const locale = asLocale((await params).locale);
  const me = await requireStaff(locale, '/console/audit', 'audit.export');
  const refused = refuseCrossSiteDownload(request, locale);
  if (refused) return refused;
  const { form, filters } = auditQueryOf(new URL(request.url).searchParams);
  const { db } = await getDb();
  const now = new Date();
  const csv = await db.transaction().execute(async (trx) => {
    const rows = await listAudit(trx, { ...filters, limit: EXPORT_LIMIT });
    await recordAudit(trx, {
      at: now,
      actor: { id: me.id, email: me.email },
      action: 'audit.export',
      clientAddress: clientAddress(request.headers),
      details: { ...form, entries: rows.length },
    });
    return auditCsv(rows);
  });
  const day = now.toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="audit-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
