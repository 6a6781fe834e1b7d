import type { Selectable } from 'kysely';
import { routing } from '@/i18n/routing';
import type { PositionsTable } from '@/lib/db/types';
import { fromJson, toJson } from '@/lib/db/json';
import type { Opening, OpeningText } from './opening';

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
    responsibilities_en: toJson(en.responsibilities),
    requirements_en: toJson(en.requirements),
    title_zh: zh.title,
    summary_zh: zh.summary,
    body_zh: zh.body,
    responsibilities_zh: toJson(zh.responsibilities),
    requirements_zh: toJson(zh.requirements),
  };
}

/** A row back as the opening it holds. */
export function openingOfRow(row: PositionRow): Opening {
  const text = Object.fromEntries(
    routing.locales.map((locale) => {
      const value: OpeningText = {
        title: row[`title_${locale}`],
        summary: row[`summary_${locale}`],
        body: row[`body_${locale}`],
        responsibilities: fromJson(row[`responsibilities_${locale}`]),
        requirements: fromJson(row[`requirements_${locale}`]),
      };
      return [locale, value];
    }),
  ) as Opening['text'];
  return {
    status: row.status,
    department: row.department,
    city: row.city,
    employmentType: row.employment_type,
    posted: row.posted,
    text,
  };
}
