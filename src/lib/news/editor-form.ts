import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { articleContentSchema } from './content';

/**
 * The editor's form as an article's content: one field per column, named `<locale>.<field>`
 * for each language's (`en.title`, `zh.body`, …) and plainly for the shared ones. Read the same
 * (editorForm) by the Save and publish buttons' Server Action and by the autosave's route handler.
 */

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

/**
 * The editor's form (its fields as an object) as the article, the version it was loaded at and
 * its content; each bad field an issue at its name (`id`, `category`, `en.title`, …).
 */
export const editorForm = z.record(z.string(), z.unknown()).transform((fields, ctx) => {
  const text = (name: string) => {
    const value = fields[name];
    return typeof value === 'string' ? value : '';
  };
  const ref = reference.safeParse({ id: text('id'), version: text('version') });
  const side = (locale: Locale) => ({
    title: text(`${locale}.title`).trim(),
    summary: text(`${locale}.summary`).trim(),
    body: text(`${locale}.body`).replace(/\r\n/g, '\n'),
    coverAlt: text(`${locale}.coverAlt`).trim(),
    author: text(`${locale}.author`).trim(),
    tags: readTags(text(`${locale}.tags`)),
  });
  const parsed = articleContentSchema.safeParse({
    category: text('category'),
    cover: text('cover') || null,
    correctedOn: text('correctedOn') || null,
    onlyLocale: text('onlyLocale') || null,
    ...Object.fromEntries(routing.locales.map((l) => [l, side(l)])),
  });
  if (!ref.success) ctx.addIssue({ code: 'custom', path: ['id'], message: 'id' });
  for (const issue of parsed.error?.issues ?? [])
    ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 2), message: issue.message });
  if (!ref.success || !parsed.success) return z.NEVER;
  return { ...ref.data, content: parsed.data };
});

export type EditorInput = z.output<typeof editorForm>;

/** The names of the bad fields of a refused form, once each. */
export function badFields(issues: readonly z.core.$ZodIssue[]): string[] {
  return [...new Set(issues.map((issue) => issue.path.join('.')))];
}
