import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ActionState } from '@/lib/console/action';
import { ARTICLE_LIMITS, type ArticleContent, type MissingField } from './content';
import type { LastSave } from './store';

/**
 * What the editor's form is answered (its Server Actions and the autosave's route handler), the
 * console's answer of a form (src/lib/console/action.ts): done (`outcome` says what) with the
 * version the browser now edits, or refused — a conflict with a colleague's save, what
 * publishing lacks, or a message in the staff member's language.
 */
export type EditorState = ActionState & {
  /** What was done: the text saved, then maybe published, scheduled or taken off the site. */
  outcome?: 'saved' | 'published' | 'scheduled' | 'unpublished';
  /** The article's version after the change (what the next save names). */
  version?: number;
  /** When it was saved (ISO). */
  at?: string;
  /** Refused: a colleague saved since. */
  conflict?: { name: string | null; email: string | null; at: string; version: number };
  /** Refused to publish (the text is saved): what publishing lacks, one line each. */
  missing?: string[];
  /** What was typed, when a conflict refused it: shown again by a page rendered without JavaScript. */
  typed?: ArticleContent;
};

export const conflictState = (last: LastSave, typed?: ArticleContent): EditorState => ({
  status: 'refused',
  conflict: { name: last.name, email: last.email, at: last.at, version: last.version },
  typed,
});

/** The missing fields as lines in the reader's language ("Chinese: the author"). */
export async function missingLines(locale: Locale, missing: MissingField[]): Promise<string[]> {
  const t = await getTranslations({ locale, namespace: 'ConsoleNews' });
  return missing.map((m) =>
    t(`missing.${m.field}`, {
      language: m.locale ? t(`language.${m.locale}`) : '',
      min: m.field === 'coverAlt' ? ARTICLE_LIMITS.coverAltMin : ARTICLE_LIMITS.summaryMin,
    }),
  );
}

/** A refusal of the kind `problem.<key>` of the ConsoleNews messages. */
export async function refusal(
  locale: Locale,
  key:
    | 'invalid'
    | 'taken'
    | 'missing'
    | 'past'
    | 'unchanged'
    | 'when'
    | 'empty'
    | 'tooLarge'
    | 'notImage',
): Promise<EditorState> {
  const t = await getTranslations({ locale, namespace: 'ConsoleNews' });
  return { status: 'refused', message: t(`problem.${key}`) };
}

/** A refusal naming the fields that are not valid. */
export async function invalidFields(locale: Locale, fields: string[]): Promise<EditorState> {
  const t = await getTranslations({ locale, namespace: 'ConsoleNews' });
  return { status: 'refused', message: t('problem.input', { fields: fields.join(', ') }) };
}
