import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routing } from '@/i18n/routing';
import { NEWS_IMAGE_FILE } from '@/lib/content/schemas';
import { newsCatalog } from './catalog';
import { ARTICLE_ID } from './paths';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function mediaType(file: string): string {
  return TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** The images of every article published in at least one language (drafts' stay private). */
export function mediaFiles(): { articleId: string; file: string; dir: string }[] {
  const seen = new Set<string>();
  return routing.locales.flatMap((locale) =>
    newsCatalog().published[locale].flatMap((article) => {
      if (seen.has(article.id)) return [];
      seen.add(article.id);
      return article.images.map((file) => ({ articleId: article.id, file, dir: article.dir }));
    }),
  );
}

/** An image beside a published article, or undefined for any other name. */
export function readMedia(
  articleId: string,
  file: string,
): { body: Buffer; contentType: string } | undefined {
  if (!ARTICLE_ID.test(articleId) || !NEWS_IMAGE_FILE.test(file)) return undefined;
  const media = mediaFiles().find((m) => m.articleId === articleId && m.file === file);
  if (!media) return undefined;
  return { body: readFileSync(join(media.dir, file)), contentType: mediaType(file) };
}
