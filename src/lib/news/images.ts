import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '@/lib/db/types';
import { inTransaction } from '@/lib/db/transaction';
import { auditArticle, type NewsActor } from './store';
import type { ArticleImageFile } from './catalog';

/**
 * An article's images, kept in the database so that every instance serves them. The
 * type is what the bytes are (sharp reads them), never the file's name or the browser's word;
 * the stored name carries 8 hex digits of the content's hash, so a URL never changes content.
 */

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const FORMATS = {
  jpeg: { type: 'image/jpeg', extension: 'jpg' },
  png: { type: 'image/png', extension: 'png' },
  webp: { type: 'image/webp', extension: 'webp' },
} as const;

/** An image's facts without its bytes: the catalogue's shape, which the editor lists too. */
export type ImageSummary = ArticleImageFile;

export type ImageOutcome =
  | { outcome: 'added' | 'exists'; image: ImageSummary }
  | { outcome: 'missing' | 'tooLarge' | 'notImage' | 'empty' };

/** The lowercase slug of a file's base name ('Houston Dock (2).PNG' → 'houston-dock-2'). */
export function imageBaseName(fileName: string): string {
  const base = fileName.replace(/^.*[/\\]/, '').replace(/\.[^.]*$/, '');
  const slug = base
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'image';
}

/** What the bytes are, if one of the accepted images. */
async function readImage(bytes: Uint8Array) {
  try {
    const meta = await sharp(bytes).metadata();
    const format = FORMATS[meta.format as keyof typeof FORMATS];
    if (!format || !meta.width || !meta.height) return undefined;
    return { ...format, width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}

/** Stores an uploaded image of article `articleId` (the same bytes twice: stored once). */
export async function addImage(
  db: Kysely<Database>,
  articleId: number,
  file: { name: string; bytes: Uint8Array },
  actor: NewsActor,
  now: Date,
): Promise<ImageOutcome> {
  if (file.bytes.byteLength === 0) return { outcome: 'empty' };
  if (file.bytes.byteLength > IMAGE_MAX_BYTES) return { outcome: 'tooLarge' };
  const image = await readImage(file.bytes);
  if (!image) return { outcome: 'notImage' };
  const hash = createHash('sha256').update(file.bytes).digest('hex').slice(0, 8);
  const name = `${imageBaseName(file.name)}-${hash}.${image.extension}`;
  const summary: ImageSummary = {
    name,
    contentType: image.type,
    width: image.width,
    height: image.height,
    size: file.bytes.byteLength,
  };
  return inTransaction(db, async (trx) => {
    const article = await trx
      .selectFrom('news_articles')
      .select('id')
      .where('id', '=', articleId)
      .executeTakeFirst();
    if (!article) return { outcome: 'missing' };
    if (await isArticleImage(trx, articleId, name)) return { outcome: 'exists', image: summary };
    await trx
      .insertInto('news_images')
      .values({
        article_id: articleId,
        name,
        content_type: image.type,
        width: image.width,
        height: image.height,
        size: summary.size,
        content: file.bytes,
        created_at: now.toISOString(),
        created_by: actor?.staff.id ?? null,
      })
      .execute();
    await auditArticle(trx, articleId, actor, now, 'news.image', {
      name,
      size: summary.size,
      type: image.type,
    });
    return { outcome: 'added', image: summary };
  });
}

/** The article's images, newest first (without their bytes). */
export async function listImages(db: Kysely<Database>, articleId: number): Promise<ImageSummary[]> {
  const rows = await db
    .selectFrom('news_images')
    .select(['name', 'content_type', 'width', 'height', 'size'])
    .where('article_id', '=', articleId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    contentType: row.content_type,
    width: Number(row.width),
    height: Number(row.height),
    size: Number(row.size),
  }));
}

/** Whether `name` is one of article `articleId`'s images (a cover must be). */
export async function isArticleImage(
  db: Kysely<Database>,
  articleId: number,
  name: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('news_images')
    .select('id')
    .where('article_id', '=', articleId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}
