'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { localizedPath, routing, type Locale } from '@/i18n/routing';
import { formAction } from '@/lib/console/action';
import { newsCategories } from '@/lib/content/schemas';
import { badFields, editorForm } from './editor-form';
import { conflictState, invalidFields, refusal, type EditorState } from './editor-state';
import { addImage, IMAGE_MAX_BYTES } from './images';
import { publishFromForm } from './publish-form';
import { restoreRevision } from './revisions';
import { saveEditorForm } from './save-form';
import { changeAddress } from './slug';
import { articleById, createArticle } from './store';

/**
 * The news section's Server Actions, forms of the console's one action shape
 * (src/lib/console/action.ts): the change and its audit entry are one transaction
 * (src/lib/news/*), and a refusal comes back in the page's language for the form to show. A
 * change that gives the article its page (a new article, a new address, a restored version)
 * goes to the editor.
 */

const articleId = z.coerce.number().int().positive();
const editorPath = (slug: string) => `/console/news/${slug}`;

/** The news section's pages show the change (the list, the editor, its history). */
function changed(locale: Locale) {
  revalidatePath(localizedPath('/console/news', locale), 'layout');
}

/** The list's "New article" form: a draft at a free address, then its editor. */
export const createArticleAction = formAction(
  'news.edit',
  z.object({
    slug: z.string().trim(),
    category: z.enum(newsCategories),
    onlyLocale: z.union([z.literal(''), z.enum(routing.locales)]),
  }),
  (db, { slug, category, onlyLocale }, by, now) =>
    createArticle(db, slug, category, onlyLocale || null, by, now),
  async (result, { locale }): Promise<EditorState> => {
    if (!result.ok) return refusal(locale, 'invalid');
    const made = result.outcome;
    if (made.outcome !== 'created') return refusal(locale, made.outcome);
    revalidatePath(localizedPath('/console/news', locale));
    redirect(localizedPath(editorPath(made.slug), locale));
  },
);

const INTENTS = ['save', 'publish', 'schedule', 'unpublish'] as const;
const intentOf = (form: FormData) => z.enum(INTENTS).catch('save').parse(form.get('intent'));

/**
 * The editor's form: Save (button `intent=save`, also without JavaScript) and the publish
 * panel's buttons (publish, schedule, unpublish), which save what is typed first.
 */
export const changeArticle = formAction(
  (form) => (intentOf(form) === 'save' ? 'news.edit' : 'news.publish'),
  z.intersection(
    z.object({ intent: z.enum(INTENTS).catch('save'), publishAt: z.string().optional() }),
    editorForm,
  ),
  (db, input, by, now) =>
    input.intent === 'save'
      ? saveEditorForm(db, input, by.locale, by, 'save', now)
      : publishFromForm(db, input, by.locale, by, input.intent, now),
  async (result, { locale }): Promise<EditorState> => {
    if (!result.ok) return invalidFields(locale, badFields(result.issues));
    changed(locale);
    return result.outcome;
  },
);

/** The editor's address form. */
export const changeArticleAddress = formAction(
  'news.edit',
  z.object({ id: articleId, slug: z.string().trim().default('') }),
  (db, { id, slug }, by, now) => changeAddress(db, id, slug, by, now),
  async (result, { locale }): Promise<EditorState> => {
    if (!result.ok) return refusal(locale, 'missing');
    const moved = result.outcome;
    if (moved.outcome !== 'changed') return refusal(locale, moved.outcome);
    changed(locale);
    redirect(localizedPath(editorPath(moved.slug), locale));
  },
);

/** The history page's "Restore this version": the working copy becomes that revision's. */
export const restoreArticleRevision = formAction(
  'news.edit',
  z.object({ id: articleId, revision: articleId, version: articleId }),
  async (db, { id, revision, version }, by, now) => {
    const done = await restoreRevision(db, id, revision, version, by, now);
    if (done.outcome !== 'restored') return done;
    return { ...done, slug: (await articleById(db, id))?.slug ?? '' };
  },
  async (result, { locale }): Promise<EditorState> => {
    if (!result.ok || result.outcome.outcome === 'missing') return refusal(locale, 'missing');
    const done = result.outcome;
    if (done.outcome === 'conflict') return conflictState(done.last);
    changed(locale);
    redirect(localizedPath(editorPath(done.slug), locale));
  },
);

/** The editor's image upload: JPEG, PNG or WebP up to 10 MB, its type read from its bytes. */
export const uploadArticleImage = formAction(
  'news.edit',
  z.object({
    id: articleId,
    file: z
      .instanceof(File, { message: 'empty' })
      .refine((file) => file.size > 0, 'empty')
      .refine((file) => file.size <= IMAGE_MAX_BYTES, 'tooLarge')
      .transform(async (file) => ({
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      })),
  }),
  (db, { id, file }, by, now) => addImage(db, id, file, by, now),
  async (result, { locale }): Promise<EditorState> => {
    if (!result.ok) {
      const file = result.problem === 'file';
      const tooLarge = file && result.issues[0]?.message === 'tooLarge';
      return refusal(locale, tooLarge ? 'tooLarge' : file ? 'empty' : 'missing');
    }
    const added = result.outcome;
    if (added.outcome !== 'added' && added.outcome !== 'exists')
      return refusal(locale, added.outcome);
    changed(locale);
    return { status: 'done', message: added.image.name };
  },
);
