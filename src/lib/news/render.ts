import { join } from 'node:path';
import type { Element, ElementContent, Nodes, Root } from 'hast';
import sharp from 'sharp';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import { localizedPath, type Locale } from '@/i18n/routing';
import { NEWS_IMAGE_FILE } from '@/lib/content/schemas';
import { mediaUrl } from './paths';

export type ImageSize = { width: number; height: number };

const sizes = new Map<string, Promise<ImageSize>>();

/** The pixel size of an image file, read from the file itself (once). */
export function imageSize(path: string): Promise<ImageSize> {
  let size = sizes.get(path);
  if (!size) {
    size = sharp(path)
      .metadata()
      .then(({ width, height }) => {
        if (!width || !height) throw new Error(`${path}: not an image sharp can read`);
        return { width, height };
      });
    sizes.set(path, size);
  }
  return size;
}

/** Ids the page around an article uses itself; a heading never takes one of them. */
export const RESERVED_IDS = ['main', 'article-share', 'article-related', 'article-more'];

/** A heading's id: lowercase letters and digits of any script, words joined by hyphens. */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/[\s-]+/g, '-') || 'section'
  );
}

/** The text of a node and everything in it. */
export function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}

const hasLink = (node: Element): boolean =>
  node.children.some((c) => c.type === 'element' && (c.tagName === 'a' || hasLink(c)));

type Context = {
  id: string;
  file: string;
  dir: string;
  locale: Locale;
  images: readonly string[];
  used: Set<string>;
  pending: { element: Element; file: string }[];
};

function uniqueId(ctx: Context, text: string): string {
  const base = slugify(text);
  let id = base;
  for (let n = 1; ctx.used.has(id); n++) id = `${base}-${n}`;
  ctx.used.add(id);
  return id;
}

function transform(element: Element, ctx: Context): Element {
  const { tagName, properties } = element;
  if (tagName === 'h1')
    throw new Error(`${ctx.file}: use ## and ### headings; the article's title is its only h1`);
  if (/^h[2-6]$/.test(tagName)) {
    const id = uniqueId(ctx, textOf(element));
    properties.id = id;
    // The heading's own text links to it, so a reader can copy the address of a section.
    if (!hasLink(element))
      element.children = [
        {
          type: 'element',
          tagName: 'a',
          properties: { href: `#${id}`, className: ['heading-anchor'] },
          children: element.children,
        },
      ];
    return element;
  }
  if (tagName === 'img') {
    const src = String(properties.src ?? '');
    const alt = String(properties.alt ?? '').trim();
    if (!NEWS_IMAGE_FILE.test(src) || !ctx.images.includes(src))
      throw new Error(`${ctx.file}: image "${src}" is not an image file beside the article`);
    if (!alt) throw new Error(`${ctx.file}: image "${src}" needs a description (its alt text)`);
    properties.src = mediaUrl(ctx.id, src);
    ctx.pending.push({ element, file: src });
    return element;
  }
  if (tagName === 'a') {
    const href = String(properties.href ?? '');
    // A site path written once serves both languages: /query-price becomes /zh/query-price.
    if (href.startsWith('/') && !href.startsWith('//'))
      properties.href = localizedPath(href, ctx.locale);
    return element;
  }
  if (tagName === 'pre') {
    // Long code lines scroll sideways; keyboard users must be able to reach and scroll them.
    properties.tabIndex = 0;
    return element;
  }
  if (tagName === 'table') {
    const headings: string[] = [];
    const collect = (node: ElementContent) => {
      if (node.type !== 'element') return;
      if (node.tagName === 'th') headings.push(textOf(node).trim());
      else node.children.forEach(collect);
    };
    element.children.forEach(collect);
    // A wide table scrolls in a focusable region named by its column headings.
    return {
      type: 'element',
      tagName: 'div',
      properties: {
        className: ['table-scroll'],
        role: 'region',
        tabIndex: 0,
        ariaLabel: headings.join(', '),
      },
      children: [element],
    };
  }
  return element;
}

function walk(parent: Root | Element, ctx: Context): void {
  for (const [index, child] of parent.children.entries()) {
    if (child.type !== 'element') continue;
    walk(child, ctx);
    parent.children[index] = transform(child, ctx);
  }
}

export type ArticleBody = { tree: Root; text: string };

/**
 * Renders an article's Markdown (GFM: tables, lists, code, quotes, images) to a HTML tree: raw
 * HTML is dropped; headings get ids and links to themselves; images must be files beside the
 * article and get their served address and pixel size; tables scroll in named regions. A
 * problem throws, naming the file.
 */
export async function renderArticleBody(
  markdown: string,
  article: { id: string; file: string; dir: string; locale: Locale; images: readonly string[] },
): Promise<ArticleBody> {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const ctx: Context = {
    ...article,
    used: new Set(RESERVED_IDS),
    pending: [],
  };
  walk(tree, ctx);
  await Promise.all(
    ctx.pending.map(async ({ element, file }) => {
      const { width, height } = await imageSize(join(article.dir, file));
      element.properties.width = width;
      element.properties.height = height;
    }),
  );
  return { tree, text: textOf(tree) };
}
