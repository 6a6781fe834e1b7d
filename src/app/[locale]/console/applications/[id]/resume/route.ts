import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { asLocale } from '@/i18n/routing';
import { refuseCrossSiteDownload } from '@/lib/console/downloads';
import { downloadResume } from '@/lib/careers/desk';
import { getDb } from '@/lib/db';
import { attachmentDisposition } from '@/lib/http/attachment';
import { clientAddress } from '@/lib/http/client-address';
import { requireStaff } from '@/lib/staff/session';

/**
 * An application's résumé, decrypted, as a download: HR only, with a sign-in of the
 * last 15 minutes (an older one signs in again and comes back to the application's page), never
 * cached, each download in the audit log. POST from the application's page only
 * (refuseCrossSiteDownload): GET answers 405.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/[locale]/console/applications/[id]/resume'>,
) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  const staff = await requireStaff(
    locale,
    `/console/applications/${id}`,
    'applications.downloadResume',
  );
  const refused = refuseCrossSiteDownload(request, locale);
  if (refused) return refused;
  const { db } = await getDb();
  const by = { staff, clientAddress: clientAddress(await headers()) };
  const file = await downloadResume(db, id, by, new Date());
  if (!file) notFound();
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': attachmentDisposition(file.name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
