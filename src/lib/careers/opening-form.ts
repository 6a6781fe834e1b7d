import { routing } from '@/i18n/routing';
import { sharedFields, textFields } from './opening-fields';
import type { Opening, OpeningText } from './opening';

/**
 * The editor's form fields: the shared ones by name (`department`, …, `status`), each text
 * field once per language (`title_en`, `title_zh`, …); lists are one item per line.
 */
export const openingFormFields = [
  ...sharedFields,
  'status',
  ...routing.locales.flatMap((locale) => textFields.map((field) => `${field}_${locale}`)),
] as const;

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The opening the form's values describe (checked afterwards by openingProblems). */
export function openingOfForm(values: Record<string, string>): Opening {
  const get = (name: string) => values[name] ?? '';
  const text = Object.fromEntries(
    routing.locales.map((locale) => {
      const value: OpeningText = {
        title: get(`title_${locale}`).trim(),
        summary: get(`summary_${locale}`).trim(),
        body: get(`body_${locale}`).replace(/\r\n/g, '\n').trim(),
        responsibilities: lines(get(`responsibilities_${locale}`)),
        requirements: lines(get(`requirements_${locale}`)),
      };
      return [locale, value];
    }),
  ) as Opening['text'];
  return {
    status: get('status') === 'open' ? 'open' : 'closed',
    department: get('department'),
    city: get('city'),
    employmentType: get('employmentType'),
    posted: get('posted').trim(),
    text,
  };
}

/** The form's values of a stored opening, for the editor to start from. */
export function formOfOpening(opening: Opening): Record<string, string> {
  const values: Record<string, string> = {
    department: opening.department,
    city: opening.city,
    employmentType: opening.employmentType,
    posted: opening.posted,
    status: opening.status,
  };
  for (const locale of routing.locales)
    for (const field of textFields) {
      const value = opening.text[locale][field];
      values[`${field}_${locale}`] = Array.isArray(value) ? value.join('\n') : value;
    }
  return values;
}
