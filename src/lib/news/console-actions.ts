'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { localizedPath, routing } from '@/i18n/routing';
import { newsCategories } from '@/lib/content/schemas';
import { getDb } from '@/lib/db';
import { requireStaffAction } from '@/lib/staff/session';
import { conflictState, refusal, type EditorState } from './editor-state';
import { addImage, IMAGE_MAX_BYTES } from './images';
import { publishFromForm } from './publish-form';
import { restoreRevision } from './revisions';
import { saveEditorForm } from './save-form';
import { changeAddress } from './slug';
import { articleById, createArticle } from './store';

/**
 * The news section's Server Actions (issue 29). Each checks the session and permission first,
 * then its input (zod); the change and its audit entry are one transaction (src/lib/news/*),
 * and a refusal comes back in the page's language for the form to show.
 */

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const articleId = z.coerce.number().int().positive();
const editorPath = (slug: string) => `/console/news/${slug}`;

/** The list's "New article" form: a draft at a free address, then its editor. */
export async function createArticleAction(_: EditorState, form: FormData): Promise<EditorState> {
  const { staff, locale, clientAddress } = await requireStaffAction(form, 'news.edit');
  const input = z
    .object({
      slug: z.string().trim(),
      category: z.enum(newsCategories),
      onlyLocale: z.union([z.literal(''), z.enum(routing.locales)]),
    })
    .safeParse({
      slug: text(form, 'slug'),
      category: text(form, 'category'),
      onlyLocale: text(form, 'onlyLocale'),
    });
  if (!input.success) return refusal(locale, 'invalid');
  const { db } = await getDb();
  const { slug, category, onlyLocale } = input.data;
  const made = await createArticle(
    db,
    slug,
    category,
    onlyLocale || null,
    { staff, clientAddress },
    new Date(),
  );
  if (made.outcome !== 'created') return refusal(locale, made.outcome);
  revalidatePath(localizedPath('/console/news', locale));
  redirect(localizedPath(editorPath(made.slug), locale));
}

/**
 * The editor's form: Save (button `intent=save`, also without JavaScript) and the publish
 * panel's buttons (publish, schedule, unpublish), which save what is typed first.
 */
export async function changeArticle(_: EditorState, form: FormData): Promise<EditorState> {
  const intent = z
    .enum(['save', 'publish', 'schedule', 'unpublish'])
    .catch('save')
    .parse(text(form, 'intent'));
  const { staff, locale, clientAddress } = await requireStaffAction(
    form,
    intent === 'save' ? 'news.edit' : 'news.publish',
  );
  const { db } = await getDb();
  const actor = { staff, clientAddress };
  const now = new Date();
  const state =
    intent === 'save'
      ? await saveEditorForm(db, form, locale, actor, 'save', now)
      : await publishFromForm(db, form, locale, actor, intent, now);
  revalidatePath(localizedPath('/console/news', locale), 'layout');
  return state;
}

/** The editor's address form. */
export async function changeArticleAddress(_: EditorState, form: FormData): Promise<EditorState> {
  const { staff, locale, clientAddress } = await requireStaffAction(form, 'news.edit');
  const id = articleId.safeParse(text(form, 'id'));
  if (!id.success) return refusal(locale, 'missing');
  const { db } = await getDb();
  const slug = text(form, 'slug').trim();
  const moved = await changeAddress(db, id.data, slug, { staff, clientAddress }, new Date());
  if (moved.outcome !== 'changed') return refusal(locale, moved.outcome);
  revalidatePath(localizedPath('/console/news', locale), 'layout');
  redirect(localizedPath(editorPath(moved.slug), locale));
}

/** The history page's "Restore this version": the working copy becomes that revision's. */
export async function restoreArticleRevision(_: EditorState, form: FormData): Promise<EditorState> {
  const { staff, locale, clientAddress } = await requireStaffAction(form, 'news.edit');
  const ids = z.object({ id: articleId, revision: articleId, version: articleId }).safeParse({
    id: text(form, 'id'),
    revision: text(form, 'revision'),
    version: text(form, 'version'),
  });
  if (!ids.success) return refusal(locale, 'missing');
  const { db } = await getDb();
  const { id, revision, version } = ids.data;
  const done = await restoreRevision(
    db,
    id,
    revision,
    version,
    { staff, clientAddress },
    new Date(),
  );
  if (done.outcome === 'missing') return refusal(locale, 'missing');
  if (done.outcome === 'conflict') return conflictState(done.last);
  const row = await articleById(db, id);
  revalidatePath(localizedPath('/console/news', locale), 'layout');
  redirect(localizedPath(editorPath(row?.slug ?? ''), locale));
}

/** The editor's image upload: JPEG, PNG or WebP up to 10 MB, its type read from its bytes. */
export async function uploadArticleImage(_: EditorState, form: FormData): Promise<EditorState> {
  const { staff, locale, clientAddress } = await requireStaffAction(form, 'news.edit');
  const id = articleId.safeParse(text(form, 'id'));
  if (!id.success) return refusal(locale, 'missing');
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return refusal(locale, 'empty');
  if (file.size > IMAGE_MAX_BYTES) return refusal(locale, 'tooLarge');
  const { db } = await getDb();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const added = await addImage(
    db,
    id.data,
    { name: file.name, bytes },
    { staff, clientAddress },
    new Date(),
  );
  if (added.outcome === 'added' || added.outcome === 'exists') {
    revalidatePath(localizedPath('/console/news', locale), 'layout');
    return { status: 'saved', message: added.image.name };
  }
  return refusal(locale, added.outcome);
}
