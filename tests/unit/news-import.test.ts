import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadNewsCatalog } from '@/lib/news/catalog';
import { SEED_NEWS_ROOT } from '@/lib/news/seed-folders';
import { databaseSetups, useDatabase } from '../support/db';

describe.each(databaseSetups())('migration 0008 imports content/seed/news ($name)', (setup) => {
  const handle = useDatabase(setup);

  it('an article per folder, its import revision live when published, its images byte for byte', async () => {
    const { db } = handle.db();
    const articles = await db
      .selectFrom('news_articles')
      .select(['slug', 'status', 'publish_at', 'only_locale', 'live_revision_id', 'corrected_on'])
      .orderBy('slug')
      .execute();
    expect(articles).toHaveLength(12);
    expect(articles.find((a) => a.slug === 'wayhub-tokyo-sea-and-fba-japan-2027')).toMatchObject({
      status: 'draft',
      publish_at: null,
      live_revision_id: null,
    });
    expect(
      articles.find((a) => a.slug === 'spring-festival-2027-supplier-receiving'),
    ).toMatchObject({
      status: 'published',
      // 18 November 2026, 09:00 in Beijing.
      publish_at: '2026-11-18T01:00:00.000Z',
      only_locale: 'zh',
    });
    const revisions = await db
      .selectFrom('news_revisions')
      .select(['kind', 'saved_by', 'version'])
      .execute();
    expect(revisions).toHaveLength(12);
    expect(new Set(revisions.map((r) => `${r.kind} ${r.saved_by} ${r.version}`))).toEqual(
      new Set(['import null 1']),
    );
    const image = await db
      .selectFrom('news_images as i')
      .innerJoin('news_articles as a', 'a.id', 'i.article_id')
      .select(['i.content', 'i.content_type', 'i.width', 'i.height', 'i.size'])
      .where('a.slug', '=', 'fba-carton-rules-weight-size-labels')
      .where('i.name', '=', 'label-placement.jpg')
      .executeTakeFirstOrThrow();
    const file = readFileSync(
      join(SEED_NEWS_ROOT, 'fba-carton-rules-weight-size-labels', 'label-placement.jpg'),
    );
    expect(Buffer.from(image.content).equals(file)).toBe(true);
    expect(image).toMatchObject({ content_type: 'image/jpeg', width: 1200, height: 800 });
    expect(Number(image.size)).toBe(file.length);
    const catalog = await loadNewsCatalog(db);
    expect([catalog.published.en.length, catalog.published.zh.length]).toEqual([10, 11]);
  });
});
