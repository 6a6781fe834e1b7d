import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { EnquiryInput } from '@/lib/enquiries/schema';
import { purgeEnquiries } from '@/lib/enquiries/retention';
import { quoteSnapshot } from '@/lib/enquiries/snapshot';
import { enquiryRateLimit, storeEnquiry, type NewEnquiry } from '@/lib/enquiries/store';
import { card } from '@/lib/shipping/rate-card';
import { databaseSetups, useDatabase } from '../support/db';
import { ENQUIRY_FORM } from '../support/enquiry';

const NOW = new Date('2026-12-01T03:00:00Z');
const INBOX = 'sales@bridgeway.example';

const enquiry = (over: Partial<EnquiryInput> = {}): EnquiryInput => ({
  ...ENQUIRY_FORM,
  company: '',
  ...over,
});

let ids = 0;
const input = (over: Partial<NewEnquiry> = {}): NewEnquiry => ({
  enquiry: enquiry(),
  locale: 'en',
  source: '/fba-head-shipping',
  quote: null,
  submissionId: `submission-${++ids}`,
  clientKey: `client-${ids}`,
  salesInbox: INBOX,
  ...over,
});

const snapshot = quoteSnapshot(
  new URLSearchParams('from=SZX&to=ONT8&qty=2&len=50&wid=40&hei=30&wt=12'),
  'BW-AIR-US-FBA',
  card,
  NOW,
);

