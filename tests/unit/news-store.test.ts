import { describe, expect, it } from 'vitest';
import { listArticles } from '@/lib/news/desk';
import { contentOfRow } from '@/lib/news/content';
import { publishArticle } from '@/lib/news/publishing';
import { changeAddress } from '@/lib/news/slug';
import { articleById, createArticle, saveArticle } from '@/lib/news/store';
import { readContentState } from '@/lib/publishing/content-state';
import { listAudit } from '@/lib/staff/audit';
import { databaseSetups, useDatabase } from '../support/db';
import { addCover, addStaff, asAna, asBo, completeContent } from '../support/news';

const NOW = new Date('2026-11-26T02:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe.each(databaseSetups())('writing articles ($name)', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;
  let seeded = false;

  async function fresh(slug: string) {
    if (!seeded) {
      await addStaff(db(), database.db().dialect === 'postgres', NOW);
      seeded = true;
    }
    const made = await createArticle(db(), slug, 'company-news', null, asAna, NOW);
    if (made.outcome !== 'created') throw new Error(made.outcome);
    return made.id;
  }

  const revisions = (id: number) =>
    db()
      .selectFrom('news_revisions')
      .select(['kind', 'version', 'saved_by'])
      .where('article_id', '=', id)
      .orderBy('id')
      .execute();

  it('creates a draft at a free, well-formed address, audited', async () => {
    const id = await fresh('houston-warehouse');
    const row = await articleById(db(), id);
    expect(row).toMatchObject({ slug: 'houston-warehouse', status: 'draft', publish_at: null });
    expect(Number(row!.version)).toBe(1);
    expect(await revisions(id)).toEqual([{ kind: 'save', version: 1, saved_by: 'u-ana' }]);
    const [entry] = await listAudit(db(), { target: { type: 'article', id: String(id) } });
    expect(entry).toMatchObject({ action: 'news.create', actor_email: 'ana@bridgeway.example' });
    for (const slug of ['houston-warehouse', 'Bad Slug', 'trailing-', ''])
      expect((await createArticle(db(), slug, 'compliance', 'zh', asAna, NOW)).outcome).not.toBe(
        'created',
      );
  });

  it('saves a version and refuses a save based on an older one, naming who saved', async () => {
    const id = await fresh('two-editors');
    const mine = completeContent();
    expect(await saveArticle(db(), id, mine, 1, asAna, minutes(1))).toMatchObject({
      outcome: 'saved',
      version: 2,
    });
    const theirs = completeContent({ category: 'compliance' });
    const refused = await saveArticle(db(), id, theirs, 1, asBo, minutes(2));
    expect(refused).toEqual({
      outcome: 'conflict',
      last: {
        at: minutes(1).toISOString(),
        name: 'Ana',
        email: 'ana@bridgeway.example',
        version: 2,
      },
    });
    expect(contentOfRow((await articleById(db(), id))!)).toEqual(mine);
    const saves = await listAudit(db(), { action: 'news.save', target: { id: String(id) } });
    expect(saves).toHaveLength(1);
  });

  it('keeps one revision for an editor autosaving within 10 minutes; a save adds one', async () => {
    const id = await fresh('autosaves');
    const c = completeContent();
    await saveArticle(db(), id, c, 1, asAna, minutes(1), 'autosave');
    await saveArticle(db(), id, { ...c, cover: 'b.png' }, 2, asAna, minutes(9), 'autosave');
    await saveArticle(db(), id, { ...c, cover: 'c.png' }, 3, asAna, minutes(20), 'autosave');
    await saveArticle(db(), id, c, 4, asBo, minutes(21), 'autosave');
    await saveArticle(db(), id, c, 5, asBo, minutes(22), 'save');
    expect((await revisions(id)).map((r) => [r.kind, r.version, r.saved_by])).toEqual([
      ['save', 1, 'u-ana'],
      ['autosave', 3, 'u-ana'],
      ['autosave', 4, 'u-ana'],
      ['autosave', 5, 'u-bo'],
      ['save', 6, 'u-bo'],
    ]);
    const saves = await listAudit(db(), { action: 'news.save', target: { id: String(id) } });
    expect(saves).toHaveLength(4);
  });

  it('moves an address: a published one leaves a redirect and a taken one is refused', async () => {
    const draft = await fresh('draft-address');
    expect(await changeAddress(db(), draft, 'draft-moved', asAna, NOW)).toEqual({
      outcome: 'changed',
      slug: 'draft-moved',
    });
    const live = await fresh('live-address');
    await addCover(db(), live, NOW);
    await saveArticle(db(), live, completeContent(), 1, asAna, NOW);
    await publishArticle(db(), live, asAna, NOW);
    const before = (await readContentState(db())).version;
    expect((await changeAddress(db(), live, 'draft-moved', asAna, NOW)).outcome).toBe('taken');
    expect((await changeAddress(db(), live, 'live-moved', asAna, NOW)).outcome).toBe('changed');
    expect((await readContentState(db())).version).toBe(before + 1);
    const redirects = await db().selectFrom('news_redirects').selectAll().execute();
    expect(redirects.map((r) => [r.old_slug, Number(r.article_id)])).toEqual([
      ['live-address', live],
    ]);
    // The old address is no new article's, but its own article may take it back.
    expect(
      (await createArticle(db(), 'live-address', 'compliance', null, asAna, NOW)).outcome,
    ).toBe('taken');
    expect((await changeAddress(db(), live, 'live-address', asAna, NOW)).outcome).toBe('changed');
    const audit = await listAudit(db(), { action: 'news.address', target: { id: String(live) } });
    expect(audit).toHaveLength(2);
  });

  it('lists by status, category and either title, in keyset pages', async () => {
    for (const [i, slug] of ['list-a', 'list-b', 'list-c'].entries()) {
      const id = await fresh(slug);
      const content = completeContent({ category: i === 2 ? 'compliance' : 'company-news' });
      content.zh.title = `清关 ${slug} 100%`;
      await saveArticle(db(), id, content, 1, asAna, minutes(100 + i));
    }
    const first = await listArticles(db(), { text: 'LIST-' }, undefined, 2);
    expect(first.rows.map((r) => r.slug)).toEqual(['list-c', 'list-b']);
    const { decodeCursor } = await import('@/lib/console/keyset');
    const second = await listArticles(db(), { text: 'list-' }, decodeCursor(first.next), 2);
    expect(second.rows.map((r) => r.slug)).toEqual(['list-a']);
    expect(second.next).toBeUndefined();
    const compliance = await listArticles(db(), { category: 'compliance', text: '清关' });
    expect(compliance.rows.map((r) => r.slug)).toEqual(['list-c']);
    expect((await listArticles(db(), { text: '0%' })).rows).toHaveLength(3);
    expect((await listArticles(db(), { text: '_' })).rows).toHaveLength(0);
    // The published ones: the test's and the articles the migration imported, no draft.
    const published = await listArticles(db(), { status: 'published' }, undefined, 100);
    expect(published.rows.map((r) => r.slug)).toContain('live-address');
    expect(published.rows.map((r) => r.slug)).not.toContain('list-a');
    expect(published.rows.every((r) => r.status === 'published')).toBe(true);
  });
});
