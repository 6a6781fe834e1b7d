import { describe, expect, it } from 'vitest';
import { decodeCursor } from '@/lib/console/keyset';
import {
  countOverdue,
  filterParams,
  findEnquiries,
  readEnquiryFilters,
  type EnquiryFilters,
} from '@/lib/enquiries/desk';
import { staffNames } from '@/lib/staff/names';
import { enquiriesCsv, listEnquiries } from '@/lib/enquiries/export';
import type { EnquiryStatus } from '@/lib/enquiries/status';
import { databaseSetups, useDatabase } from '../support/db';

// Tuesday 2026-12-01, 09:00 in Beijing: what came before Monday 00:00 Beijing and is new is overdue.
const NOW = new Date('2026-12-01T01:00:00Z');

type Seed = {
  reference: string;
  created_at: string;
  locale?: string;
  service?: string;
  name?: string;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  wechat?: string | null;
  message?: string;
  status?: EnquiryStatus;
  assignee_id?: string | null;
};

const SEEDS: Seed[] = [
  // Five at the same instant: pages must split them by id.
  ...['SAME01', 'SAME02', 'SAME03', 'SAME04', 'SAME05'].map((reference) => ({
    reference,
    created_at: '2026-11-30T02:00:00.000Z',
  })),
  {
    reference: 'K7M2QX',
    created_at: '2026-11-27T11:00:00.000Z', // Friday 19:00 Beijing: overdue
    locale: 'zh',
    service: 'storehouse',
    name: '李伟',
    company: 'Shenzhen Widgets 100%_Co',
    status: 'new',
  },
  {
    reference: 'QUOTED',
    created_at: '2026-11-26T03:00:00.000Z',
    service: 'directSales',
    status: 'quoted',
    assignee_id: 'u-sales',
    email: 'Anna.Berg@Example.com',
  },
  {
    reference: 'WECHAT',
    created_at: '2026-11-29T15:59:59.000Z', // Sunday 23:59:59 Beijing: overdue from Tuesday
    wechat: 'berg_wx88',
    phone: '+49 203 1234567',
    message: 'Pallets to Duisburg, about 3 a month.',
  },
];

const row = (s: Seed, i: number) => ({
  submission_key: `key-${i}`,
  locale: 'en',
  source: null,
  service: 'general',
  name: 'Anna Berg',
  company: null,
  email: null,
  phone: null,
  wechat: null,
  message: 'A message long enough.',
  quote: null,
  consent_at: s.created_at,
  status: 'new' as EnquiryStatus,
  assignee_id: null,
  ...s,
});

