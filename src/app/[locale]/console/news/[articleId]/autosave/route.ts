import { headers } from 'next/headers';
import { asLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { clientAddress } from '@/lib/http/client-address';
import { badFields, editorForm } from '@/lib/news/editor-form';
import { invalidFields } from '@/lib/news/editor-state';
import { saveEditorForm } from '@/lib/news/save-form';
import { requireStaff } from '@/lib/staff/session';

/**
 * The editor's autosave: the form as it stands, posted by fetch as the editor types
 * and with `keepalive` when the page is hidden or left, so that a Server Action's request dying
 * with the page loses nothing. Answers the editor's state as JSON (saved, conflict, refused).
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/[locale]/console/news/[articleId]/autosave'>,
) {
  const { locale: raw, articleId } = await params;
  const locale = asLocale(raw);
  const staff = await requireStaff(locale, `/console/news/${articleId}`, 'news.edit');
  const form = await request.formData().catch(() => undefined);
  if (!form) return new Response('Bad Request', { status: 400 });
  const input = editorForm.safeParse(Object.fromEntries(form.entries()));
  const { db } = await getDb();
  const by = { staff, clientAddress: clientAddress(await headers()) };
  const state = input.success
    ? await saveEditorForm(db, input.data, locale, by, 'autosave', new Date())
    : await invalidFields(locale, badFields(input.error.issues));
  return Response.json(state, { headers: { 'Cache-Control': 'private, no-store' } });
}
