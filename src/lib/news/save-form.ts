import type { Kysely } from 'kysely';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import type { ArticleContent } from './content';
import type { EditorInput } from './editor-form';
import { conflictState, refusal, type EditorState } from './editor-state';
import { isArticleImage } from './images';
import { saveArticle, type NewsActor } from './store';

/**
 * The refusal of a form whose cover is none of article `id`'s images (the select offers only
 * them, but a form can be sent by hand or from a stale page): nothing is stored then. Undefined
 * when the cover is one of them, or none is chosen.
 */
export async function coverRefusal(
  db: Kysely<Database>,
  locale: Locale,
  id: number,
  { cover }: ArticleContent,
): Promise<EditorState | undefined> {
  if (cover === null || (await isArticleImage(db, id, cover))) return undefined;
  const t = await getTranslations({ locale, namespace: 'ConsoleNews' });
  return { status: 'refused', message: t('problem.cover', { cover }) };
}

/** Saves the editor's form (the Save button's action and the autosave's route handler alike). */
export async function saveEditorForm(
  db: Kysely<Database>,
  input: EditorInput,
  locale: Locale,
  actor: NewsActor,
  kind: 'save' | 'autosave',
  now: Date,
): Promise<EditorState> {
  return inTransaction(db, async (trx) => {
    const refused = await coverRefusal(trx, locale, input.id, input.content);
    if (refused) return refused;
    const saved = await saveArticle(trx, input.id, input.content, input.version, actor, now, kind);
    if (saved.outcome === 'missing') return refusal(locale, 'missing');
    if (saved.outcome === 'conflict') return conflictState(saved.last, input.content);
    return { status: 'done', outcome: 'saved', version: saved.version, at: saved.at };
  });
}
