import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/routing';
import type { Database } from '@/lib/db/types';
import type { EditorInput } from './editor-form';
import { conflictState, refusal, type EditorState } from './editor-state';
import { saveArticle, type NewsActor } from './store';

/** Saves the editor's form (the Save button's action and the autosave's route handler alike). */
export async function saveEditorForm(
  db: Kysely<Database>,
  input: EditorInput,
  locale: Locale,
  actor: NewsActor,
  kind: 'save' | 'autosave',
  now: Date,
): Promise<EditorState> {
  const saved = await saveArticle(db, input.id, input.content, input.version, actor, now, kind);
  if (saved.outcome === 'missing') return refusal(locale, 'missing');
  if (saved.outcome === 'conflict') return conflictState(saved.last, input.content);
  return { status: 'done', outcome: 'saved', version: saved.version, at: saved.at };
}
