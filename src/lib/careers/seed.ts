import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { routing, type Locale } from '@/i18n/routing';
import type { Database } from '@/lib/db/types';
import { parseFrontmatter } from '@/lib/content/frontmatter';
import { openingProblems, positionSchema, type Opening } from './opening';
import { rowOfOpening } from './opening-row';

const ROOT = join(/* turbopackIgnore: true */ process.cwd(), 'content', 'seed', 'careers');
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type SeedOpening = Opening & { id: string };

let seeds: SeedOpening[] | undefined;

/**
 * The job openings that were files in git before the console edited them
 * (content/seed/careers/<id>/{en,zh}.md), in the join-us page's order then: newest first, then
 * by id. Each folder holds both languages with the same department, city, type and date; a
 * wrong file stops the migration naming the file and field.
 */
export function readSeedOpenings(): SeedOpening[] {
  seeds ??= readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name: id }) => readSeed(id))
    .sort((a, b) => b.posted.localeCompare(a.posted) || a.id.localeCompare(b.id));
  return seeds;
}

function readSeed(id: string): SeedOpening {
  const folder = `content/seed/careers/${id}`;
  if (!ID.test(id)) throw new Error(`${folder}: the folder name is not a URL-safe id`);
  const docs = routing.locales.map((locale: Locale) => {
    const path = join(ROOT, id, `${locale}.md`);
    if (!existsSync(path)) throw new Error(`${folder}/${locale}.md is missing`);
    const file = `${folder}/${locale}.md`;
    return { locale, file, ...parseFrontmatter(readFileSync(path, 'utf8'), positionSchema, file) };
  });
  const [first, ...others] = docs;
  for (const other of others)
    for (const field of ['department', 'city', 'employmentType', 'posted'] as const)
      if (other.data[field] !== first!.data[field])
        throw new Error(`${first!.file} and ${other.file} disagree on ${field}`);
  const { department, city, employmentType, posted } = first!.data;
  const text = Object.fromEntries(
    docs.map(({ locale, data, body }) => [
      locale,
      {
        title: data.title,
        summary: data.summary,
        body: body.trim(),
        responsibilities: data.responsibilities,
        requirements: data.requirements,
      },
    ]),
  ) as Opening['text'];
  const opening: SeedOpening = {
    id,
    status: 'open',
    department,
    city,
    employmentType,
    posted,
    text,
  };
  const problems = openingProblems(opening);
  if (problems.length > 0)
    throw new Error(
      `${folder}: ${problems.map((p) => `${p.field}${p.locale ? ` (${p.locale})` : ''}: ${p.problem}`).join(', ')}`,
    );
  return opening;
}

/** Migration 0008: every seed opening into `positions`, open, in the page's order of today. */
export async function importSeedOpenings(db: Kysely<Database>, now: Date): Promise<void> {
  const rows = readSeedOpenings().map((opening, order) => ({
    id: opening.id,
    sort_order: order,
    ...rowOfOpening(opening),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  }));
  if (rows.length > 0) await db.insertInto('positions').values(rows).execute();
}
