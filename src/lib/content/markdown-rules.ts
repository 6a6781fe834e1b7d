import type { Element, ElementContent, Nodes, Root } from 'hast';
import { localizedPath, type Locale } from '@/i18n/routing';

/**
 * What a document may contain and how its HTML is shaped, for every Markdown file under content/
 * (pages, positions and articles). Raw HTML never gets this far: remark-rehype drops it. A
 * document that breaks a rule stops the build, naming its file.
 */
export type MarkdownRules = {
  /** The file, relative to the project, named in every error. */
  file: string;
  /** Site paths in links are written once, without a language prefix, and localized here. */
  locale: Locale;
  /** Images the document may show: files beside it, and the address each is served at. */
  images?: { files: readonly string[]; url: (file: string) => string };
  /** Headings get ids and link to themselves; these ids are taken by the page around them. */
  headingAnchors?: { reservedIds: readonly string[] };
};

/** An image the document shows, to be measured by its caller. */
export type ImageUse = { element: Element; file: string };

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

/** Links lead to a page of this site, a section of this page, the web, mail or a phone. */
const SAFE_HREF = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

type Context = MarkdownRules & { usedIds: Set<string>; imageUses: ImageUse[] };

function uniqueId(ctx: Context, text: string): string {
  const base = slugify(text);
  let id = base;
  for (let n = 1; ctx.usedIds.has(id); n++) id = `${base}-${n}`;
  ctx.usedIds.add(id);
  return id;
}

function heading(element: Element, ctx: Context): Element {
  if (element.tagName === 'h1')
    throw new Error(`${ctx.file}: use ## and ### headings; the page's title is its only h1`);
  if (!ctx.headingAnchors) return element;
  const id = uniqueId(ctx, textOf(element));
  element.properties.id = id;
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

function image(element: Element, ctx: Context): Element {
  const src = String(element.properties.src ?? '');
  const alt = String(element.properties.alt ?? '').trim();
  if (!ctx.images?.files.includes(src))
    throw new Error(`${ctx.file}: image "${src}" is not an image file beside the document`);
  if (!alt) throw new Error(`${ctx.file}: image "${src}" needs a description (its alt text)`);
  element.properties.src = ctx.images.url(src);
  ctx.imageUses.push({ element, file: src });
  return element;
}

function link(element: Element, ctx: Context): Element {
  const href = String(element.properties.href ?? '');
  if (!SAFE_HREF.test(href)) throw new Error(`${ctx.file}: link "${href}" is not allowed`);
  // A site path written once serves both languages: /query-price becomes /zh/query-price.
  if (href.startsWith('/')) element.properties.href = localizedPath(href, ctx.locale);
  return element;
}

/** A wide table scrolls in a focusable region named by its column headings. */
function table(element: Element): Element {
  const headings: string[] = [];
  const collect = (node: ElementContent) => {
    if (node.type !== 'element') return;
    if (node.tagName === 'th') headings.push(textOf(node).trim());
    else node.children.forEach(collect);
  };
  element.children.forEach(collect);
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

function transform(element: Element, ctx: Context): Element {
  const { tagName } = element;
  if (/^h[1-6]$/.test(tagName)) return heading(element, ctx);
  if (tagName === 'img') return image(element, ctx);
  if (tagName === 'a') return link(element, ctx);
  // Long code lines scroll sideways; keyboard users must be able to reach and scroll them.
  if (tagName === 'pre') element.properties.tabIndex = 0;
  if (tagName === 'table') return table(element);
  return element;
}

function walk(parent: Root | Element, ctx: Context): void {
  for (const [index, child] of parent.children.entries()) {
    if (child.type !== 'element') continue;
    walk(child, ctx);
    parent.children[index] = transform(child, ctx);
  }
}

/** Applies the rules to a document's tree in place; returns the images it shows. */
export function applyRules(tree: Root, rules: MarkdownRules): ImageUse[] {
  const ctx: Context = {
    ...rules,
    usedIds: new Set(rules.headingAnchors?.reservedIds),
    imageUses: [],
  };
  walk(tree, ctx);
  return ctx.imageUses;
}
