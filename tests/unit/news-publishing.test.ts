import { describe, expect, it } from 'vitest';
import {
  newsJobs,
  publishArticle,
  publishDueArticles,
  scheduleArticle,
  unpublishArticle,
} from '@/lib/news/publishing';
import { listRevisions, restoreRevision, revisionOf } from '@/lib/news/revisions';
import { articleById, createArticle, saveArticle } from '@/lib/news/store';
import { contentOfRow } from '@/lib/news/content';
import { readContentState } from '@/lib/publishing/content-state';
import { listAudit } from '@/lib/staff/audit';
import { databaseSetups, useDatabase } from '../support/db';
import { addCover, addStaff, asAna, asBo, completeContent } from '../support/news';

const NOW = new Date('2026-11-26T02:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe.each(databaseSetups())('publishing articles ($name)', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;
  let seeded = false;

  async function article(slug: string, content = completeContent()) {
    if (!seeded) {
      await addStaff(db(), database.db().dialect === 'postgres', NOW);
      seeded = true;
    }
    const made = await createArticle(db(), slug, content.category, null, asAna, NOW);
    if (made.outcome !== 'created') throw new Error(made.outcome);
    await addCover(db(), made.id, NOW);
    await saveArticle(db(), made.id, content, 1, asAna, NOW);
    return made.id;
  }
  const row = async (id: number) => (await articleById(db(), id))!;
  const actions = async (id: number) =>
    (await listAudit(db(), { target: { type: 'article', id: String(id) } }))
      .map((e) => e.action)
      .reverse();

  it('refuses an incomplete article, listing what is missing per language', async () => {
    const content = completeContent();
    content.zh = { ...content.zh, summary: '太短', author: '' };
    const id = await article('lacks-chinese', content);
    expect(await publishArticle(db(), id, asAna, NOW)).toEqual({
      outcome: 'incomplete',
      missing: [
        { locale: 'zh', field: 'summary' },
        { locale: 'zh', field: 'author' },
      ],
    });
    expect((await row(id)).status).toBe('draft');
    // Meant for English readers only, it may go.
    await saveArticle(db(), id, { ...content, onlyLocale: 'en' }, 2, asAna, NOW);
    expect((await publishArticle(db(), id, asAna, NOW)).outcome).toBe('published');
  });

  it('refuses a body the public page could not render, in the language it is in', async () => {
    const content = completeContent();
    content.en = { ...content.en, body: '# A second page title\n\nText.' };
    content.zh = { ...content.zh, body: '正文。\n\n![没有上传的图片](missing.png)' };
    const id = await article('breaks-rules', content);
    const refused = await publishArticle(db(), id, asAna, NOW);
    expect(refused).toEqual({
      outcome: 'incomplete',
      missing: [
        { locale: 'en', field: 'bodyRules' },
        { locale: 'zh', field: 'bodyRules' },
      ],
    });
    expect((await scheduleArticle(db(), id, minutes(5), asAna, NOW)).outcome).toBe('incomplete');
    expect((await row(id)).status).toBe('draft');
  });

  it('publishes the working copy; later saves stay unpublished until published again', async () => {
    const id = await article('goes-live');
    const before = (await readContentState(db())).version;
    await publishArticle(db(), id, asAna, minutes(1));
    const live = await row(id);
    expect(live).toMatchObject({ status: 'published', publish_at: minutes(1).toISOString() });
    expect((await readContentState(db())).version).toBe(before + 1);
    const first = await revisionOf(db(), id, Number(live.live_revision_id));
    expect(first).toMatchObject({ kind: 'publish', content: completeContent() });

    const edited = completeContent({ correctedOn: '2026-11-27' });
    await saveArticle(db(), id, edited, 2, asBo, minutes(2));
    expect((await row(id)).live_revision_id).toBe(live.live_revision_id);
    expect((await readContentState(db())).version).toBe(before + 1);

    await publishArticle(db(), id, asBo, minutes(3));
    const again = await row(id);
    expect(again.publish_at).toBe(minutes(1).toISOString());
    expect((await revisionOf(db(), id, Number(again.live_revision_id)))?.content).toEqual(edited);
    expect((await readContentState(db())).version).toBe(before + 2);
    expect(await actions(id)).toEqual([
      'news.create',
      'news.save',
      'news.publish',
      'news.save',
      'news.publish',
    ]);
  });

  it('schedules for the future only, and the job publishes when the time comes', async () => {
    const id = await article('scheduled');
    expect((await scheduleArticle(db(), id, minutes(-1), asAna, NOW)).outcome).toBe('past');
    expect((await scheduleArticle(db(), id, minutes(30), asAna, NOW)).outcome).toBe('scheduled');
    expect(await row(id)).toMatchObject({
      status: 'scheduled',
      publish_at: minutes(30).toISOString(),
    });
    expect(await publishDueArticles(db(), minutes(29))).toEqual({ published: 0, returned: 0 });
    const edited = completeContent();
    edited.en.title = 'Houston warehouse opens this week';
    await saveArticle(db(), id, edited, 2, asAna, minutes(29));
    const [job] = newsJobs;
    expect(job!.everyMs).toBeLessThanOrEqual(60_000);
    expect(await job!.run(db(), minutes(30.2))).toMatch(/published 1 /);
    const live = await row(id);
    expect(live).toMatchObject({ status: 'published', publish_at: minutes(30).toISOString() });
    expect((await revisionOf(db(), id, Number(live.live_revision_id)))?.content).toEqual(edited);
    const [entry] = await listAudit(db(), { action: 'news.publish', target: { id: String(id) } });
    expect(entry).toMatchObject({ actor_id: null });
  });

  it('returns a scheduled article that became incomplete to the drafts, audited', async () => {
    const id = await article('falls-back');
    await scheduleArticle(db(), id, minutes(5), asAna, NOW);
    const broken = completeContent();
    broken.en.title = '';
    await saveArticle(db(), id, broken, 2, asAna, minutes(1));
    expect(await publishDueArticles(db(), minutes(6))).toEqual({ published: 0, returned: 1 });
    expect(await row(id)).toMatchObject({ status: 'draft', publish_at: null });
    const [entry] = await listAudit(db(), { action: 'news.schedule.failed' });
    expect(entry).toMatchObject({ actor_id: null, target_id: String(id) });
    expect(JSON.parse(entry!.details!)).toEqual({ missing: [{ locale: 'en', field: 'title' }] });
  });

  it('unpublishes a live article (public change) and calls off a schedule', async () => {
    const id = await article('comes-down');
    await publishArticle(db(), id, asAna, NOW);
    const before = (await readContentState(db())).version;
    expect((await unpublishArticle(db(), id, asAna, minutes(1))).outcome).toBe('unpublished');
    expect((await row(id)).status).toBe('unpublished');
    expect((await readContentState(db())).version).toBe(before + 1);
    expect((await unpublishArticle(db(), id, asAna, minutes(1))).outcome).toBe('unchanged');

    const planned = await article('called-off');
    await scheduleArticle(db(), planned, minutes(60), asAna, NOW);
    await unpublishArticle(db(), planned, asAna, minutes(2));
    expect(await row(planned)).toMatchObject({ status: 'draft', publish_at: null });
    expect((await readContentState(db())).version).toBe(before + 1);
    expect(await actions(planned)).toContain('news.unpublish');
  });

  it('restores a revision as the working copy (a new revision), refusing a stale version', async () => {
    const id = await article('restored');
    const older = (await listRevisions(db(), id)).find((r) => r.version === 2)!;
    expect(older.savedBy).toEqual({ name: 'Ana', email: 'ana@bridgeway.example' });
    await saveArticle(db(), id, completeContent({ category: 'compliance' }), 2, asBo, minutes(1));
    expect((await restoreRevision(db(), id, older.id, 2, asAna, minutes(2))).outcome).toBe(
      'conflict',
    );
    expect(await restoreRevision(db(), id, older.id, 3, asAna, minutes(2))).toEqual({
      outcome: 'restored',
      version: 4,
    });
    expect(contentOfRow(await row(id))).toEqual(completeContent());
    const [latest] = await listRevisions(db(), id);
    expect(latest).toMatchObject({ kind: 'restore', version: 4 });
    expect(await actions(id)).toContain('news.restore');
    expect((await restoreRevision(db(), id, 999_999, 4, asAna, NOW)).outcome).toBe('missing');
  });
});
