import { describe, expect, it, vi } from 'vitest';
import { badFields, editorForm, readTags } from '@/lib/news/editor-form';
import { beijingInstant, beijingLocalValue, publishFromForm } from '@/lib/news/publish-form';
import { saveEditorForm } from '@/lib/news/save-form';
import { addImage } from '@/lib/news/images';
import { publishArticle } from '@/lib/news/publishing';
import { articleById, createArticle, saveArticle } from '@/lib/news/store';
import { databaseSetups, useDatabase } from '../support/db';
import { addCover, addStaff, asAna, asBo, completeContent, png } from '../support/news';
import type { ArticleContent } from '@/lib/news/content';

// Translations echo their keys and arguments, so the answers can be read here.
vi.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string, values?: Record<string, unknown>) =>
    values ? `${key} ${JSON.stringify(values)}` : key,
}));

const NOW = new Date('2026-11-26T02:00:00Z');

/** The editor's form as the browser sends it, read as the Server Action reads it. */
const read = (form: FormData) => editorForm.safeParse(Object.fromEntries(form.entries()));

/** The editor's form as the browser sends it, parsed (it must be valid). */
const inputOf = (...args: Parameters<typeof formOf>) =>
  editorForm.parse(Object.fromEntries(formOf(...args).entries()));

/** The editor's form as the browser sends it. */
function formOf(id: number, version: number, content: ArticleContent, extra = {}) {
  const form = new FormData();
  const entries: Record<string, string> = {
    id: String(id),
    version: String(version),
    category: content.category,
    cover: content.cover ?? '',
    correctedOn: content.correctedOn ?? '',
    onlyLocale: content.onlyLocale ?? '',
    ...extra,
  };
  for (const l of ['en', 'zh'] as const)
    for (const [field, value] of Object.entries(content[l]))
      entries[`${l}.${field}`] = Array.isArray(value) ? value.join(', ') : value;
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
}

describe('the editor form', () => {
  it('reads tags split by either kind of comma, and names the bad fields', () => {
    expect(readTags('rail, 铁路，欧洲、 ,')).toEqual(['rail', '铁路', '欧洲']);
    const form = formOf(1, 2, completeContent());
    expect(read(form)).toEqual({
      success: true,
      data: { id: 1, version: 2, content: completeContent() },
    });
    form.set('category', 'gossip');
    form.set('en.title', 'x'.repeat(141));
    const refused = read(form);
    expect(refused.success).toBe(false);
    expect(badFields(refused.error?.issues ?? [])).toEqual(['category', 'en.title']);
    form.set('id', 'none');
    expect(badFields(read(form).error?.issues ?? [])).toEqual(['id', 'category', 'en.title']);
  });

  it('reads the schedule as Beijing time', () => {
    expect(beijingInstant('2026-12-01T09:30')?.toISOString()).toBe('2026-12-01T01:30:00.000Z');
    expect(beijingInstant('2026-12-01')).toBeUndefined();
    expect(beijingLocalValue('2026-12-01T01:30:00.000Z')).toBe('2026-12-01T09:30');
  });
});

