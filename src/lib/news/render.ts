import type { Root } from 'hast';
import type { Locale } from '@/i18n/routing';
import { renderMarkdown } from '@/lib/content/markdown';
import { mediaUrl } from './paths';

export type ImageSize = { width: number; height: number };

/** Ids the page around an article uses itself; a heading never takes one of them. */
const RESERVED_IDS = ['main', 'article-share', 'article-related', 'article-more'];

export type ArticleBody = { tree: Root; text: string };

/**
 * Renders an article's Markdown with the content rules (lib/content/markdown-rules.ts), plus
 * what only articles have: headings with ids that link to themselves, and the article's own
 * images, served from its media address at the pixel size stored with each (news_images).
 * The public page and the console's preview both render through here.
 */
export function renderArticleBody(
  markdown: string,
  article: {
    id: string;
    locale: Locale;
    images: readonly ({ name: string } & ImageSize)[];
  },
): ArticleBody {
  const { tree, text, images } = renderMarkdown(markdown, {
    file: `news article "${article.id}" (${article.locale})`,
    locale: article.locale,
    images: { files: article.images.map((i) => i.name), url: (file) => mediaUrl(article.id, file) },
    headingAnchors: { reservedIds: RESERVED_IDS },
  });
  for (const { element, file } of images) {
    const image = article.images.find((i) => i.name === file)!;
    element.properties.width = image.width;
    element.properties.height = image.height;
  }
  return { tree, text };
}
