import type { Selectable } from 'kysely';
import { routing } from '@/i18n/routing';
import type { PositionsTable } from '@/lib/db/types';
import type { Opening, OpeningText, PositionStatus } from './opening';

export type PositionRow = Selectable<PositionsTable>;

/** The columns of `positions` that hold an opening (both languages side by side). */
export function rowOfOpening(opening: Opening) {
  const { en, zh } = opening.text;
  return {
    status: opening.status,
    department: opening.department,
    city: opening.city,
    employment_type: opening.employmentType,
    posted: opening.posted,
    title_en: en.title,
    summary_en: en.summary,
    body_en: en.body,
    responsibilities_en: JSON.stringify(en.responsibilities),
    requirements_en: JSON.stringify(en.requirements),
    title_zh: zh.title,
    summary_zh: zh.summary,
    body_zh: zh.body,
    responsibilities_zh: JSON.stringify(zh.responsibilities),
    requirements_zh: JSON.stringify(zh.requirements),
  };
}

const list = (json: string): string[] => JSON.parse(json) as string[];

/** A row back as the opening it holds. */
export function openingOfRow(row: PositionRow): Opening {
  const text = Object.fromEntries(
    routing.locales.map((locale) => {
      const value: OpeningText = {
        title: row[`title_${locale}`],
        summary: row[`summary_${locale}`],
        body: row[`body_${locale}`],
        responsibilities: list(row[`responsibilities_${locale}`]),
        requirements: list(row[`requirements_${locale}`]),
      };
      return [locale, value];
    }),
  ) as Opening['text'];
  return {
    status: row.status as PositionStatus,
    department: row.department,
    city: row.city,
    employmentType: row.employment_type,
    posted: row.posted,
    text,
  };
}
