import { describe, expect, it } from 'vitest';
import { addImage, IMAGE_MAX_BYTES, imageBaseName, listImages } from '@/lib/news/images';
import { NEWS_IMAGE_FILE } from '@/lib/content/schemas';
import { createArticle } from '@/lib/news/store';
import { listAudit } from '@/lib/staff/audit';
import { databaseSetups, useDatabase } from '../support/db';
import { addStaff, asAna, png } from '../support/news';

const NOW = new Date('2026-11-26T02:00:00Z');

describe('an image name', () => {
  it('is the lowercase slug of the base name, never empty', () => {
    expect(imageBaseName('Houston Dock (2).PNG')).toBe('houston-dock-2');
    expect(imageBaseName('C:\\photos\\Café_Night.jpeg')).toBe('cafe-night');
    expect(imageBaseName('仓库.png')).toBe('image');
  });
});

describe.each(databaseSetups())('an article image ($name)', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;
  /** The article the first test makes (the database also holds the imported articles). */
  let articleId = 0;

  it('is stored by its content type, named by its hash, once, audited', async () => {
    await addStaff(db(), database.db().dialect === 'postgres', NOW);
    const made = await createArticle(db(), 'with-images', 'company-news', null, asAna, NOW);
    if (made.outcome !== 'created') throw new Error(made.outcome);
    articleId = made.id;
    const bytes = await png(6, 4);
    // The name says JPEG; the bytes are a PNG, which decides.
    const added = await addImage(db(), made.id, { name: 'Dock.JPG', bytes }, asAna, NOW);
    expect(added).toMatchObject({
      outcome: 'added',
      image: { contentType: 'image/png', width: 6, height: 4, size: bytes.byteLength },
    });
    const name = added.outcome === 'added' ? added.image.name : '';
    expect(name).toMatch(/^dock-[0-9a-f]{8}\.png$/);
    expect(name).toMatch(NEWS_IMAGE_FILE);
    expect((await addImage(db(), made.id, { name: 'Dock.JPG', bytes }, asAna, NOW)).outcome).toBe(
      'exists',
    );
    const stored = await db()
      .selectFrom('news_images')
      .select('content')
      .where('article_id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.content).equals(bytes)).toBe(true);
    expect((await listImages(db(), made.id)).map((i) => i.name)).toEqual([name]);
    expect(await listAudit(db(), { action: 'news.image' })).toHaveLength(1);
  });

  it('refuses text named .png, an empty file and one over 10 MB', async () => {
    const text = new TextEncoder().encode('not a picture at all');
    const id = articleId;
    expect((await addImage(db(), id, { name: 'a.png', bytes: text }, asAna, NOW)).outcome).toBe(
      'notImage',
    );
    const empty = new Uint8Array(0);
    expect((await addImage(db(), id, { name: 'a.png', bytes: empty }, asAna, NOW)).outcome).toBe(
      'empty',
    );
    const huge = new Uint8Array(IMAGE_MAX_BYTES + 1);
    expect((await addImage(db(), id, { name: 'a.png', bytes: huge }, asAna, NOW)).outcome).toBe(
      'tooLarge',
    );
    expect(await listImages(db(), id)).toHaveLength(1);
  });
});
