import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { parseFrontmatter } from './frontmatter';

const CONTENT_ROOT = join(process.cwd(), 'content');

/** Markdown to HTML at build time. Raw HTML in the source is dropped, never passed through. */
export function renderMarkdown(markdown: string): string {
  const html = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeStringify)
    .processSync(markdown)
    .toString();
  return wrapTables(html);
}

/**
 * Puts each table in a focusable, named region so a table wider than a phone can be scrolled
 * with the keyboard; the name is the table's column headings.
 */
function wrapTables(html: string): string {
  return html.replace(/<table>[\s\S]*?<\/table>/g, (table) => {
    const headings = [...table.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) =>
      m[1]!.replace(/<[^>]+>/g, '').trim(),
    );
    const label = headings.join(', ').replace(/"/g, '&quot;');
    return `<div class="table-scroll" role="region" tabindex="0" aria-label="${label}">${table}</div>`;
  });
}

export type MarkdownDocument<T> = { data: T; html: string; file: string };

/** Parses a Markdown file's frontmatter with a schema and renders its body to HTML. */
export function parseMarkdownDocument<S extends z.ZodType>(
  source: string,
  schema: S,
  file: string,
): MarkdownDocument<z.infer<S>> {
  const { data, body } = parseFrontmatter(source, schema, file);
  return { data, html: renderMarkdown(body), file };
}

const cache = new Map<string, MarkdownDocument<unknown>>();

/** content/pages/<page>/<locale>.md, validated and rendered (once per build). */
export function loadPageDocument<S extends z.ZodType>(
  page: string,
  locale: Locale,
  schema: S,
): MarkdownDocument<z.infer<S>> {
  const path = join(CONTENT_ROOT, 'pages', page, `${locale}.md`);
  const cached = cache.get(path);
  if (cached) return cached as MarkdownDocument<z.infer<S>>;
  const doc = parseMarkdownDocument(
    readFileSync(path, 'utf8'),
    schema,
    relative(process.cwd(), path),
  );
  cache.set(path, doc);
  return doc;
}
