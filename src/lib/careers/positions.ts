import type { Kysely } from 'kysely';
import type { Root } from 'hast';
import { routing, type Locale } from '@/i18n/routing';
import type { Database } from '@/lib/db/types';
import { renderMarkdown } from '@/lib/content/markdown';
import { snapshot } from '@/lib/publishing/snapshot';
import { openingOfRow } from './opening-row';
import type { Department, EmploymentType } from './opening';

/** An open position in one language, as the join-us page shows it. */
export type Position = {
  id: string;
  title: string;
  department: Department;
  city: string;
  employmentType: EmploymentType;
  posted: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  body: Root;
};

type OpenPositions = Record<Locale, Position[]>;

/** The open positions of `positions`, in the page's order, both languages, bodies rendered. */
export async function loadOpenPositions(db: Kysely<Database>): Promise<OpenPositions> {
  const rows = await db
    .selectFrom('positions')
    .selectAll()
    .where('status', '=', 'open')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const openings = rows.map((row) => ({ id: row.id, ...openingOfRow(row) }));
  const inLocale = (locale: Locale): Position[] =>
    openings.map(({ id, text, department, city, employmentType, posted }) => {
      const t = text[locale];
      return {
        id,
        title: t.title,
        // Checked when saved (./opening.ts).
        department: department as Department,
        city,
        employmentType: employmentType as EmploymentType,
        posted,
        summary: t.summary,
        responsibilities: t.responsibilities,
        requirements: t.requirements,
        body: renderMarkdown(t.body, { file: `positions/${id}/${locale}`, locale }).tree,
      };
    });
  return Object.fromEntries(
    routing.locales.map((locale) => [locale, inLocale(locale)]),
  ) as OpenPositions;
}

// In memory per process; the publishing sync reloads it when the content's version moves.
const open = snapshot('positions', loadOpenPositions);

/** The open positions in one language (the join-us page, its form, the application's check). */
export async function openPositions(locale: Locale): Promise<Position[]> {
  return (await open.get())[locale];
}

/** The ids an application may name (with the open application). */
export async function positionIds(): Promise<string[]> {
  return (await openPositions('en')).map((p) => p.id);
}
