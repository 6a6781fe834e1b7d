import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { articleContentSchema, type ArticleContent } from './content';

/**
 * The editor's form as an article's content: one field per column, named `<locale>.<field>`
 * for each language's (`en.title`, `zh.body`, …) and plainly for the shared ones. Read the same
 * by the Save button's Server Action and by the autosave's route handler.
 */

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** Tags as typed: separated by commas (either kind), blanks dropped. */
export function readTags(raw: string): string[] {
  return raw
    .split(/[,，、]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const reference = z.object({
  id: z.coerce.number().int().positive(),
  version: z.coerce.number().int().positive(),
});

export type EditorInput =
  | { ok: true; id: number; version: number; content: ArticleContent }
  | { ok: false; fields: string[] };

/** The article, its version and the content a form carries; else the names of the bad fields. */
export function readEditorForm(form: FormData): EditorInput {
  const ref = reference.safeParse({ id: text(form, 'id'), version: text(form, 'version') });
  const side = (locale: Locale) => ({
    title: text(form, `${locale}.title`).trim(),
    summary: text(form, `${locale}.summary`).trim(),
    body: text(form, `${locale}.body`).replace(/\r\n/g, '\n'),
    coverAlt: text(form, `${locale}.coverAlt`).trim(),
    author: text(form, `${locale}.author`).trim(),
    tags: readTags(text(form, `${locale}.tags`)),
  });
  const parsed = articleContentSchema.safeParse({
    category: text(form, 'category'),
    cover: text(form, 'cover') || null,
    correctedOn: text(form, 'correctedOn') || null,
    onlyLocale: text(form, 'onlyLocale') || null,
    ...Object.fromEntries(routing.locales.map((l) => [l, side(l)])),
  });
  if (!ref.success || !parsed.success) {
    const fields = parsed.success
      ? []
      : parsed.error.issues.map((i) => i.path.slice(0, 2).join('.'));
    return { ok: false, fields: ref.success ? [...new Set(fields)] : ['id', ...fields] };
  }
  return { ok: true, ...ref.data, content: parsed.data };
}
