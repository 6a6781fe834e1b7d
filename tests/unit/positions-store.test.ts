import { describe, expect, it } from 'vitest';
import { readSeedOpenings } from '@/lib/careers/seed';
import { loadOpenPositions } from '@/lib/careers/positions';
import {
  createOpening,
  findOpening,
  listOpenings,
  moveOpening,
  setOpeningStatus,
  updateOpening,
} from '@/lib/careers/openings';
import type { Opening } from '@/lib/careers/opening';
import { applicationErrors, applicationSchema } from '@/lib/careers/schema';
import { readContentState } from '@/lib/publishing/content-state';
import { listAudit } from '@/lib/staff/audit';
import { hrActor } from '../support/actor';
import { databaseSetups, useDatabase } from '../support/db';

const hr = hrActor;
const editor = {
  staff: { id: 'u-ed', email: 'editor@example.com', name: 'Eddie' },
  clientAddress: null,
};
const now = new Date('2026-11-26T08:00:00Z');
const later = new Date('2026-11-26T09:00:00Z');

const lines = (prefix: string) => [1, 2, 3].map((n) => `${prefix} ${n}`);
function opening(change: Partial<Opening> = {}): Opening {
  return {
    status: 'open',
    department: 'operations',
    city: 'edison',
    employmentType: 'full-time',
    posted: '2026-11-26',
    text: {
      en: {
        title: 'Warehouse Lead, Edison NJ',
        summary: 'Run a shift.',
        body: 'About the **team**.',
        responsibilities: lines('Do'),
        requirements: lines('Have'),
      },
      zh: {
        title: '仓库主管（新泽西爱迪生）',
        summary: '带一个班次。',
        body: '关于**团队**。',
        responsibilities: lines('负责'),
        requirements: lines('要求'),
      },
    },
    ...change,
  };
}