describe.each(databaseSetups())('the editor form on the store ($name)', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;

  it('saves, refuses a stale version, and publishes what is typed, saved first', async () => {
    await addStaff(db(), database.db().dialect === 'postgres', NOW);
    const made = await createArticle(db(), 'from-the-form', 'company-news', null, asAna, NOW);
    if (made.outcome !== 'created') throw new Error(made.outcome);
    const id = made.id;
    await addCover(db(), id, NOW);
    const draft = completeContent();
    draft.zh.author = '';
    expect(await saveEditorForm(db(), inputOf(id, 1, draft), 'en', asAna, 'autosave', NOW)).toEqual(
      {
        status: 'done',
        outcome: 'saved',
        version: 2,
        at: NOW.toISOString(),
      },
    );
    const stale = await saveEditorForm(db(), inputOf(id, 1, draft), 'en', asBo, 'save', NOW);
    expect(stale).toMatchObject({
      status: 'refused',
      conflict: { name: 'Ana', version: 2 },
      // Shown again by a page rendered without JavaScript.
      typed: draft,
    });

    const refused = await publishFromForm(db(), inputOf(id, 2, draft), 'zh', asAna, 'publish', NOW);
    expect(refused).toEqual({
      status: 'refused',
      version: 2,
      at: NOW.toISOString(),
      missing: ['missing.author {"language":"language.zh","min":20}'],
    });
    const complete = await publishFromForm(
      db(),
      inputOf(id, 2, completeContent()),
      'en',
      asAna,
      'publish',
      NOW,
    );
    expect(complete).toEqual({
      status: 'done',
      outcome: 'published',
      version: 3,
      at: NOW.toISOString(),
    });
    expect(await articleById(db(), id)).toMatchObject({
      status: 'published',
      author_zh: 'Newsroom',
    });
    const when = { publishAt: '2026-11-26T09:00' };
    const past = await publishFromForm(
      db(),
      { ...inputOf(id, 3, completeContent()), ...when },
      'en',
      asAna,
      'schedule',
      NOW,
    );
    expect(past).toMatchObject({ status: 'refused', message: 'problem.unchanged' });
  });

  it('refuses to save or publish a cover the article does not have, storing nothing', async () => {
    const made = await createArticle(db(), 'cover-check', 'company-news', null, asAna, NOW);
    const other = await createArticle(db(), 'cover-elsewhere', 'company-news', null, asAna, NOW);
    if (made.outcome !== 'created' || other.outcome !== 'created') throw new Error('not made');
    const upload = async (articleId: number, name: string) => {
      const added = await addImage(db(), articleId, { name, bytes: await png() }, asAna, NOW);
      if (added.outcome !== 'added') throw new Error(added.outcome);
      return added.image.name;
    };
    const theirs = await upload(other.id, 'their-dock.png');
    const ours = await upload(made.id, 'our-dock.png');
    const stored = async () => {
      const row = await articleById(db(), made.id);
      const revisions = await db()
        .selectFrom('news_revisions')
        .select('id')
        .where('article_id', '=', made.id)
        .execute();
      return { version: row?.version, cover: row?.cover, status: row?.status, revisions };
    };
    const before = await stored();
    for (const cover of ['dock-0a1b2c3d.png', theirs]) {
      const form = inputOf(made.id, 1, completeContent({ cover }));
      const refused = { status: 'refused', message: `problem.cover ${JSON.stringify({ cover })}` };
      expect(await saveEditorForm(db(), form, 'en', asAna, 'save', NOW)).toEqual(refused);
      expect(await saveEditorForm(db(), form, 'en', asAna, 'autosave', NOW)).toEqual(refused);
      expect(await publishFromForm(db(), form, 'zh', asAna, 'publish', NOW)).toEqual(refused);
      expect(await stored()).toEqual(before);
    }

    // Its own image: saved and published.
    const good = inputOf(made.id, 1, completeContent({ cover: ours }));
    expect(await publishFromForm(db(), good, 'en', asAna, 'publish', NOW)).toMatchObject({
      status: 'done',
      outcome: 'published',
    });
    expect(await articleById(db(), made.id)).toMatchObject({ status: 'published', cover: ours });
  });

  it('refuses to publish a working copy whose cover is none of its images, however it got there', async () => {
    const made = await createArticle(db(), 'cover-restored', 'company-news', null, asAna, NOW);
    if (made.outcome !== 'created') throw new Error(made.outcome);
    // Saved by the store itself (an import, a revision restored): the form's check was not asked.
    await saveArticle(
      db(),
      made.id,
      completeContent({ cover: 'gone-0a1b2c3d.png' }),
      1,
      asAna,
      NOW,
    );
    expect(await publishArticle(db(), made.id, asAna, NOW)).toEqual({
      outcome: 'incomplete',
      missing: [{ locale: null, field: 'coverImage' }],
    });
    expect((await articleById(db(), made.id))?.status).toBe('draft');
  });
});
