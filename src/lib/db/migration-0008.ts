import { sql, type Kysely, type Migration } from 'kysely';
import { importSeedOpenings } from '@/lib/careers/seed';
import { importSeedNews } from '@/lib/news/import';
import type { Dialect } from './migrations';
import type { Database } from './types';

/**
 * 0008: publishing from the database. News articles, their revisions, images and old
 * addresses, and the job openings move out of content/ into tables the console edits;
 * `content_state` holds one counter that every published change raises, which each instance
 * polls to render its cached pages again (src/lib/publishing/sync.ts).
 *
 * The fields of both languages sit side by side in one row (`title_en`, `title_zh`, …): the site
 * has exactly these two languages and the editor shows them side by side. An empty string is a
 * field not written yet.
 */
export function publishingTables(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const binary = pg ? sql`bytea` : sql`blob`;
  const serial = (name: string) => (db: Kysely<unknown>) =>
    db.schema
      .createTable(name)
      .addColumn('id', pg ? 'bigserial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );
  const serialRef = pg ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      let articles = serial('news_articles')(db)
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('publish_at', 'text')
        .addColumn('corrected_on', 'text')
        .addColumn('only_locale', 'text')
        .addColumn('cover', 'text')
        // The revision the public pages show (set by publishing); null until first published.
        .addColumn('live_revision_id', serialRef);
      for (const locale of ['en', 'zh'])
        for (const field of ['title', 'summary', 'body', 'cover_alt', 'author'])
          articles = articles.addColumn(`${field}_${locale}`, 'text', (c) =>
            c.notNull().defaultTo(''),
          );
      for (const locale of ['en', 'zh'])
        articles = articles.addColumn(`tags_${locale}`, 'text', (c) => c.notNull().defaultTo('[]'));
      await articles
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute();
      await db.schema
        .createIndex('news_articles_by_status')
        .on('news_articles')
        .columns(['status', 'publish_at'])
        .execute();

      await serial('news_revisions')(db)
        .addColumn('article_id', serialRef, (c) =>
          c.notNull().references('news_articles.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('saved_at', 'text', (c) => c.notNull())
        .addColumn('saved_by', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('news_revisions_article')
        .on('news_revisions')
        .columns(['article_id', 'id'])
        .execute();

      await db.schema
        .createTable('news_redirects')
        .addColumn('old_slug', 'text', (c) => c.primaryKey())
        .addColumn('article_id', serialRef, (c) =>
          c.notNull().references('news_articles.id').onDelete('cascade'),
        )
        .execute();

      await serial('news_images')(db)
        .addColumn('article_id', serialRef, (c) =>
          c.notNull().references('news_articles.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('content', binary, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addUniqueConstraint('news_images_name', ['article_id', 'name'])
        .execute();

      let positions = db.schema
        .createTable('positions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('department', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('employment_type', 'text', (c) => c.notNull())
        .addColumn('posted', 'text', (c) => c.notNull());
      for (const locale of ['en', 'zh'])
        for (const field of ['title', 'summary', 'body'])
          positions = positions.addColumn(`${field}_${locale}`, 'text', (c) =>
            c.notNull().defaultTo(''),
          );
      for (const locale of ['en', 'zh'])
        for (const field of ['responsibilities', 'requirements'])
          positions = positions.addColumn(`${field}_${locale}`, 'text', (c) =>
            c.notNull().defaultTo('[]'),
          );
      await positions
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute();
      // The openings that were files in git (content/seed/careers): a fresh clone's join-us
      // page shows exactly what it showed before.
      await importSeedOpenings(db as Kysely<Database>, new Date());

      await db.schema
        .createTable('content_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .execute();
      await db
        .insertInto('content_state' as never)
        .values({ id: 1, version: 1, changed_at: new Date().toISOString() } as never)
        .execute();

      // Today's articles (content/seed/news), imported once: the database is the only source
      // from here on.
      await importSeedNews(db as Kysely<Database>, new Date());
    },
  };
}
