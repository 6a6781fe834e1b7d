import { join } from 'node:path';
import type { Root } from 'hast';
import sharp from 'sharp';
import type { Locale } from '@/i18n/routing';
import { renderMarkdown } from '@/lib/content/markdown';
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
const RESERVED_IDS = ['main', 'article-share', 'article-related', 'article-more'];

export type ArticleBody = { tree: Root; text: string };

/**
 * Renders an article's Markdown with the content rules (lib/content/markdown-rules.ts), plus
 * what only articles have: headings with ids that link to themselves, and images beside the
 * article, served from its media address at the pixel size read from each file.
 */
export async function renderArticleBody(
  markdown: string,
  article: { id: string; file: string; dir: string; locale: Locale; images: readonly string[] },
): Promise<ArticleBody> {
  const { tree, text, images } = renderMarkdown(markdown, {
    file: article.file,
    locale: article.locale,
    images: { files: article.images, url: (file) => mediaUrl(article.id, file) },
    headingAnchors: { reservedIds: RESERVED_IDS },
  });
  await Promise.all(
    images.map(async ({ element, file }) => {
      const { width, height } = await imageSize(join(article.dir, file));
      element.properties.width = width;
      element.properties.height = height;
    }),
  );
  return { tree, text };
}
