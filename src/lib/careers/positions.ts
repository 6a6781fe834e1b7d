import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'hast';
import { company } from '@/lib/company';
import type { Locale } from '@/i18n/routing';
import { readMarkdownFile } from '@/lib/content/markdown';
import { positionSchema, type PositionFrontmatter } from '@/lib/content/schemas';

const ROOT = join(process.cwd(), 'content', 'careers');
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type Position = PositionFrontmatter & { id: string; body: Root };

const cache = new Map<Locale, Position[]>();

/**
 * The open positions in one language (content/careers/<id>/<locale>.md), newest first. A folder
 * must hold both languages, with the same department, city, type and date; a wrong file stops
 * the build naming the file and field.
 */
export function loadPositions(locale: Locale): Position[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const offices = new Set(company.offices.map((o) => o.id));
  const positions = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name: id }) => {
      if (!ID.test(id))
        throw new Error(`content/careers/${id}: the folder name is not a URL-safe id`);
      const read = (lang: Locale) => {
        const path = join(ROOT, id, `${lang}.md`);
        if (!existsSync(path)) throw new Error(`content/careers/${id}/${lang}.md is missing`);
        return readMarkdownFile(path, lang, positionSchema);
      };
      const doc = read(locale);
      const other = read(locale === 'en' ? 'zh' : 'en');
      if (!offices.has(doc.data.city))
        throw new Error(
          `${doc.file}: city "${doc.data.city}" is not an office id of content/company.json`,
        );
      for (const field of ['department', 'city', 'employmentType', 'posted'] as const)
        if (doc.data[field] !== other.data[field])
          throw new Error(`${doc.file} and ${other.file} disagree on ${field}`);
      return { ...doc.data, id, body: doc.tree };
    })
    .sort((a, b) => b.posted.localeCompare(a.posted) || a.id.localeCompare(b.id));
  cache.set(locale, positions);
  return positions;
}

/** Position ids, for the application schema. */
export function positionIds(): string[] {
  return loadPositions('en').map((p) => p.id);
}
