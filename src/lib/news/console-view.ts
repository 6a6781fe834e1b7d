import type { Kysely, Selectable } from 'kysely';
import type { Database } from '@/lib/db/types';
import { contentOfRow, type ArticleContent } from './content';
import { listImages, type ImageSummary } from './images';
import { articleBySlug } from './store';

/** What the console's article editor (`/console/news/<slug>`) shows, read in one place. */
export type ConsoleArticleView = {
  row: Selectable<Database['news_articles']>;
  /** The working copy of both languages. */
  content: ArticleContent;
  images: ImageSummary[];
  /** The version readers see, when the article is live. */
  liveVersion: number | null;
};

/** The editor's view of the article at `slug`, or undefined when there is none. */
export async function consoleArticleView(
  db: Kysely<Database>,
  slug: string,
): Promise<ConsoleArticleView | undefined> {
  const row = await articleBySlug(db, slug);
  if (!row) return undefined;
  const [images, live] = await Promise.all([
    listImages(db, row.id),
    row.live_revision_id
      ? db
          .selectFrom('news_revisions')
          .select('version')
          .where('id', '=', row.live_revision_id)
          .executeTakeFirst()
      : undefined,
  ]);
  return {
    row,
    content: contentOfRow(row),
    images,
    liveVersion: live ? Number(live.version) : null,
  };
}
