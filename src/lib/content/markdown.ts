import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Root } from 'hast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { parseFrontmatter } from './frontmatter';
import { applyRules, textOf, type ImageUse, type MarkdownRules } from './markdown-rules';

/** A rendered body: the HTML tree (for components/ui/prose.tsx), its text and its images. */
export type MarkdownBody = { tree: Root; text: string; images: ImageUse[] };

// GFM (tables, task lists, autolinks, strikethrough) to HTML. Without allowDangerousHtml,
// remark-rehype drops raw HTML from the source: its tags go, their text stays inert.
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).freeze();

/** Renders Markdown to an HTML tree under the rules of markdown-rules.ts, at build time. */
export function renderMarkdown(markdown: string, rules: MarkdownRules): MarkdownBody {
  const tree = processor.runSync(processor.parse(markdown));
  const images = applyRules(tree, rules);
  return { tree, text: textOf(tree), images };
}

export type MarkdownDocument<T> = { data: T; tree: Root; file: string };

/** Parses a Markdown file's frontmatter with a schema and renders its body. */
export function parseMarkdownDocument<S extends z.ZodType>(
  source: string,
  schema: S,
  rules: MarkdownRules,
): MarkdownDocument<z.infer<S>> {
  const { data, body } = parseFrontmatter(source, schema, rules.file);
  return { data, tree: renderMarkdown(body, rules).tree, file: rules.file };
}

/** A Markdown file (a page or a position: no images, no heading anchors), read and rendered. */
export function readMarkdownFile<S extends z.ZodType>(
  path: string,
  locale: Locale,
  schema: S,
): MarkdownDocument<z.infer<S>> {
  const file = relative(process.cwd(), path);
  return parseMarkdownDocument(readFileSync(path, 'utf8'), schema, { file, locale });
}

const cache = new Map<string, MarkdownDocument<unknown>>();

/** content/pages/<page>/<locale>.md, validated and rendered (once per build). */
export function loadPageDocument<S extends z.ZodType>(
  page: string,
  locale: Locale,
  schema: S,
): MarkdownDocument<z.infer<S>> {
  const path = join(process.cwd(), 'content', 'pages', page, `${locale}.md`);
  let doc = cache.get(path);
  if (!doc) {
    doc = readMarkdownFile(path, locale, schema);
    cache.set(path, doc);
  }
  return doc as MarkdownDocument<z.infer<S>>;
}
