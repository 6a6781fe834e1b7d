import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Locale } from '@/i18n/routing';
import type { Database } from '@/lib/db/types';
import type { ArticleContent, ArticleLocaleFields } from './content';
import { rowOfContent } from './content';
import { mediaType } from './media-type';
import { readSeedArticles, SEED_NEWS_ROOT, type SeedArticle } from './seed-folders';
import { toJson } from '@/lib/db/json';

const EMPTY: ArticleLocaleFields = {
  title: '',
  summary: '',
  body: '',
  coverAlt: '',
  author: '',
  tags: [],
};

/** A seed article's date as the instant it went out: 09:00 Beijing time (UTC+8) that day. */
export function seedPublishAt(date: string): string {
  return new Date(`${date}T09:00:00+08:00`).toISOString();
}

/**
 * A seed folder as an article's content: both languages' fields (a missing language's empty),
 * one language only when the folder has one published language file.
 */
export function seedContent(seed: SeedArticle): { content: ArticleContent; draft: boolean } {
  const [first] = seed.files;
  const fields = (locale: Locale): ArticleLocaleFields => {
    const file = seed.files.find((f) => f.locale === locale);
    return file
      ? {
          title: file.title,
          summary: file.summary,
          body: file.body,
          coverAlt: file.coverAlt,
          author: file.author,
          tags: file.tags,
        }
      : EMPTY;
  };
  const live = seed.files.filter((f) => !f.draft);
  const corrected = seed.files.flatMap((f) => (f.updated ? [f.updated] : [])).sort();
  const content: ArticleContent = {
    category: first!.category,
    cover: first!.cover,
    correctedOn: corrected.at(-1) ?? null,
    // An article is in one language when only that language's file exists or is not a draft.
    onlyLocale:
      seed.files.length === 1 ? first!.locale : live.length === 1 ? live[0]!.locale : null,
    en: fields('en'),
    zh: fields('zh'),
  };
  return { content, draft: live.length === 0 };
}

type SeedImage = { name: string; type: string; width: number; height: number; bytes: Buffer };
type Seed = { article: SeedArticle; images: SeedImage[] };

// Read and measured once per process and root: every test database runs the migration, and the
// files never change while a process runs.
const seedsByRoot = new Map<string, Promise<Seed[]>>();

function readSeeds(root: string): Promise<Seed[]> {
  let seeds = seedsByRoot.get(root);
  if (!seeds) {
    seeds = Promise.all(
      readSeedArticles(root).map(async (article) => ({
        article,
        images: await Promise.all(
          article.images.map(async (name) => {
            const bytes = readFileSync(join(/*turbopackIgnore: true*/ article.dir, name));
            const { width, height } = await sharp(bytes).metadata();
            if (!width || !height)
              throw new Error(`${article.dir}/${name}: not an image sharp can read`);
            return { name, type: mediaType(name), width, height, bytes };
          }),
        ),
      })),
    );
    seeds.catch(() => seedsByRoot.delete(root));
    seedsByRoot.set(root, seeds);
  }
  return seeds;
}

/**
 * Imports content/seed/news into the news tables (migration 0008, once): per folder an article
 * (published at its date, or a draft when every language file is one), its `import` revision
 * (the live one of a published article) and its images with their pixel size. The bytes are
 * Buffers, which both drivers store as blob/bytea.
 */
export async function importSeedNews(
  db: Kysely<Database>,
  now: Date,
  root = SEED_NEWS_ROOT,
): Promise<number> {
  const seeds = await readSeeds(root);
  // One transaction: Kysely runs SQLite's migrations outside one (no transactional DDL), and a
  // commit per row (synchronous = FULL) made the import cost half a second per database.
  if (!db.isTransaction) return db.transaction().execute((trx) => importSeedNews(trx, now, root));
  const at = now.toISOString();
  for (const { article: seed, images: files } of seeds) {
    const { content, draft } = seedContent(seed);
    const article = await db
      .insertInto('news_articles')
      .values({
        slug: seed.id,
        status: draft ? 'draft' : 'published',
        publish_at: draft ? null : seedPublishAt(seed.files[0]!.date),
        live_revision_id: null,
        ...rowOfContent(content),
        created_at: at,
        created_by: null,
        updated_at: at,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const revision = await db
      .insertInto('news_revisions')
      .values({
        article_id: article.id,
        version: 1,
        saved_at: at,
        saved_by: null,
        kind: 'import',
        content: toJson(content),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!draft)
      await db
        .updateTable('news_articles')
        .set({ live_revision_id: revision.id })
        .where('id', '=', article.id)
        .execute();
    if (files.length > 0)
      await db
        .insertInto('news_images')
        .values(
          files.map((image) => ({
            article_id: article.id,
            name: image.name,
            content_type: image.type,
            width: image.width,
            height: image.height,
            size: image.bytes.length,
            content: image.bytes,
            created_at: at,
            created_by: null,
          })),
        )
        .execute();
  }
  return seeds.length;
}