for (const setup of databaseSetups()) {
  describe(`the enquiries list in ${setup.name}`, () => {
    const database = useDatabase(setup);
    const db = () => database.db().db;
    const refs = async (filters: EnquiryFilters) =>
      (await findEnquiries(db(), filters, undefined, NOW)).rows.map((r) => r.reference);

    it('seeds', async () => {
      await db().insertInto('enquiries').values(SEEDS.map(row)).execute();
      await db()
        .insertInto('user')
        .values({
          id: 'u-sales',
          name: 'Sam Sales',
          email: 'sam@bridgeway.example',
          emailVerified: setup.name === 'SQLite' ? 1 : true,
          image: null,
          createdAt: NOW.toISOString(),
          updatedAt: NOW.toISOString(),
          role: 'sales',
          banned: null,
          banReason: null,
          banExpires: null,
          twoFactorEnabled: null,
        })
        .execute();
    });

    it('pages newest first by (created_at, id), across rows received at the same instant', async () => {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await findEnquiries(db(), {}, decodeCursor(cursor), NOW, 2);
        seen.push(...page.rows.map((r) => r.reference));
        cursor = page.next;
        pages++;
      } while (cursor);
      expect(pages).toBe(4);
      expect(seen).toEqual([
        'SAME05',
        'SAME04',
        'SAME03',
        'SAME02',
        'SAME01',
        'WECHAT',
        'K7M2QX',
        'QUOTED',
      ]);
      const last = await findEnquiries(db(), {}, undefined, NOW, 8);
      expect(last.next).toBeUndefined();
    });

    it('filters by status, service, language, assignee and received dates (Beijing)', async () => {
      expect(await refs({ status: 'quoted' })).toEqual(['QUOTED']);
      expect(await refs({ service: 'storehouse' })).toEqual(['K7M2QX']);
      expect(await refs({ language: 'zh' })).toEqual(['K7M2QX']);
      expect(await refs({ assignee: 'u-sales' })).toEqual(['QUOTED']);
      expect(await refs({ assignee: 'unassigned' })).not.toContain('QUOTED');
      expect(await refs({ assignee: 'unassigned' })).toHaveLength(7);
      // Sunday 23:59:59 in Beijing is on the 29th, though it is the 29th 15:59 UTC.
      expect(await refs({ from: '2026-11-29', to: '2026-11-29' })).toEqual(['WECHAT']);
      expect(await refs({ from: '2026-11-30' })).toHaveLength(5);
      expect(await refs({ to: '2026-11-27' })).toEqual(['K7M2QX', 'QUOTED']);
      expect(await refs({ status: 'new', service: 'general', language: 'en' })).toHaveLength(6);
    });

    it('finds text: a reference exactly, else part of a contact field or the message, any case', async () => {
      expect(await refs({ text: 'k7m-2qx' })).toEqual(['K7M2QX']);
      expect(await refs({ text: 'anna.berg@example' })).toEqual(['QUOTED']);
      expect(await refs({ text: '李' })).toEqual(['K7M2QX']);
      expect(await refs({ text: 'BERG_WX' })).toEqual(['WECHAT']);
      expect(await refs({ text: '203 1234' })).toEqual(['WECHAT']);
      expect(await refs({ text: 'duisburg' })).toEqual(['WECHAT']);
      // LIKE's wildcards are taken literally.
      expect(await refs({ text: '100%_' })).toEqual(['K7M2QX']);
      expect(await refs({ text: '%' })).toEqual(['K7M2QX']);
      expect(await refs({ text: 'Widgets_1' })).toEqual([]);
      expect(await refs({ text: 'nobody' })).toEqual([]);
    });

    it('marks and counts overdue enquiries: still new after one business day', async () => {
      expect(await refs({ overdue: '1' })).toEqual(['WECHAT', 'K7M2QX']);
      expect(await countOverdue(db(), NOW)).toBe(2);
      // Friday evening's and Sunday's were due by Monday's end: overdue from Tuesday 00:00.
      expect(await countOverdue(db(), new Date('2026-11-30T15:59:59Z'))).toBe(0);
      expect(await countOverdue(db(), new Date('2026-11-30T16:00:00Z'))).toBe(2);
      expect(await refs({ overdue: '1', status: 'quoted' })).toEqual([]);
    });

    it('exports the filtered enquiries oldest first as the CLI CSV, with status and assignee', async () => {
      const rows = await listEnquiries(db(), {
        filters: { assignee: 'unassigned', to: '2026-11-29' },
        now: NOW,
      });
      expect(rows.map((r) => r.reference)).toEqual(['K7M2QX', 'WECHAT']);
      const quoted = await listEnquiries(db(), { filters: { status: 'quoted' }, now: NOW });
      const csv = enquiriesCsv(
        quoted,
        await staffNames(
          db(),
          quoted.map((r) => r.assignee_id),
        ),
      );
      const lines = csv.trim().split(/\r?\n/);
      expect(lines[0]).toMatch(/,status,assigned to$/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^QUOTED,.*,quoted,Sam Sales$/);
    });

    it('names the assignees', async () => {
      expect(await staffNames(db(), ['u-sales', null, 'u-gone'])).toEqual(
        new Map([['u-sales', 'Sam Sales']]),
      );
    });
  });
}

describe('the filters of a query string', () => {
  it('reads each filter once, and ignores the values that are not ours', () => {
    const query = new URLSearchParams(
      'status=quoted&service=plane&language=zh&assignee=unassigned&from=2026-11-31&to=2026-12-01&text=%20anna%20&overdue=yes&page=3',
    );
    const { filters, ignored } = readEnquiryFilters(query);
    expect(filters).toEqual({
      status: 'quoted',
      language: 'zh',
      assignee: 'unassigned',
      to: '2026-12-01',
      text: 'anna',
    });
    expect(ignored).toEqual(['service', 'from', 'overdue']);
    expect(filterParams(filters).toString()).toBe(
      'status=quoted&language=zh&assignee=unassigned&to=2026-12-01&text=anna',
    );
    expect(readEnquiryFilters({ status: ['', 'won'], overdue: '1' }).filters).toEqual({
      status: 'won',
      overdue: '1',
    });
  });
});
