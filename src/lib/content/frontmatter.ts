import matter from 'gray-matter';
import type { z } from 'zod';

// YAML turns unquoted dates into Date objects; the schemas expect ISO date strings.
function normalizeDates(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(normalizeDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalizeDates(v)]));
  }
  return value;
}

/**
 * Splits a Markdown file into its frontmatter, checked with a schema, and its body (not yet
 * rendered). A failure names the file and each wrong field.
 */
export function parseFrontmatter<S extends z.ZodType>(
  source: string,
  schema: S,
  file: string,
): { data: z.infer<S>; body: string } {
  const { data, content } = matter(source);
  const parsed = schema.safeParse(normalizeDates(data));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(frontmatter)'}: ${issue.message}`,
    );
    throw new Error(`${file} has invalid frontmatter:\n${problems.join('\n')}`);
  }
  return { data: parsed.data, body: content };
}
