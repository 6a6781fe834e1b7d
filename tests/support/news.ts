import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '@/lib/db/types';
import type { ArticleContent } from '@/lib/news/content';

// Shared by the news store's tests: staff accounts, a complete article and a real image.

export const ana = { id: 'u-ana', email: 'ana@bridgeway.example', name: 'Ana' };
export const bo = { id: 'u-bo', email: 'bo@bridgeway.example', name: 'Bo' };
export const asAna = { staff: ana, clientAddress: '203.0.113.9' };
export const asBo = { staff: bo, clientAddress: '203.0.113.10' };

export async function addStaff(db: Kysely<Database>, postgres: boolean, now: Date) {
  const flag = (on: boolean) => (postgres ? on : Number(on));
  for (const who of [ana, bo])
    await db
      .insertInto('user')
      .values({
        ...who,
        emailVerified: flag(true),
        image: null,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        role: 'editor',
        banned: flag(false),
        banReason: null,
        banExpires: null,
        twoFactorEnabled: flag(true),
      })
      .execute();
}

const side = (title: string) => ({
  title,
  summary: `${title}: a summary long enough to publish.`,
  body: `## ${title}\n\nThe body.`,
  coverAlt: 'A warehouse dock at dawn',
  author: 'Newsroom',
  tags: ['warehouse'],
});

/** A content that may be published in both languages. */
export function completeContent(over: Partial<ArticleContent> = {}): ArticleContent {
  return {
    category: 'company-news',
    cover: 'dock-0a1b2c3d.png',
    correctedOn: null,
    onlyLocale: null,
    en: side('Houston warehouse opens'),
    zh: side('休斯敦仓库启用'),
    ...over,
  };
}

/** The image completeContent's cover names, stored for article `id` as an upload leaves it. */
export async function addCover(db: Kysely<Database>, id: number, now: Date) {
  const bytes = await png();
  await db
    .insertInto('news_images')
    .values({
      article_id: id,
      name: completeContent().cover!,
      content_type: 'image/png',
      width: 4,
      height: 3,
      size: bytes.byteLength,
      content: bytes,
      created_at: now.toISOString(),
      created_by: null,
    })
    .execute();
}

/** A small PNG made here (a solid colour). */
export function png(width = 4, height = 3): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 38, g: 92, b: 155 } },
  })
    .png()
    .toBuffer();
}
