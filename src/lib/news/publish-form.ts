import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/routing';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { contentOfRow } from './content';
import type { EditorInput } from './editor-form';
import { conflictState, missingLines, refusal, type EditorState } from './editor-state';
import { publishArticle, scheduleArticle, unpublishArticle } from './publishing';
import { coverRefusal } from './save-form';
import { articleById, saveArticle, type NewsActor } from './store';

/** A datetime-local value read as Beijing time ('2026-12-01T09:30' → 01:30 UTC). */
export function beijingInstant(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const at = new Date(`${value}:00+08:00`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** An instant as a datetime-local value in Beijing time (the inverse of beijingInstant). */
export function beijingLocalValue(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16);
}

export type PublishIntent = 'publish' | 'schedule' | 'unpublish';

/**
 * The publish panel's buttons, which send the editor's whole form: what is typed is saved first
 * (when it differs from the working copy; refused like any save when a colleague saved since),
 * then published, scheduled for the form's Beijing time, or taken off the site; all in one
 * transaction, so a refusal leaves nothing half done (a cover the article does not have is
 * refused before anything is saved).
 */
export async function publishFromForm(
  db: Kysely<Database>,
  input: EditorInput & { publishAt?: string },
  locale: Locale,
  actor: NewsActor,
  intent: PublishIntent,
  now: Date,
): Promise<EditorState> {
  const at = intent === 'schedule' ? beijingInstant(input.publishAt ?? '') : now;
  if (!at) return refusal(locale, 'when');
  return inTransaction(db, async (trx) => {
    const row = await articleById(trx, input.id);
    if (!row) return refusal(locale, 'missing');
    const refused = await coverRefusal(trx, locale, input.id, input.content);
    if (refused) return refused;
    // The same text as the working copy is not saved again (a colleague's newer save of the
    // same text loses nothing).
    let version = Number(row.version);
    if (JSON.stringify(contentOfRow(row)) !== JSON.stringify(input.content)) {
      const saved = await saveArticle(trx, input.id, input.content, input.version, actor, now);
      if (saved.outcome === 'conflict') return conflictState(saved.last, input.content);
      if (saved.outcome === 'missing') return refusal(locale, 'missing');
      version = saved.version;
    }
    const done =
      intent === 'publish'
        ? await publishArticle(trx, input.id, actor, now)
        : intent === 'schedule'
          ? await scheduleArticle(trx, input.id, at, actor, now)
          : await unpublishArticle(trx, input.id, actor, now);
    if (done.outcome === 'incomplete') {
      // The text stays saved; only publishing waits.
      const missing = await missingLines(locale, done.missing);
      return { status: 'refused', missing, version, at: now.toISOString() };
    }
    if (done.outcome === 'missing' || done.outcome === 'past' || done.outcome === 'unchanged')
      return { ...(await refusal(locale, done.outcome)), version, at: now.toISOString() };
    return { status: 'done', outcome: done.outcome, version, at: now.toISOString() };
  });
}