for (const setup of databaseSetups()) {
  describe(`enquiries in ${setup.name}`, () => {
    const database = useDatabase(setup);
    const db = () => database.db().db;
    const stored = (reference: string) =>
      db().selectFrom('enquiries').selectAll().where('reference', '=', reference).execute();
    const mails = (reference: string) =>
      db()
        .selectFrom('mail_outbox')
        .select(['kind', 'to_address', 'reply_to', 'subject', 'status'])
        .where('dedupe_key', 'like', `%:${reference}`)
        .orderBy('kind')
        .execute();

    it('stores an enquiry with its quote, and queues the sales and confirmation mails', async () => {
      if (!snapshot.ok) throw new Error(snapshot.reason);
      const outcome = await storeEnquiry(
        database.db(),
        input({ locale: 'zh', quote: snapshot.snapshot, enquiry: enquiry({ company: '桥途' }) }),
        NOW,
      );
      if (outcome.kind !== 'stored') throw new Error(outcome.kind);
      expect(outcome.duplicate).toBe(false);
      expect(outcome.reference).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
      const [row] = await stored(outcome.reference);
      expect(row).toMatchObject({
        created_at: NOW.toISOString(),
        locale: 'zh',
        source: '/fba-head-shipping',
        service: 'fbaHeadShipping',
        name: 'Li Wei',
        company: '桥途',
        email: 'li.wei@example.com',
        phone: null,
        wechat: null,
      });
      expect(JSON.parse(row!.quote!)).toEqual(snapshot.snapshot);
      expect(await mails(outcome.reference)).toEqual([
        {
          kind: 'enquiry-confirm',
          to_address: 'li.wei@example.com',
          reply_to: null,
          subject: `桥途已收到您的咨询，编号 ${outcome.reference}`,
          status: 'pending',
        },
        {
          kind: 'enquiry-sales',
          to_address: INBOX,
          reply_to: 'li.wei@example.com',
          subject: `Quote request ${outcome.reference}: BW-AIR-US-FBA – Li Wei`,
          status: 'pending',
        },
      ]);
    });

    it('queues no sales mail without SALES_INBOX, and no confirmation without an email', async () => {
      const noInbox = await storeEnquiry(database.db(), input({ salesInbox: null }), NOW);
      const noEmail = await storeEnquiry(
        database.db(),
        input({ enquiry: enquiry({ email: '', wechat: 'liwei_sz' }) }),
        NOW,
      );
      if (noInbox.kind !== 'stored' || noEmail.kind !== 'stored') throw new Error('not stored');
      expect((await mails(noInbox.reference)).map((m) => m.kind)).toEqual(['enquiry-confirm']);
      expect(await mails(noEmail.reference)).toMatchObject([
        { kind: 'enquiry-sales', reply_to: null },
      ]);
    });

    it('stores a submission once however often it is posted, even at the same moment', async () => {
      const once = input();
      const first = await storeEnquiry(database.db(), once, NOW);
      const again = await storeEnquiry(database.db(), once, new Date(NOW.getTime() + 5000));
      expect(again).toEqual({
        kind: 'stored',
        reference: (first as { reference: string }).reference,
        duplicate: true,
      });

      // Five at once: posts racing past the stored check each count toward the client's limit.
      const racing = input();
      const outcomes = await Promise.all(
        Array.from({ length: enquiryRateLimit().max }, () =>
          storeEnquiry(database.db(), racing, NOW),
        ),
      );
      const references = new Set(outcomes.map((o) => (o.kind === 'stored' ? o.reference : o.kind)));
      expect(references.size).toBe(1);
      expect(outcomes.filter((o) => o.kind === 'stored' && !o.duplicate)).toHaveLength(1);
      const [reference] = [...references];
      expect(await stored(reference!)).toHaveLength(1);
      expect(await mails(reference!)).toHaveLength(2);

      // The same prerendered id from another visitor (another contact) is another enquiry.
      const other = await storeEnquiry(
        database.db(),
        {
          ...racing,
          clientKey: 'another-visitor',
          enquiry: enquiry({ email: 'someone@example.com' }),
        },
        NOW,
      );
      expect(other).toMatchObject({ kind: 'stored', duplicate: false });
      expect((other as { reference: string }).reference).not.toBe(reference);
    });

    it('stores a second, different enquiry of the same person under the same prerendered id', async () => {
      // Without JavaScript every visitor posts the id the page was prerendered with.
      const first = input({ submissionId: 'prerendered-id' });
      const second = {
        ...first,
        enquiry: enquiry({ name: 'Wang Fang', message: 'And a quote for 3 pallets to LAX9.' }),
      };
      const a = await storeEnquiry(database.db(), first, NOW);
      const b = await storeEnquiry(database.db(), second, NOW);
      if (a.kind !== 'stored' || b.kind !== 'stored') throw new Error('not stored');
      expect(b).toMatchObject({ duplicate: false });
      expect(b.reference).not.toBe(a.reference);
      const [row] = await stored(b.reference);
      expect(row).toMatchObject({
        name: 'Wang Fang',
        message: 'And a quote for 3 pallets to LAX9.',
      });
      // The same content posted again is the same submission.
      expect(await storeEnquiry(database.db(), second, NOW)).toEqual({ ...b, duplicate: true });
    });

    it('draws another reference when one is taken', async () => {
      const draws = ['K7M2QX', 'K7M2QX', 'K7M2QX', 'P4R8TW'];
      const next = () => draws.shift()!;
      const a = await storeEnquiry(database.db(), input(), NOW, next);
      const b = await storeEnquiry(database.db(), input(), NOW, next);
      expect(a).toEqual({ kind: 'stored', reference: 'K7M2QX', duplicate: false });
      expect(b).toEqual({ kind: 'stored', reference: 'P4R8TW', duplicate: false });
      expect(await mails('P4R8TW')).toHaveLength(2);
    });

    it('stores nothing, and queues no mail, when the transaction fails', async () => {
      const before = await db().selectFrom('enquiries').select('id').execute();
      await sql`alter table mail_outbox rename to mail_outbox_away`.execute(db());
      try {
        await expect(storeEnquiry(database.db(), input(), NOW, () => 'ZZZZZZ')).rejects.toThrow();
      } finally {
        await sql`alter table mail_outbox_away rename to mail_outbox`.execute(db());
      }
      expect(await db().selectFrom('enquiries').select('id').execute()).toEqual(before);
      expect(await mails('ZZZZZZ')).toEqual([]);
    });

    it('takes 5 enquiries per client in 10 minutes, and answers a resubmission all the same', async () => {
      const client = { clientKey: 'busy-client' };
      const first = input(client);
      for (let i = 0; i < enquiryRateLimit().max; i++)
        expect(
          await storeEnquiry(database.db(), i === 0 ? first : input(client), NOW),
        ).toMatchObject({
          kind: 'stored',
          duplicate: false,
        });
      const later = new Date(NOW.getTime() + 4 * 60_000);
      expect(await storeEnquiry(database.db(), input(client), later)).toEqual({
        kind: 'rate-limited',
        retryAfterMinutes: 6,
      });
      expect(await storeEnquiry(database.db(), first, later)).toMatchObject({ duplicate: true });
      expect(await storeEnquiry(database.db(), input(), later)).toMatchObject({ kind: 'stored' });
      const free = new Date(NOW.getTime() + enquiryRateLimit().windowMs + 1000);
      expect(await storeEnquiry(database.db(), input(client), free)).toMatchObject({
        kind: 'stored',
      });
    });

    it('deletes enquiries older than the retention period, and only those', async () => {
      const old = await storeEnquiry(database.db(), input(), new Date('2024-11-01T00:00:00Z'));
      const recent = await storeEnquiry(database.db(), input(), new Date('2024-12-15T00:00:00Z'));
      if (old.kind !== 'stored' || recent.kind !== 'stored') throw new Error('not stored');
      const purged = await purgeEnquiries(db(), NOW, 730);
      expect(purged).toEqual({ enquiries: 1, before: '2024-12-01T03:00:00.000Z' });
      expect(await stored(old.reference)).toEqual([]);
      expect(await stored(recent.reference)).toHaveLength(1);
    });
  });
}
