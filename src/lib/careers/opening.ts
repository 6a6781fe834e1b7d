import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { company } from '@/lib/company';
import { renderMarkdown } from '@/lib/content/markdown';
import { sharedFields, type OpeningField } from './opening-fields';

/**
 * A job opening as the site defines it: the fields of one language (the seed files' frontmatter,
 * the console's editor) and the checks of a whole opening in both languages, which the seed
 * import (./seed.ts) and the console's store (./openings.ts) both apply.
 */

export const departments = [
  'operations',
  'customs',
  'sales',
  'customer-service',
  'engineering',
  'finance-hr',
] as const;
export const employmentTypes = ['full-time', 'part-time', 'internship', 'contract'] as const;
export type Department = (typeof departments)[number];
export type EmploymentType = (typeof employmentTypes)[number];
export const POSITION_STATUSES = ['open', 'closed'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

const text = z.string().min(1);

/** One language of an opening (content/seed/careers/<id>/<locale>.md's frontmatter). */
export const positionSchema = z.object({
  title: z.string().min(1).max(120),
  department: z.enum(departments),
  /** An office id of content/company.json. */
  city: z.string().regex(/^[a-z-]+$/),
  employmentType: z.enum(employmentTypes),
  posted: z.iso.date(),
  summary: z.string().min(1).max(300),
  responsibilities: z.array(text).min(3).max(10),
  requirements: z.array(text).min(3).max(10),
});

/** The description (Markdown) of one language, in characters. */
export const BODY_MAX = 10_000;

export type OpeningText = {
  title: string;
  summary: string;
  /** Markdown: about the team and the job. */
  body: string;
  responsibilities: string[];
  requirements: string[];
};

/** An opening in both languages: what the editor edits and a row of `positions` holds. */
export type Opening = {
  status: PositionStatus;
  department: string;
  city: string;
  employmentType: string;
  posted: string;
  text: Record<Locale, OpeningText>;
};

/** What is wrong with a field; `limit` is the schema's bound where one was crossed. */
export type OpeningProblem = {
  field: OpeningField;
  /** The language of a text field; none for the fields both languages share. */
  locale?: Locale;
  problem: 'missing' | 'tooLong' | 'tooFew' | 'tooMany' | 'invalid';
  limit?: number;
};

const isShared = (field: string): field is (typeof sharedFields)[number] =>
  (sharedFields as readonly string[]).includes(field);

function problemOf(issue: z.core.$ZodIssue): OpeningProblem['problem'] {
  const list =
    issue.path.length === 1 &&
    (issue.path[0] === 'responsibilities' || issue.path[0] === 'requirements');
  if (issue.code === 'too_small') return list ? 'tooFew' : 'missing';
  if (issue.code === 'too_big') return list ? 'tooMany' : 'tooLong';
  return 'invalid';
}

/**
 * Every problem of an opening. An open one must be complete in both languages (the site's rule:
 * every page in both); a closed one may be half written, but no field may break a limit.
 */
export function openingProblems(opening: Opening): OpeningProblem[] {
  const complete = opening.status === 'open';
  const found = new Map<string, OpeningProblem>();
  const add = (p: OpeningProblem) => found.set(`${p.field}.${p.locale ?? ''}`, p);
  for (const locale of routing.locales) {
    const t = opening.text[locale];
    const parsed = positionSchema.safeParse({ ...opening, ...t, text: undefined });
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0]) as OpeningField;
      const problem = problemOf(issue);
      if (!complete && (problem === 'missing' || problem === 'tooFew')) continue;
      const limit =
        issue.code === 'too_small'
          ? Number(issue.minimum)
          : issue.code === 'too_big'
            ? Number(issue.maximum)
            : undefined;
      add({ field, locale: isShared(field) ? undefined : locale, problem, limit });
    }
    if (t.body.length > BODY_MAX)
      add({ field: 'body', locale, problem: 'tooLong', limit: BODY_MAX });
    else if (!bodyFollowsRules(t.body, locale)) add({ field: 'body', locale, problem: 'invalid' });
  }
  if (!company.offices.some((o) => o.id === opening.city))
    add({ field: 'city', problem: 'invalid' });
  return [...found.values()];
}

/** Whether a description renders under the site's Markdown rules (headings, links, no images). */
function bodyFollowsRules(body: string, locale: Locale): boolean {
  try {
    renderMarkdown(body, { file: 'position', locale });
    return true;
  } catch {
    return false;
  }
}