for (const setup of databaseSetups()) {
  describe(`job openings in ${setup.name}`, () => {
    const database = useDatabase(setup);
    const db = () => database.db().db;
    const order = async () => (await listOpenings(db())).map((o) => o.id);

    it('migration 0008 imports every seed opening, open, in the page order of before', async () => {
      const seeds = readSeedOpenings();
      const stored = await listOpenings(db());
      expect(stored.map((o) => o.id)).toEqual(seeds.map((s) => s.id));
      for (const [i, s] of seeds.entries()) {
        const { id, ...opening } = s;
        expect(stored[i]).toMatchObject({ id, sortOrder: i, version: 1, opening });
      }
      const open = await loadOpenPositions(db());
      expect(open.zh.map((p) => p.id)).toEqual(seeds.map((s) => s.id));
      expect(open.zh[0]!.title).toBe(seeds[0]!.text.zh.title);
      expect(open.en[0]!.body.children.length).toBeGreaterThan(0);
    });

    it('creates an opening at the top with a unique id from its English title', async () => {
      const before = (await readContentState(db())).version;
      const first = await createOpening(db(), opening(), hr, now);
      const second = await createOpening(db(), opening(), editor, now);
      expect(first).toEqual({ ok: true, id: 'warehouse-lead-edison-nj', version: 1 });
      expect(second).toMatchObject({ ok: true, id: 'warehouse-lead-edison-nj-2' });
      expect((await order()).slice(0, 2)).toEqual([
        'warehouse-lead-edison-nj-2',
        'warehouse-lead-edison-nj',
      ]);
      expect((await readContentState(db())).version).toBe(before + 2);
      const audit = await listAudit(db(), { action: 'positions.create' });
      expect(audit.map((e) => [e.actor_email, e.target_id])).toContainEqual([
        'hr@example.com',
        'warehouse-lead-edison-nj',
      ]);
    });

    it('refuses an open opening that lacks a language, and limits every field', async () => {
      const half = opening();
      half.text.zh = { ...half.text.zh, title: '', responsibilities: ['一'] };
      const refused = await createOpening(db(), half, hr, now);
      expect(refused).toEqual({
        ok: false,
        problems: [
          { field: 'title', locale: 'zh', problem: 'missing', limit: 1 },
          { field: 'responsibilities', locale: 'zh', problem: 'tooFew', limit: 3 },
        ],
      });
      // Closed, it may be half written; a limit still holds.
      expect(await createOpening(db(), { ...half, status: 'closed' }, hr, now)).toMatchObject({
        ok: true,
      });
      const long = opening({ status: 'closed', city: 'atlantis' });
      long.text.en = { ...long.text.en, summary: 'x'.repeat(301), body: '# Not a heading' };
      expect(await createOpening(db(), long, hr, now)).toEqual({
        ok: false,
        problems: [
          { field: 'summary', locale: 'en', problem: 'tooLong', limit: 300 },
          { field: 'body', locale: 'en', problem: 'invalid' },
          { field: 'city', problem: 'invalid' },
        ],
      });
    });

    it('saves a version once: an older one is told who changed it and when', async () => {
      const created = await createOpening(db(), opening(), hr, now);
      if (!created.ok) throw new Error('not created');
      const edited = opening();
      edited.text.en.title = 'Warehouse Lead (nights)';
      const saved = await updateOpening(
        db(),
        { id: created.id, version: 1, opening: edited },
        editor,
        later,
      );
      expect(saved).toEqual({ ok: true, id: created.id, version: 2 });
      const stale = await updateOpening(
        db(),
        { id: created.id, version: 1, opening: opening() },
        hr,
        later,
      );
      expect(stale).toEqual({
        ok: false,
        conflict: { by: 'editor@example.com', at: later.toISOString(), version: 2 },
      });
      const stored = await findOpening(db(), created.id);
      expect(stored?.opening.text.en.title).toBe('Warehouse Lead (nights)');
      expect(
        await updateOpening(db(), { id: 'nobody', version: 1, opening: opening() }, hr, later),
      ).toEqual({ ok: false, notFound: true });
    });

    it('closes and opens: the public list and the application form follow', async () => {
      const id = readSeedOpenings()[1]!.id;
      const before = (await readContentState(db())).version;
      expect(await setOpeningStatus(db(), { id, status: 'closed' }, hr, later)).toMatchObject({
        ok: true,
      });
      expect((await readContentState(db())).version).toBe(before + 1);
      const open = await loadOpenPositions(db());
      expect(open.en.map((p) => p.id)).not.toContain(id);
      const schema = applicationSchema(open.en.map((p) => p.id));
      const parsed = schema.safeParse({ position: id });
      expect(parsed.success).toBe(false);
      expect(applicationErrors(parsed.error!).position).toBe('positionInvalid');

      expect(await setOpeningStatus(db(), { id, status: 'open' }, editor, later)).toMatchObject({
        ok: true,
      });
      expect((await loadOpenPositions(db())).en.map((p) => p.id)).toContain(id);
      const actions = (await listAudit(db(), { target: { id } })).map((e) => e.action);
      expect(actions).toEqual(['positions.open', 'positions.close']);
    });

    it('refuses to open an incomplete opening', async () => {
      const half = opening({ status: 'closed' });
      half.text.en.requirements = [];
      const created = await createOpening(db(), half, hr, now);
      if (!created.ok) throw new Error('not created');
      expect(await setOpeningStatus(db(), { id: created.id, status: 'open' }, hr, now)).toEqual({
        ok: false,
        problems: [{ field: 'requirements', locale: 'en', problem: 'tooFew', limit: 3 }],
      });
    });

    it('moves an opening up and down, not past the ends', async () => {
      const [a, b, c] = await order();
      expect(await moveOpening(db(), { id: b!, direction: 'up' }, hr, now)).toBe(true);
      expect((await order()).slice(0, 3)).toEqual([b, a, c]);
      expect(await moveOpening(db(), { id: b!, direction: 'up' }, hr, now)).toBe(false);
      expect(await moveOpening(db(), { id: b!, direction: 'down' }, editor, now)).toBe(true);
      expect((await order()).slice(0, 3)).toEqual([a, b, c]);
      const last = (await order()).at(-1)!;
      expect(await moveOpening(db(), { id: last, direction: 'down' }, hr, now)).toBe(false);
      const sorts = (await listOpenings(db())).map((o) => o.sortOrder);
      expect(sorts).toEqual(sorts.map((_, i) => i));
      const audit = await listAudit(db(), { action: 'positions.reorder' });
      expect(audit).toHaveLength(2);
    });
  });
}
