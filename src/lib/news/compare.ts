import { diffLines } from 'diff';
import type { Locale } from '@/i18n/routing';
import type { ArticleContent, ArticleLocaleFields } from './content';

/**
 * A revision compared with the current working copy (the history page): per field, its lines
 * as they stand in both, only in the revision (removed since) or only in the current text.
 */

export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string };
export type FieldDiff = {
  locale: Locale | null;
  field: keyof ArticleLocaleFields | 'category' | 'cover' | 'correctedOn' | 'onlyLocale';
  parts: DiffPart[];
};

const SHARED = ['category', 'cover', 'correctedOn', 'onlyLocale'] as const;
const PER_LOCALE = ['title', 'summary', 'body', 'coverAlt', 'author', 'tags'] as const;

const asText = (value: string | string[] | null) =>
  Array.isArray(value) ? value.join('\n') : (value ?? '');

function compareText(older: string, current: string): DiffPart[] {
  return diffLines(older, current).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}

/** The fields that differ between `older` and `current`, in the editor's order. */
export function compareContent(older: ArticleContent, current: ArticleContent): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  for (const locale of ['en', 'zh'] as const)
    for (const field of PER_LOCALE) {
      const [a, b] = [asText(older[locale][field]), asText(current[locale][field])];
      if (a !== b) diffs.push({ locale, field, parts: compareText(a, b) });
    }
  for (const field of SHARED) {
    const [a, b] = [asText(older[field]), asText(current[field])];
    if (a !== b) diffs.push({ locale: null, field, parts: compareText(a, b) });
  }
  return diffs;
}
